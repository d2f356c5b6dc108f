import { IllegalStateError, ValidationError } from '../errors';
import type { OfferIdentity, OfferPackageBought, PackagePurpose } from './offer';
import { fieldIssue } from './validation/issues';

/**
 * How a publication, refresh or extension is paid for. The command side looks the code up (or
 * receives the paid order from the payments issue's process) and passes what it found: `decide` does
 * no I/O. A code with `planKey: null` is good for any plan.
 */
export type Payment =
  | { readonly kind: 'code'; readonly code: string; readonly valid: boolean; readonly planKey: string | null }
  | { readonly kind: 'order'; readonly orderId: string; readonly planKey: string };

/** The package a payment buys for `offer`, or the reason it buys none. */
export function packageBought(
  offer: OfferIdentity,
  payment: Payment,
  purpose: PackagePurpose,
  now: Date,
): OfferPackageBought {
  const data = { offerId: offer.offerId, purpose, planKey: offer.plan.key, boughtAt: now.toISOString() };
  if (payment.kind === 'code') {
    // Spec §8 "incorrect code": unknown, used up, or for another plan, the employer sees the same.
    if (!payment.valid || (payment.planKey !== null && payment.planKey !== offer.plan.key))
      throw new ValidationError(
        [fieldIssue('code', 'errors.incorrectCode')],
        'The code is not valid for this offer.',
      );
    return { type: 'OfferPackageBought', data: { ...data, source: { kind: 'code', code: payment.code } } };
  }
  if (payment.planKey !== offer.plan.key)
    throw new IllegalStateError(
      'offer.plan_mismatch',
      'The order paid for another plan than the offer holds.',
    );
  return {
    type: 'OfferPackageBought',
    data: { ...data, source: { kind: 'order', orderId: payment.orderId } },
  };
}
