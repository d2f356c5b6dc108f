import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import type { ListFilters } from '@tablica/domain/listing/filters';
import { lazy, useEffect, useEffectEvent, useState } from 'react';
import { LazyMount } from '../../../components/lazy-mount';
import { useTranslate } from '../../../lib/i18n/use-translate';
import { alertRefusal } from '../alert-refusal';
import { deleteSavedSearch, saveSearch } from '../api/job-alerts-api';
import { savedSearchFor } from '../state/saved-search-for';
import { useSavedSearches } from '../state/saved-searches';
import type { Notice } from './save-search-notice';

const SaveSearchNotice = lazy(() => import('./save-search-notice'));

/**
 * The listing's "save job filter" switch (spec §2): on saves the list's search, off forgets it. A
 * signed-in candidate's goes to the account (`POST /job-filters`, `DELETE /job-filters/{id}`); a
 * visitor's stays in this browser (at most 10, spec §5 and §8) and moves to the account on sign-in.
 */
export function SaveSearchSwitch(props: {
  readonly filters: ListFilters;
  readonly searchUrl: string;
  readonly name: string;
}) {
  const t = useTranslate();
  const { tenant, locale, enabled, viewer, searches, reload, saveLocal, removeLocal } = useSavedSearches();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  // Turned before the page knew who is looking (the server draws the switch without knowing, so that
  // nothing moves once the browser asks): shown as wished, done once the answer is in.
  const [wish, setWish] = useState<boolean | null>(null);

  const { canonical, saved } = savedSearchFor(tenant, searches, props.searchUrl);
  const input = { searchUrl: canonical, name: props.name, filters: props.filters };

  const toggle = async (on: boolean) => {
    setNotice(null);
    if (viewer === 'unknown') return setWish(on);
    if (viewer === 'anonymous') {
      if (!on) {
        if (saved) removeLocal(saved.id);
        return setNotice({ severity: 'success', title: 'jobAlerts.save.removed' });
      }
      const outcome = saveLocal(input);
      return setNotice(
        outcome === 'saved' || outcome === 'exists'
          ? { severity: 'success', title: 'jobAlerts.save.savedLocal' }
          : outcome === 'limit'
            ? { severity: 'warning', title: 'jobAlerts.error.limitTitle', body: 'jobAlerts.error.limitLocal' }
            : { severity: 'error', title: 'jobAlerts.error.genericTitle', body: 'jobAlerts.error.generic' },
      );
    }
    setBusy(true);
    try {
      if (on) await saveSearch(tenant, input, locale);
      else if (saved) await deleteSavedSearch(tenant, saved.id, locale);
      setNotice({ severity: 'success', title: on ? 'jobAlerts.save.saved' : 'jobAlerts.save.removed' });
    } catch (error) {
      setNotice(alertRefusal(error));
    } finally {
      await reload();
      setBusy(false);
    }
  };
  const grantWish = useEffectEvent((on: boolean) => {
    setWish(null);
    void toggle(on);
  });
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- answers the viewer's arrival, once
    if (wish !== null && viewer !== 'unknown') grantWish(wish);
  }, [wish, viewer]);

  if (!enabled) return null;
  return (
    <>
      <FormControlLabel
        control={
          <Switch
            name="saveSearch"
            checked={wish ?? saved !== undefined}
            disabled={busy}
            onChange={(event) => void toggle(event.target.checked)}
          />
        }
        label={t('jobAlerts.save.label')}
        sx={{ mr: 0, whiteSpace: 'nowrap' }}
      />
      <LazyMount when={notice !== null}>
        <SaveSearchNotice notice={notice} onClose={() => setNotice(null)} />
      </LazyMount>
    </>
  );
}
