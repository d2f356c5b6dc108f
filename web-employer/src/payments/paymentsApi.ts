import type { OfferPlan } from '@tablica/domain/plans/plan';
import type { CallApi } from '../api';
import type { PaymentStatus } from './types';

/** The payment step's form (spec §3 payment request in its wire names). */
export interface PaymentFormValues {
  invoice_company_name: string;
  tax_id: string;
  invoice_street: string;
  invoice_street_number: string;
  invoice_postal_code: string;
  invoice_city: string;
  invoice_country: string;
  currency: 'PLN' | 'EUR';
  accepted_regulations: boolean;
  subscribe_to_newsletter: boolean;
}

/** The console's return page: the provider's return redirect adds `payment_id`, `status` (and `cancelled`). */
export const returnPath = '#/payment-return';

/** An absolute URL on this origin the payer comes back to (the API refuses any other host). */
export function returnUrl(location: Pick<Location, 'origin' | 'pathname'>): string {
  return `${location.origin}${location.pathname}${returnPath}`;
}

/** `POST /api/v1/payments`: places the order and answers where to pay it. */
export async function requestPayment(
  callApi: CallApi,
  offer: { readonly slug: string; readonly planKey: string },
  values: PaymentFormValues,
  options: { readonly extend: boolean; readonly locale: 'pl' | 'en'; readonly returnUrl: string },
): Promise<{ readonly payment_request_url: string; readonly paymentId: string }> {
  return callApi('/v1/payments', {
    method: 'POST',
    json: {
      ...values,
      tax_id: values.tax_id.trim() === '' ? null : values.tax_id,
      offer_type: offer.planKey,
      offer_id: offer.slug,
      extend: options.extend,
      locale: options.locale,
      return_url: options.returnUrl,
    },
  });
}

export const fetchPaymentStatus = (callApi: CallApi, paymentId: string) =>
  callApi<PaymentStatus>(`/v1/payments/${encodeURIComponent(paymentId)}/status`);

/** The plans the brand sells now (`/v2/offer-plans`), plus the one the offer holds if no longer sold. */
export async function fetchPlans(callApi: CallApi, planKey: string): Promise<OfferPlan[]> {
  const plans = await callApi<OfferPlan[]>('/v2/offer-plans');
  return plans.filter((plan) => plan.active || plan.slug === planKey);
}

/** `PATCH /v1/offers/{slug}/plan`: another plan for the draft (it goes back to the draft step). */
export const choosePlan = (callApi: CallApi, slug: string, planKey: string) =>
  callApi(`/v1/offers/${encodeURIComponent(slug)}/plan`, {
    method: 'PATCH',
    json: { pricing_plan: planKey },
  });

/** `POST /v1/offers/{slug}/summary`: the full validation that makes a draft payable. */
export const submitForPayment = (callApi: CallApi, slug: string) =>
  callApi(`/v1/offers/${encodeURIComponent(slug)}/summary`, { method: 'POST' });

/** Where an invoice's PDF is downloaded (the session cookie goes along). */
export const invoicePdfUrl = (invoiceId: string) =>
  `/api/v2/employer-panel/invoices/${encodeURIComponent(invoiceId)}/pdf`;

/** What the return page shows for a status answer (and whether the payer came back cancelling). */
export type PaymentOutcome = 'waiting' | 'published' | 'failed' | 'cancelled';

export function outcomeOf(status: PaymentStatus, cancelled: boolean): PaymentOutcome {
  if (status.status === 'success') return status.published ? 'published' : 'waiting';
  if (status.status === 'failure') return 'failed';
  return cancelled ? 'cancelled' : 'waiting';
}
