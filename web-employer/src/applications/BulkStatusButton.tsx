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
import { useListContext, useNotify, useRefresh, useTranslate, useUnselectAll } from 'react-admin';
import { callApi } from '../api';
import { changeApplicationStatus } from './applicationsApi';

/**
 * Sets one status on every selected application (each its own command on its own stream; no
 * precondition, as the list's rows may be older than the dialog). Says how many changed and failed.
 */
export const BulkStatusButton = () => {
  const { selectedIds } = useListContext();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll('applications');
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<ApplicationStatus>('in_review');
  const [saving, setSaving] = useState(false);

  async function save() {
    setSaving(true);
    const results = await Promise.allSettled(
      selectedIds.map((id) => changeApplicationStatus(callApi, String(id), { status })),
    );
    const failed = results.filter((result) => result.status === 'rejected').length;
    setSaving(false);
    setOpen(false);
    unselectAll();
    refresh();
    notify(
      failed === 0
        ? translate('resources.applications.bulk.done', { smart_count: results.length })
        : translate('resources.applications.bulk.partly', {
            smart_count: results.length - failed,
            failed,
          }),
      { type: failed === 0 ? 'info' : 'warning' },
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
          <Button variant="contained" onClick={() => void save()} disabled={saving}>
            {translate('resources.applications.bulk.save')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
