import { erasureRequestSchema } from '@tablica/domain/applications/erasure-request';
import type { Locale } from '../../../lib/i18n/locale';

/** What the erasure endpoint said: done (also when it was done before), or why the link cannot do it. */
export type ErasureAnswer = 'erased' | 'invalid' | 'expired';

/** No answer, or one that says nothing about the link (429, 5xx): the same link may work on a retry. */
export class ErasureFailed extends Error {
  constructor(readonly status: number | null) {
    super(status === null ? 'no answer' : `answered ${status}`);
    this.name = 'ErasureFailed';
  }
}

/**
 * `POST /api/v1/applications/erasure` with the code of the mail's link. A code that cannot be one
 * (empty, far too long) is an invalid link without asking.
 */
export async function eraseApplication(
  code: string,
  options: { readonly locale: Locale },
): Promise<ErasureAnswer> {
  const request = erasureRequestSchema.safeParse({ code });
  if (!request.success) return 'invalid';
  let response: Response;
  try {
    response = await fetch('/api/v1/applications/erasure', {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        'Accept-Language': options.locale,
      },
      body: JSON.stringify(request.data),
    });
  } catch {
    throw new ErasureFailed(null);
  }
  if (response.ok) return 'erased';
  if (response.status === 404 || response.status === 400) return 'invalid';
  if (response.status === 409) return 'expired';
  throw new ErasureFailed(response.status);
}
