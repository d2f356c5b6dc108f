import DataObjectIcon from '@mui/icons-material/DataObject';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { auditProblemKey } from './auditApi';
import { JsonBlock } from '../admin/Facts';
import type { ExportedEvent } from './types';

type Shown =
  | { readonly kind: 'closed' }
  | { readonly kind: 'loading' }
  | { readonly kind: 'failed'; readonly error: unknown }
  | { readonly kind: 'open'; readonly data: unknown };

/** An event's data as the store recorded it, pretty-printed, behind a button (it can be long). */
export const EventData = ({
  version,
  load,
}: {
  version: number;
  load: () => Promise<readonly ExportedEvent[]>;
}) => {
  const translate = useTranslate();
  const panelId = useId();
  const [shown, setShown] = useState<Shown>({ kind: 'closed' });
  const open = shown.kind !== 'closed';
  const toggle = () => {
    if (open) return setShown({ kind: 'closed' });
    setShown({ kind: 'loading' });
    load().then(
      (events) =>
        setShown({ kind: 'open', data: events.find((each) => each.version === version)?.data ?? null }),
      (error: unknown) => setShown({ kind: 'failed', error }),
    );
  };
  return (
    <Box sx={{ mt: 1 }}>
      <Button
        size="small"
        startIcon={<DataObjectIcon />}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
      >
        {translate(open ? 'audit.timeline.hideData' : 'audit.timeline.showData')}
      </Button>
      <Box id={panelId} hidden={!open}>
        {shown.kind === 'loading' && (
          <Stack direction="row" spacing={1} role="status" sx={{ alignItems: 'center', p: 1 }}>
            <CircularProgress size={16} />
            <Typography variant="body2">{translate('audit.timeline.dataLoading')}</Typography>
          </Stack>
        )}
        {shown.kind === 'failed' && <Alert severity="error">{translate(auditProblemKey(shown.error))}</Alert>}
        {shown.kind === 'open' && (
          <JsonBlock value={shown.data} label={translate('audit.timeline.showData')} maxHeight={360} />
        )}
      </Box>
    </Box>
  );
};
