import SaveIcon from '@mui/icons-material/Save';
import { Alert, Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { applicationStatuses, type ApplicationStatus } from '@tablica/domain/applications/application';
import { useState } from 'react';
import { useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { callApi, isApiFailure, problemCode } from '../api';
import { changeApplicationStatus } from './applicationsApi';
import type { ApplicationRow } from './types';

/**
 * Saves on the version shown; when that is stale because of what does not touch the status (a CV
 * download, say), once more on the current version. A status changed by someone else stays a 412.
 */
async function saveOnFreshVersion(
  shown: ApplicationRow,
  change: { status: ApplicationStatus; note: string },
): Promise<void> {
  try {
    await changeApplicationStatus(callApi, shown.id, change, shown.version);
  } catch (error) {
    if (!isApiFailure(error) || error.status !== 412) throw error;
    const current = await callApi<ApplicationRow>(
      `/v2/employer-panel/applications/${encodeURIComponent(shown.id)}`,
    );
    if (current.status !== shown.status) throw error;
    await changeApplicationStatus(callApi, shown.id, change, current.version);
  }
}

/** The note's limit, as the API checks it. */
export const maxNoteLength = 1000;

/**
 * The status with an optional note, saved on the version shown (If-Match): if someone else changed the
 * application meanwhile, the employer is told and offered the fresh one; what they typed stays.
 */
export const StatusChange = () => {
  const application = useRecordContext<ApplicationRow>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [status, setStatus] = useState<ApplicationStatus | null>(null);
  const [note, setNote] = useState('');
  const [saving, setSaving] = useState(false);
  const [stale, setStale] = useState(false);
  if (!application) return null;
  const chosen = status ?? application.status;
  const tooLong = note.length > maxNoteLength;

  async function save() {
    if (!application || tooLong) return;
    setSaving(true);
    setStale(false);
    try {
      await saveOnFreshVersion(application, { status: chosen, note });
      notify('resources.applications.status.saved', { type: 'info' });
      setNote('');
      setStatus(null);
      refresh();
    } catch (error) {
      if (isApiFailure(error) && error.status === 412) setStale(true);
      else
        notify(
          problemCode(isApiFailure(error) ? error.body : null) === 'validation_failed'
            ? 'ra.message.invalid_form'
            : 'errors.sthWentWrong',
          { type: 'error' },
        );
    } finally {
      setSaving(false);
    }
  }

  return (
    <Box component="section" aria-labelledby="status-change-title">
      <Typography id="status-change-title" variant="h6" component="h2" gutterBottom>
        {translate('resources.applications.status.title')}
      </Typography>
      <Stack spacing={2}>
        <TextField
          select
          label={translate('resources.applications.fields.status')}
          value={chosen}
          onChange={(event) => setStatus(event.target.value as ApplicationStatus)}
          disabled={saving}
        >
          {applicationStatuses.map((choice) => (
            <MenuItem key={choice} value={choice}>
              {translate(`resources.applications.statuses.${choice}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={translate('resources.applications.status.note')}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          multiline
          minRows={2}
          disabled={saving}
          error={tooLong}
          helperText={
            tooLong
              ? translate('errors.tooLong', { _: translate('resources.applications.status.noteTooLong') })
              : translate('resources.applications.status.noteHelp', {
                  count: note.length,
                  max: maxNoteLength,
                })
          }
        />
        {stale ? (
          <Alert
            severity="warning"
            action={
              <Button color="inherit" size="small" onClick={() => (setStale(false), refresh())}>
                {translate('resources.applications.status.reload')}
              </Button>
            }
          >
            {translate('resources.applications.status.stale')}
          </Alert>
        ) : null}
        <Box>
          <Button
            variant="contained"
            startIcon={<SaveIcon />}
            onClick={() => void save()}
            disabled={saving || tooLong || (chosen === application.status && note.trim() === '')}
          >
            {translate('resources.applications.status.save')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
};
