import type { Payment } from '@tablica/domain/offers/payment';
import type { Queryable } from '@tablica/platform/postgres/pool';

/** A payment by code (a `Payment`, always of kind `code`). */
export type CodePayment = Extract<Payment, { readonly kind: 'code' }>;

/** What an offer command spends a code on. A refresh is a new publication, so publish codes pay for it. */
export type CodeUse = 'publish' | 'extend' | 'refresh';

/** What a code was issued for; `any` pays for every use. */
export const codePurposes = ['publish', 'extend', 'any'] as const;
export type CodePurpose = (typeof codePurposes)[number];

export interface CodeLookup {
  readonly code: string;
  readonly tenant: string;
  /** The company the offer belongs to; null (anonymous draft): only codes that belong to nobody. */
  readonly companyId: string | null;
  readonly purpose: CodeUse;
  /** The offer's plan; a code issued for another plan does not fit. */
  readonly planKey: string;
}

/** Codes are stored upper-case; employers type them in any case, with stray spaces. */
export function normaliseCode(code: string): string {
  return code.trim().toUpperCase();
}

/** The purposes of codes that pay for `use`. */
export function purposesFor(use: CodeUse): readonly CodePurpose[] {
  return use === 'extend' ? ['extend', 'any'] : ['publish', 'any'];
}

// One predicate for check and reserve: same tenant, unused, not expired, the company's or nobody's,
// a purpose that fits and no plan or the offer's plan.
const usable = `tenant = $1 AND code = $2
  AND used_at IS NULL
  AND (expires_at IS NULL OR expires_at > now())
  AND (company_id IS NULL OR company_id = $3)
  AND purpose = ANY($4::text[])
  AND (plan_key IS NULL OR plan_key = $5)`;

function params(input: CodeLookup): unknown[] {
  return [
    input.tenant,
    normaliseCode(input.code),
    input.companyId,
    purposesFor(input.purpose),
    input.planKey,
  ];
}

/**
 * Spends a code on `offerId`: when it exists for this tenant, is unused, not expired, belongs to the
 * company (or to nobody) and fits the purpose and plan, it is marked used in one conditional UPDATE,
 * so of two concurrent redemptions exactly one wins. An unusable code comes back `valid: false`,
 * which the offer decider turns into spec §8 "incorrect code". Call `releaseCode` when the offer
 * command then fails.
 */
export async function reserveCode(
  db: Queryable,
  input: CodeLookup & { readonly offerId: string },
): Promise<CodePayment> {
  const code = normaliseCode(input.code);
  const { rows } = await db.query<{ plan_key: string | null }>(
    `UPDATE offer_code SET used_by_offer = $6::uuid, used_at = now()
      WHERE ${usable}
      RETURNING plan_key`,
    [...params(input), input.offerId],
  );
  const row = rows[0];
  return row
    ? { kind: 'code', code, valid: true, planKey: row.plan_key }
    : { kind: 'code', code, valid: false, planKey: null };
}

/** Undoes `reserveCode` for `offerId` (the command that spent the code failed); a no-op otherwise. */
export async function releaseCode(db: Queryable, code: string, offerId: string): Promise<void> {
  await db.query(
    `UPDATE offer_code SET used_by_offer = NULL, used_at = NULL
      WHERE code = $1 AND used_by_offer = $2::uuid`,
    [normaliseCode(code), offerId],
  );
}

/** Whether `reserveCode` would accept the code now, without spending it (verify-code). */
export async function checkCode(
  db: Queryable,
  input: CodeLookup,
): Promise<{ valid: boolean; planKey: string | null }> {
  const { rows } = await db.query<{ plan_key: string | null }>(
    `SELECT plan_key FROM offer_code WHERE ${usable}`,
    params(input),
  );
  const row = rows[0];
  return row ? { valid: true, planKey: row.plan_key } : { valid: false, planKey: null };
}
