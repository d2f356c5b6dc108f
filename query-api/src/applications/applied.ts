import type { Request } from 'express';
import type { Queryable } from '@tablica/platform/postgres/pool';
import { appliedOfferIds } from '@tablica/projections/applications/queries';

/**
 * Which of these offers the signed-in candidate applied to (`isAppliedTo`); null for anyone else,
 * whose answers stay the shared, cacheable ones.
 */
export async function appliedByReader(
  db: Queryable,
  req: Request,
  offerIds: readonly string[],
): Promise<ReadonlySet<string> | null> {
  const account = req.account;
  if (!account || account.kind !== 'candidate' || account.tenant !== req.tenant) return null;
  const applied = await appliedOfferIds(db, req.tenant, account.userId, offerIds);
  return applied.size > 0 ? applied : null;
}
