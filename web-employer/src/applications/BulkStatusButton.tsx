import RuleIcon from '@mui/icons-material/Rule';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  TextField,
} from '@mui/material';
import { applicationStatuses, type ApplicationStatus } from '@tablica/domain/applications/application';
import { useState } from 'react';
import { useListContext, useNotify, useTranslate, useUnselectAll, useUpdateMany } from 'react-admin';
import { BulkStatusFailure, refusalKey } from './applicationsApi';

/**
 * Sets one status on every selected application (each its own command on its own stream; no
 * precondition, as the list's rows may be older than the dialog), undoable: the rows show the status at
 * once and the changes are sent when the "Undo" notification closes. Says how many failed, if any.
 */
export const BulkStatusButton = () => {
  const { selectedIds } = useListContext();
  const translate = useTranslate();
  const notify = useNotify();
  const unselectAll = useUnselectAll('applications');
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<ApplicationStatus>('in_review');
  const [updateMany, { isPending: saving }] = useUpdateMany('applications', undefined, {
    mutationMode: 'undoable',
  });

  function save() {
    const count = selectedIds.length;
    setOpen(false);
    updateMany(
      'applications',
      { ids: selectedIds, data: { status } },
      {
        onSuccess: () => {
          unselectAll();
          notify('resources.applications.bulk.done', {
            type: 'info',
            messageArgs: { smart_count: count },
            undoable: true,
          });
        },
        onError: (error) => {
          if (error instanceof BulkStatusFailure && error.changed > 0)
            notify('resources.applications.bulk.partly', {
              type: 'warning',
              messageArgs: { smart_count: error.changed, failed: error.failed },
            });
          else
            notify(refusalKey(error instanceof BulkStatusFailure ? error.firstFailure : error), {
              type: 'error',
            });
        },
      },
    );
  }

  return (
    <>
      <Button size="small" startIcon={<RuleIcon />} onClick={() => setOpen(true)}>
        {translate('resources.applications.bulk.action')}
      </Button>
      <Dialog open={open} onClose={() => !saving && setOpen(false)} aria-labelledby="bulk-status-title">
        <DialogTitle id="bulk-status-title">
          {translate('resources.applications.bulk.title', { smart_count: selectedIds.length })}
        </DialogTitle>
        <DialogContent>
          <TextField
            select
            fullWidth
            margin="dense"
            label={translate('resources.applications.fields.status')}
            value={status}
            onChange={(event) => setStatus(event.target.value as ApplicationStatus)}
          >
            {applicationStatuses.map((choice) => (
              <MenuItem key={choice} value={choice}>
                {translate(`resources.applications.statuses.${choice}`)}
              </MenuItem>
            ))}
          </TextField>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={saving}>
            {translate('ra.action.cancel')}
          </Button>
          <Button variant="contained" onClick={save} disabled={saving}>
            {translate('resources.applications.bulk.save')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
