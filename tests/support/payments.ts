import { samplePng } from '@tablica/platform/files/sample-files';
import type { Tablica } from '@tablica/server/runtime';
import { companyOwner } from './accounts';
import { companyIdOf, offerForm } from './offer-commands';

/** A signed-in owner of a new company on the `it` brand. */
export async function employer(tablica: Tablica, company: string) {
  const owner = await companyOwner(tablica, { company });
  return { ...owner, companyId: await companyIdOf(owner.agent) };
}
export type Employer = Awaited<ReturnType<typeof employer>>;

/** A company's offer at the summary step: what gets paid for. */
export async function summaryOffer(who: Employer, title = 'Senior TypeScript Developer') {
  const created = await who.agent
    .post('/api/v2/employer-panel/offers/drafts')
    .field('offer', JSON.stringify(offerForm({ title })))
    .attach('company_logo', samplePng, 'logo.png')
    .expect(201);
  const slug = created.body.slug as string;
  await who.agent.post(`/api/v1/offers/${slug}/summary`).expect(200);
  return { slug, id: created.body.id as string };
}

/** Spec §3 payment request for the `pro` plan, billed to a Polish company. */
export const paymentRequest = (offerId: string, overrides: Record<string, unknown> = {}) => ({
  invoice_company_name: 'Acme Software sp. z o.o.',
  invoice_street: 'Marszałkowska',
  invoice_street_number: '1',
  invoice_city: 'Warszawa',
  invoice_postal_code: '00-001',
  invoice_country: 'PL',
  tax_id: '5260250274',
  offer_type: 'pro',
  offer_id: offerId,
  subscribe_to_newsletter: false,
  accepted_regulations: true,
  return_url: '/employer/offers/payment-return',
  extend: false,
  ...overrides,
});

/** `POST /api/v1/payments`: the order's id and the sandbox checkout's path. */
export async function pay(who: Employer, offerSlug: string, overrides: Record<string, unknown> = {}) {
  const answer = await who.agent
    .post('/api/v1/payments')
    .send(paymentRequest(offerSlug, overrides))
    .expect(201);
  const url = new URL(answer.body.payment_request_url as string);
  return { paymentId: answer.body.paymentId as string, checkoutPath: url.pathname, body: answer.body };
}
