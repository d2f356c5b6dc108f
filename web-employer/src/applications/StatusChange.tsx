import SaveIcon from '@mui/icons-material/Save';
import { Alert, Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { applicationStatuses, type ApplicationStatus } from '@tablica/domain/applications/application';
import { useState } from 'react';
import {
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
  useUpdate,
  type UseUpdateOptions,
} from 'react-admin';
import { isApiFailure } from '../api';
import { refusalKey } from './applicationsApi';
import type { ApplicationRow } from './types';

/** The note's limit, as the API checks it. */
export const maxNoteLength = 1000;

type Change = { status: ApplicationStatus; note: string };

/**
 * The status with an optional note, undoable: the shown status changes at once and the change is sent
 * when the "Undo" notification closes (react-admin's undoable mode); Undo sends nothing, puts the shown
 * status back and the choice and note back into the form. Saved on the version shown (If-Match, see
 * `changeStatusOnFreshVersion`): if someone else changed the application meanwhile, the employer is told
 * and offered the fresh one; what they typed stays. Any other refusal shows the spec's text.
 */
export const StatusChange = () => {
  const application = useRecordContext<ApplicationRow>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [status, setStatus] = useState<ApplicationStatus | null>(null);
  const [note, setNote] = useState('');
  const [stale, setStale] = useState(false);
  // Undo puts the change back into the form; `onUndo` is react-admin's (useMutationWithMutationMode),
  // passed through by useUpdate though its options type does not list it.
  const options: UseUpdateOptions & { onUndo: (params: { data?: Partial<Change> }) => void } = {
    mutationMode: 'undoable',
    onUndo: ({ data }) => restore(data),
  };
  const [update, { isPending: saving }] = useUpdate<ApplicationRow>('applications', {}, options);
  if (!application) return null;
  const chosen = status ?? application.status;
  const tooLong = note.length > maxNoteLength;

  function restore(change: Partial<Change> | undefined) {
    setStatus(change?.status ?? null);
    setNote(change?.note ?? '');
  }

  function save() {
    if (!application || tooLong) return;
    const change: Change = { status: chosen, note };
    setStale(false);
    setStatus(null);
    setNote('');
    update(
      'applications',
      { id: application.id, data: change, previousData: application },
      {
        onSuccess: () =>
          notify('resources.applications.status.saved', {
            type: 'info',
            messageArgs: { status: translate(`resources.applications.statuses.${change.status}`) },
            undoable: true,
          }),
        onError: (error) => {
          restore(change);
          if (isApiFailure(error) && error.status === 412) {
            setStale(true);
            notify('resources.applications.status.stale', { type: 'warning' });
          } else notify(refusalKey(error), { type: 'error' });
        },
      },
    );
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
            onClick={save}
            disabled={saving || tooLong || (chosen === application.status && note.trim() === '')}
          >
            {translate('resources.applications.status.save')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
};
