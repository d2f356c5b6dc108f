import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslate } from '../../../lib/i18n/use-translate';

/** A saved search's tile (an account's or this device's): its name as heading, delete, then `children`. */
export function TileFrame(props: {
  readonly name: string;
  readonly busy?: boolean;
  readonly onDelete: () => void;
  readonly children: ReactNode;
}) {
  const t = useTranslate();
  const headingId = useId();
  const busy = props.busy ?? false;
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={headingId}
      aria-busy={busy}
      sx={{ p: { xs: 2, sm: 2.5 }, display: 'grid', gap: 1.5, borderRadius: 2 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Typography
          id={headingId}
          variant="h2"
          sx={{ fontSize: '1.125rem', fontWeight: 700, flexGrow: 1, overflowWrap: 'anywhere' }}
        >
          {props.name}
        </Typography>
        <IconButton
          onClick={props.onDelete}
          disabled={busy}
          aria-label={t('jobAlerts.saved.deleteOf', { name: props.name })}
          size="small"
        >
          <DeleteOutline />
        </IconButton>
      </Box>
      {props.children}
    </Paper>
  );
}
