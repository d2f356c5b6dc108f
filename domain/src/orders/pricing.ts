import { ValidationError } from '../errors';
import type { Currency } from '../catalogue';
import { isPromotionRunning } from '../plans/catalogue';
import type { OfferPlan } from '../plans/plan';
import { errorTexts } from '../validation';
import type { OrderPrice } from './order';

/** VAT in percent on plans sold by a Polish seller. */
export const polishVatRate = 23;

/** EU member states (VAT id prefixes; Greece uses EL). */
const euVatPrefixes = new Set([
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'EL',
  'ES',
  'FI',
  'FR',
  'HR',
  'HU',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
]);

/**
 * Reverse charge applies to a business buyer with a VAT id of another EU member state (`DE123…`);
 * a Polish NIP (with or without `PL`) and buyers without a VAT id pay Polish VAT.
 */
export function isReverseCharge(taxId: string | null): boolean {
  if (taxId === null) return false;
  const prefix = taxId.replace(/[\s-]/g, '').slice(0, 2).toUpperCase();
  return euVatPrefixes.has(prefix) && prefix !== 'PL';
}

const currencyIssue = () =>
  new ValidationError([
    { path: 'currency', code: 'errors.invalidOption', message: errorTexts['errors.invalidOption'].en },
  ]);

/**
 * What an order for `plan` costs at `now` in `currency`: the promotion price while the promotion
 * runs, the regular (old) price after its deadline; VAT at 23 % unless reverse charge.
 */
export function orderPrice(plan: OfferPlan, currency: Currency, taxId: string | null, now: Date): OrderPrice {
  const { price } = plan;
  const promotion = isPromotionRunning(plan, now);
  const regularNet = price.oldNet ?? price.net;
  const baseNet = promotion ? price.net : regularNet;
  let net: number;
  if (currency === price.currency) net = baseNet;
  else if (currency === 'EUR') net = Math.round((price.netEur * baseNet) / Math.max(price.net, 1));
  else throw currencyIssue();
  const reverseCharge = isReverseCharge(taxId);
  const vatRate = reverseCharge ? 0 : polishVatRate;
  const tax = Math.round((net * vatRate) / 100);
  return {
    net,
    tax,
    gross: net + tax,
    currency,
    vatRate,
    reverseCharge,
    oldNet: promotion && price.oldNet !== null ? price.oldNet : null,
    promotionDeadline: promotion ? plan.promotionDeadline : null,
  };
}
