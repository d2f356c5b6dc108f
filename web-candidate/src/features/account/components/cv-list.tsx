import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { VisuallyHidden } from '../../../components/visually-hidden';
import type { Locale } from '../../../lib/i18n/locale';
import { useTranslate } from '../../../lib/i18n/use-translate';
import {
  AccountApiError,
  addCv,
  cvDownloadHref,
  deleteCv,
  replaceCv,
  type ApplicationDoc,
} from '../api/account-api';
import { errorText } from '../../../lib/i18n/error-text';
import { FilePicker } from './file-picker';
import { uploadProblem, uploadRules } from '../../../lib/upload-rules';

/** How many CVs a profile keeps (the API refuses a sixth). */
export const maxDocuments = 5;

interface CvListProps {
  readonly documents: readonly ApplicationDoc[];
  readonly locale: Locale;
  readonly onChanged: (documents: readonly ApplicationDoc[]) => void;
}

type Busy = { readonly action: 'add' } | { readonly action: 'replace' | 'delete'; readonly id: string };

/** The CVs kept for applying: add, replace, download, delete. */
export function CvList({ documents, locale, onChanged }: CvListProps) {
  const t = useTranslate();
  const intl = useIntl();
  const [busy, setBusy] = useState<Busy | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<string>('');
  const [deleting, setDeleting] = useState<ApplicationDoc | null>(null);
  const full = documents.length >= maxDocuments;

  const refusalText = (refusal: unknown) => {
    if (refusal instanceof AccountApiError && refusal.code === 'candidate.too_many_documents')
      return t('account.cv.tooMany', { max: maxDocuments });
    return (
      errorText(refusal instanceof AccountApiError ? refusal.issueAt('cv') : undefined, locale) ??
      t('account.error.generic')
    );
  };

  const run = async (next: Busy, work: () => Promise<readonly ApplicationDoc[]>, done: string) => {
    setBusy(next);
    setError(null);
    setStatus('');
    try {
      onChanged(await work());
      setStatus(done);
    } catch (refusal) {
      setError(refusalText(refusal));
    } finally {
      setBusy(null);
    }
  };

  const checked = (file: File, then: () => void) => {
    const problem = uploadProblem(file, 'cv');
    if (problem) setError(errorText(problem, locale) ?? null);
    else then();
  };

  const add = (file: File) =>
    checked(file, () =>
      run(
        { action: 'add' },
        async () => [...documents, await addCv(file, locale)],
        t('account.cv.added', { name: file.name }),
      ),
    );

  const replace = (doc: ApplicationDoc, file: File) =>
    checked(file, () =>
      run(
        { action: 'replace', id: doc.id },
        async () => {
          const replaced = await replaceCv(doc.id, file, locale);
          return documents.map((item) => (item.id === doc.id ? replaced : item));
        },
        t('account.cv.replaced', { name: file.name }),
      ),
    );

  const remove = (doc: ApplicationDoc) => {
    setDeleting(null);
    void run(
      { action: 'delete', id: doc.id },
      async () => {
        await deleteCv(doc.id, locale);
        return documents.filter((item) => item.id !== doc.id);
      },
      t('account.cv.deleted', { name: doc.fileName }),
    );
  };

  const size = (bytes: number) =>
    bytes >= 1_000_000
      ? intl.formatNumber(bytes / 1_000_000, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 })
      : intl.formatNumber(Math.max(1, Math.round(bytes / 1000)), { style: 'unit', unit: 'kilobyte' });

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1, minWidth: 220 }}>
          {t('account.cv.hint', { max: maxDocuments })}
        </Typography>
        <FilePicker
          accept={uploadRules.cv.accept}
          onPick={add}
          variant="contained"
          startIcon={<UploadFileOutlined />}
          loading={busy?.action === 'add'}
          disabled={busy !== null || full}
        >
          {t('account.cv.add')}
        </FilePicker>
      </Box>
      {full && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('account.cv.tooMany', { max: maxDocuments })}
        </Alert>
      )}
      {error && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }} onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      <VisuallyHidden role="status">{status}</VisuallyHidden>
      {documents.length === 0 ? (
        <Box
          sx={{
            border: 1,
            borderStyle: 'dashed',
            borderColor: 'divider',
            borderRadius: 2,
            p: 3,
            textAlign: 'center',
            color: 'text.secondary',
          }}
        >
          <DescriptionOutlined aria-hidden sx={{ fontSize: 36, mb: 1 }} />
          <Typography>{t('account.cv.empty')}</Typography>
        </Box>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
          {documents.map((doc) => {
            const working = busy !== null && 'id' in busy && busy.id === doc.id;
            return (
              <Box
                component="li"
                key={doc.id}
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 1.5,
                  flexWrap: 'wrap',
                  p: 1.5,
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 2,
                  bgcolor: 'background.paper',
                }}
              >
                <DescriptionOutlined aria-hidden color="primary" />
                <Box sx={{ flex: 1, minWidth: 160 }}>
                  <Typography sx={{ fontWeight: 600, wordBreak: 'break-word' }}>{doc.fileName}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t('account.cv.meta', {
                      size: size(doc.size),
                      date: intl.formatDate(doc.uploadedAt, { dateStyle: 'medium' }),
                    })}
                  </Typography>
                </Box>
                <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
                  <Button
                    href={cvDownloadHref(doc.id)}
                    size="small"
                    startIcon={<FileDownloadOutlined />}
                    aria-label={t('account.cv.downloadOf', { name: doc.fileName })}
                  >
                    {t('account.cv.download')}
                  </Button>
                  <FilePicker
                    accept={uploadRules.cv.accept}
                    onPick={(file) => replace(doc, file)}
                    size="small"
                    loading={working && busy?.action === 'replace'}
                    disabled={busy !== null}
                    aria-label={t('account.cv.replaceOf', { name: doc.fileName })}
                  >
                    {t('account.cv.replace')}
                  </FilePicker>
                  <Button
                    size="small"
                    color="error"
                    startIcon={<DeleteOutline />}
                    onClick={() => setDeleting(doc)}
                    loading={working && busy?.action === 'delete'}
                    disabled={busy !== null}
                    aria-label={t('account.cv.deleteOf', { name: doc.fileName })}
                  >
                    {t('account.cv.delete')}
                  </Button>
                </Box>
              </Box>
            );
          })}
        </Box>
      )}
      <Dialog open={deleting !== null} onClose={() => setDeleting(null)} aria-labelledby="cv-delete-title">
        <DialogTitle id="cv-delete-title">{t('account.cv.deleteTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {t('account.cv.deleteBody', { name: deleting?.fileName ?? '' })}
          </DialogContentText>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={() => setDeleting(null)} autoFocus>
            {t('account.cancel')}
          </Button>
          <Button color="error" variant="contained" onClick={() => deleting && remove(deleting)}>
            {t('account.cv.delete')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
