import DownloadIcon from '@mui/icons-material/Download';
import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { fetchExport, saveFile, type ExportFormat } from './auditApi';

/** Fetches the export and hands it to the browser's download. */
export type ExportDownload = (offerId: string, format: ExportFormat) => Promise<void>;

const downloadExport: ExportDownload = async (offerId, format) =>
  saveFile(await fetchExport(offerId, format));

/** The offer's whole stream as a file: fetched with the session like any call, then saved by the browser. */
export const ExportButtons = ({
  offerId,
  download = downloadExport,
}: {
  offerId: string;
  download?: ExportDownload | undefined;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const exportAs = async (format: ExportFormat) => {
    setBusy(format);
    try {
      await download(offerId, format);
    } catch {
      notify('audit.export.failed', { type: 'error' });
    } finally {
      setBusy(null);
    }
  };
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
      {(['json', 'csv'] as const).map((format) => (
        <Button
          key={format}
          variant="outlined"
          size="small"
          startIcon={<DownloadIcon />}
          disabled={busy !== null}
          aria-busy={busy === format}
          onClick={() => void exportAs(format)}
        >
          {translate(`audit.export.${format}`)}
        </Button>
      ))}
    </Stack>
  );
};
