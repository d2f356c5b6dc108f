import BookmarkBorderOutlined from '@mui/icons-material/BookmarkBorderOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { defaultJobAlertFrequency, type JobAlertFrequency } from '@tablica/domain/job-alerts/job-alert';
import { useRef, useState } from 'react';
import type { MessageId } from '../../../lib/i18n/en';
import { useTranslate } from '../../../lib/i18n/use-translate';
import {
  changeFrequency,
  createAlert,
  deleteSavedSearch,
  disableAlert,
  type SavedSearch,
} from '../api/job-alerts-api';
import { useSavedSearches } from '../state/saved-searches';
import { DeleteSearchDialog } from './delete-search-dialog';
import { LocalSearchTile } from './local-search-tile';
import { MoveNotice } from './move-notice';
import { openSavedSearch } from './open-search';
import { SavedSearchTile } from './saved-search-tile';

/** The board's saved-searches page (spec §2): tiles, empty state, delete with confirmation. */
export function SavedSearchesPage({ signInHref }: { readonly signInHref: string }) {
  const t = useTranslate();
  const { tenant, locale, viewer, status, searches, reload, localSearches, removeLocal } = useSavedSearches();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<SavedSearch | null>(null);
  const [failed, setFailed] = useState(false);
  const [notice, setNotice] = useState<MessageId | null>(null);
  // A deleted tile takes its button with it: the focus goes back to the page's heading.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [deleted, setDeleted] = useState(false);

  const change = async (search: SavedSearch, call: () => Promise<unknown>, done: MessageId) => {
    setBusyId(search.id);
    setFailed(false);
    setNotice(null);
    try {
      await call();
      await reload();
      setNotice(done);
      return true;
    } catch {
      setFailed(true);
      return false;
    } finally {
      setBusyId(null);
    }
  };

  /** "Delete this saved search?"; once deleted, the focus goes back to the heading. */
  const deleteDialog = (busy: boolean, remove: (search: SavedSearch) => Promise<boolean>) => (
    <DeleteSearchDialog
      name={deleting?.filterName ?? null}
      busy={busy}
      onCancel={() => setDeleting(null)}
      onDeletedClose={
        deleted
          ? () => {
              setDeleted(false);
              headingRef.current?.focus();
            }
          : undefined
      }
      onConfirm={() => {
        if (!deleting) return;
        void remove(deleting).then((done) => {
          setDeleted(done);
          setDeleting(null);
        });
      }}
    />
  );

  const heading = (
    <Typography
      variant="h1"
      ref={headingRef}
      tabIndex={-1}
      sx={{ fontSize: { xs: '1.5rem', sm: '2rem' }, mb: 1, outline: 'none' }}
    >
      {t('jobAlerts.saved.title')}
    </Typography>
  );

  if (viewer === 'unknown' || (viewer === 'signed-in' && (status === 'idle' || status === 'loading')))
    return (
      <>
        {heading}
        <Box
          sx={{ display: 'flex', justifyContent: 'center', py: 6 }}
          role="status"
          aria-label={t('jobAlerts.loading')}
        >
          <CircularProgress />
        </Box>
      </>
    );

  // A visitor: the searches saved on this device (spec §3 `jobAlerts`), which signing in moves.
  if (viewer === 'anonymous')
    return (
      <>
        {heading}
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t(localSearches.length > 0 ? 'jobAlerts.saved.localIntro' : 'jobAlerts.saved.signInIntro')}
        </Typography>
        <Button variant="contained" href={signInHref} sx={{ mb: 3 }}>
          {t('jobAlerts.saved.signIn')}
        </Button>
        <Box aria-live="polite">
          {notice && (
            <Alert severity="success" sx={{ mb: 2 }}>
              {t(notice)}
            </Alert>
          )}
        </Box>
        {localSearches.length > 0 && (
          <Stack
            component="ul"
            spacing={1.5}
            sx={{ listStyle: 'none', m: 0, p: 0 }}
            aria-label={t('jobAlerts.saved.title')}
          >
            {localSearches.map((search) => (
              <li key={search.id}>
                <LocalSearchTile search={search} onDelete={() => setDeleting(search)} />
              </li>
            ))}
          </Stack>
        )}
        {deleteDialog(false, async (search) => {
          removeLocal(search.id);
          setNotice('jobAlerts.saved.deleted');
          return true;
        })}
      </>
    );

  return (
    <>
      {heading}
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('jobAlerts.saved.intro')}
      </Typography>
      <MoveNotice />
      <Box aria-live="polite" sx={{ mb: failed || notice ? 2 : 0 }}>
        {failed && (
          <Alert severity="error" role="alert">
            {t('jobAlerts.error.generic')}
          </Alert>
        )}
        {notice && !failed && <Alert severity="success">{t(notice)}</Alert>}
      </Box>
      {status === 'failed' ? (
        <Alert
          severity="error"
          role="alert"
          action={
            <Button color="inherit" size="small" onClick={() => void reload()}>
              {t('jobAlerts.retry')}
            </Button>
          }
        >
          {t('jobAlerts.error.load')}
        </Alert>
      ) : searches.length === 0 ? (
        <Box
          sx={{
            textAlign: 'center',
            py: { xs: 5, sm: 8 },
            px: 3,
            border: 1,
            borderColor: 'divider',
            borderRadius: 2,
          }}
        >
          <BookmarkBorderOutlined aria-hidden color="primary" sx={{ fontSize: 48, mb: 1 }} />
          <Typography variant="h2" sx={{ fontSize: '1.25rem', fontWeight: 700, mb: 1 }}>
            {t('jobAlerts.saved.emptyTitle')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {t('jobAlerts.saved.emptyBody')}
          </Typography>
          <Button variant="contained" href="/">
            {t('jobAlerts.saved.browse')}
          </Button>
        </Box>
      ) : (
        <Stack
          component="ul"
          spacing={1.5}
          sx={{ listStyle: 'none', m: 0, p: 0 }}
          aria-label={t('jobAlerts.saved.title')}
        >
          {searches.map((search) => (
            <li key={search.id}>
              <SavedSearchTile
                search={search}
                locale={locale}
                busy={busyId === search.id}
                onOpen={() => void openSavedSearch(tenant, search, locale)}
                onAlert={(on) =>
                  void change(
                    search,
                    () =>
                      on
                        ? createAlert(tenant, search.id, defaultJobAlertFrequency, locale)
                        : disableAlert(tenant, search.id, locale),
                    on ? 'jobAlerts.saved.alertOn' : 'jobAlerts.saved.alertOff',
                  )
                }
                onFrequency={(frequency: JobAlertFrequency) =>
                  void change(
                    search,
                    () => changeFrequency(tenant, search.id, frequency, locale),
                    'jobAlerts.saved.frequencyChanged',
                  )
                }
                onDelete={() => setDeleting(search)}
              />
            </li>
          ))}
        </Stack>
      )}
      {deleteDialog(deleting !== null && busyId === deleting.id, (search) =>
        change(search, () => deleteSavedSearch(tenant, search.id, locale), 'jobAlerts.saved.deleted'),
      )}
    </>
  );
}
