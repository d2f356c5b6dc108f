import { ProblemError } from '../../../lib/api-client';
import type { Locale } from '../../../lib/i18n/locale';
import { saveSearch } from '../api/job-alerts-api';
import { readLocalSearches, removeLocalSearch, type LocalSearch } from './local-searches';

/** What moving this device's searches to the account did. */
export interface LocalMove {
  readonly moved: number;
  /** Still on this device, with why: the account's limit (422) or a failed call. */
  readonly kept: readonly LocalSearch[];
  readonly reason: 'limit' | 'failed' | null;
}

let running: Promise<LocalMove> | null = null;

/**
 * On sign-in, this device's saved searches become the candidate's job filters through
 * `POST /job-filters`, one at a time, oldest first. A search the account has already (409
 * `job_filter.already_exists`, e.g. moved from another tab) counts as moved, so a second run changes
 * nothing. A search the API refuses (the limit of 10, or any failure) stays here and is reported.
 * One move at a time per page.
 */
export function moveLocalSearches(tenant: string, locale: Locale): Promise<LocalMove> {
  running ??= (async () => {
    let moved = 0;
    const kept: LocalSearch[] = [];
    let reason: LocalMove['reason'] = null;
    for (const search of readLocalSearches()) {
      try {
        await saveSearch(
          tenant,
          { searchUrl: search.searchUrl, name: search.filterName, filters: search.filters },
          locale,
        );
        removeLocalSearch(search.id);
        moved++;
      } catch (error) {
        if (error instanceof ProblemError && error.code === 'job_filter.already_exists') {
          removeLocalSearch(search.id);
          moved++;
          continue;
        }
        kept.push(search);
        if (error instanceof ProblemError && error.status === 422) reason = 'limit';
        else reason ??= 'failed';
      }
    }
    return { moved, kept, reason };
  })().finally(() => {
    running = null;
  });
  return running;
}
