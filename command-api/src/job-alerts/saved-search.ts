import { ValidationError } from '@tablica/domain/errors';
import { savedSearchOf, type SavedSearch } from '@tablica/domain/job-alerts/form';
import type { TenantId } from '@tablica/domain/tenants';
import { errorTexts } from '@tablica/domain/validation';

/** The saved search of a board list URL, or 400 on `searchUrl` when it is not one. */
export function savedSearchOrThrow(tenant: TenantId, searchUrl: string): SavedSearch {
  const saved = savedSearchOf(tenant, searchUrl);
  if (saved) return saved;
  throw new ValidationError([
    {
      path: 'searchUrl',
      code: 'errors.invalidSearchUrl',
      message: errorTexts['errors.invalidSearchUrl'].en,
    },
  ]);
}
