import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offerStreamId } from '@tablica/domain/offers/offer';
import { orderStreamId } from '@tablica/domain/orders/order';
import { signPayload } from '@tablica/platform/payments/signature';
import { sandboxSignatureHeader } from '@tablica/platform/payments/sandbox';
import type { Pool } from '@tablica/platform/postgres/pool';
import { grantPlatformAdmin } from '@tablica/command-api/accounts/admins';
import { companyOwner } from '../support/accounts';
import { startTestBoard, type TestBoard } from '../support/board';
import { eventually } from '../support/eventually';
import { employer as employerOf, pay, paymentRequest, summaryOffer } from '../support/payments';

const host = 'it.localhost';
const secret = 'payments-int-test-sandbox-secret-0123456789';
let board: TestBoard;
let pool: Pool;

const api = () => request(board.tablica.url);

beforeAll(async () => {
  board = await startTestBoard({
    PAYMENTS_SANDBOX_SECRET: secret,
    PAYMENTS_SANDBOX_CALLBACK_DELAY_MS: '100',
    PAYMENTS_SANDBOX_CALLBACKS: '2',
    ADMIN_TOKEN: 'payments-int-test-admin-token-0123456789',
    INVOICE_SELLER_NAME: '{brand} Payments sp. z o.o.',
    INVOICE_SELLER_ADDRESS: 'ul. Testowa 7, 30-001 Kraków, PL',
    INVOICE_SELLER_TAX_ID: 'PL6762461111',
  });
  pool = board.tablica.pool;
}, 120_000);

afterAll(async () => {
  await board?.stop();
});

const employer = (company: string) => employerOf(board.tablica, company);

const submitCard = (checkoutPath: string, card: string) =>
  api()
    .post(checkoutPath)
    .set('Host', host)
    .type('form')
    .send({ card_number: card, expiry: '12/34', cvc: '123' });

async function streamTypes(streamId: string) {
  return (await board.tablica.store.readStream(streamId)).map((event) => event.type);
}
const count = (types: string[], type: string) => types.filter((t) => t === type).length;

/** A sandbox webhook body as sent, with the given signature header (none: unsigned). */
function rawWebhook(text: string, signature?: string) {
  const call = api()
    .post('/api/v1/payments/webhooks/sandbox')
    .set('Host', host)
    .set('Content-Type', 'application/json');
  return (signature === undefined ? call : call.set(sandboxSignatureHeader, signature)).send(text);
}

/** A webhook signed as the sandbox signs them (or with another key, or long ago). */
function webhook(body: object, at = new Date(), key = secret) {
  const text = JSON.stringify(body);
  return rawWebhook(text, signPayload(key, text, at));
}

async function sandboxRow(paymentId: string) {
  const { rows } = await pool.query<{ id: string; amount: number; currency: string }>(
    'SELECT id, amount, currency FROM sandbox_payment WHERE order_id = $1',
    [paymentId],
  );
  return rows[0]!;
}

/** The sandbox's success callback for `paymentId`, as it would send it. */
function succeeded(
  row: Awaited<ReturnType<typeof sandboxRow>>,
  paymentId: string,
  event: Record<string, unknown> = {},
  data: Record<string, unknown> = {},
) {
  return {
    id: `evt_${Math.random()}`,
    type: 'payment.succeeded',
    ...event,
    data: {
      paymentId: row.id,
      orderId: paymentId,
      amount: row.amount,
      currency: row.currency,
      status: 'paid',
      ...data,
    },
  };
}

describe('the sandbox flow through real HTTP', () => {
  it('order → checkout page → card → return → offer published once and in the listing, callbacks twice change nothing', async () => {
    const acme = await employer('Acme Payments');
    const offer = await summaryOffer(acme, 'Sandbox Paid Developer');
    const { paymentId, checkoutPath, body } = await pay(acme, offer.slug);
    expect(body).toMatchObject({ status: 'pending', orderStatus: 'pending', purpose: 'publish' });
    expect(body.price).toMatchObject({ currency: 'PLN', vatRate: 23, reverseCharge: false });
    expect(body.price.gross).toBe(body.price.net + body.price.tax);
    expect(checkoutPath).toMatch(/^\/payments\/sandbox\/sb_[0-9a-f]{32}$/);

    const page = await api().get(checkoutPath).set('Host', host).expect(200);
    expect(page.text).toContain('name="card_number"');
    expect(page.text).toContain('Płatność testowa');
    const english = await api().get(`${checkoutPath}?lang=en`).set('Host', host).expect(200);
    expect(english.text).toContain('Test payment');

    const paid = await submitCard(checkoutPath, '4242 4242 4242 4242').expect(303);
    expect(paid.headers.location).toMatch(new RegExp(`/api/v1/payments/${paymentId}/return$`));
    const back = await api()
      .get(new URL(paid.headers.location as string).pathname)
      .set('Host', host)
      .expect(303);
    const target = new URL(back.headers.location as string);
    expect(target.host).toBe(host);
    expect(target.pathname).toBe('/employer/offers/payment-return');
    expect(target.searchParams.get('status')).toBe('success');

    const status = await acme.agent.get(`/api/v1/payments/${paymentId}/status`).expect(200);
    expect(status.body).toMatchObject({ status: 'success', orderStatus: 'paid', published: true });

    // Both callbacks arrive (late) and change nothing.
    await eventually(async () => {
      const { rows } = await pool.query('SELECT 1 FROM payment_provider_event WHERE order_id = $1', [
        paymentId,
      ]);
      expect(rows.length).toBeGreaterThanOrEqual(1);
    });
    await new Promise((resolve) => setTimeout(resolve, 400));
    const offerTypes = await streamTypes(offerStreamId(offer.id));
    expect(count(offerTypes, 'OfferPackageBought')).toBe(1);
    expect(count(offerTypes, 'OfferPublished')).toBe(1);
    const bought = (await board.tablica.store.readStream(offerStreamId(offer.id))).find(
      (event) => event.type === 'OfferPackageBought',
    );
    expect(bought?.data).toMatchObject({
      purpose: 'publish',
      planKey: 'pro',
      source: { kind: 'order', orderId: paymentId },
    });
    const orderTypes = await streamTypes(orderStreamId(paymentId));
    expect(orderTypes).toEqual(['OrderPlaced', 'OrderPaymentRequested', 'OrderPaid', 'OrderFulfilled']);

    await eventually(async () => {
      const listing = await api()
        .get('/api/v2/user-panel/offers?page=1&perPage=50')
        .set('Host', host)
        .set('Version', '2');
      expect(listing.body.data.map((item: { slug: string }) => item.slug)).toContain(offer.slug);
    });

    // The invoice: in the company's lists, its PDF downloadable by the company only.
    const orders = await acme.agent.get('/api/v2/employer-panel/orders?range=[0,9]').expect(200);
    expect(orders.headers['content-range']).toBe('orders 0-0/1');
    expect(orders.body[0]).toMatchObject({ id: paymentId, status: 'paid', offerSlug: offer.slug });
    const invoices = await acme.agent.get('/api/v2/employer-panel/invoices').expect(200);
    expect(invoices.headers['content-range']).toBe('invoices 0-0/1');
    expect(invoices.body[0]).toMatchObject({
      kind: 'invoice',
      orderId: paymentId,
      net: body.price.net,
      tax: body.price.tax,
      gross: body.price.gross,
      buyer: { companyName: 'Acme Software sp. z o.o.', taxId: '5260250274' },
      seller: {
        name: 'Tablica IT Payments sp. z o.o.',
        address: 'ul. Testowa 7, 30-001 Kraków, PL',
        taxId: 'PL6762461111',
      },
    });
    expect(invoices.body[0].number).toMatch(new RegExp(`^FV/${new Date().getUTCFullYear()}/\\d{6}$`));
    const pdf = await acme.agent
      .get(`/api/v2/employer-panel/invoices/${invoices.body[0].id}/pdf`)
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect((pdf.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    const globex = await employer('Globex Invoices');
    await globex.agent.get(`/api/v2/employer-panel/invoices/${invoices.body[0].id}/pdf`).expect(404);
    const one = await acme.agent.get(`/api/v2/employer-panel/orders/${paymentId}`).expect(200);
    expect(one.body).toMatchObject({
      id: paymentId,
      status: 'paid',
      invoiceId: invoices.body[0].id,
      invoiceNumber: invoices.body[0].number,
      correctionId: null,
    });
    await globex.agent.get(`/api/v2/employer-panel/orders/${paymentId}`).expect(404);
    await acme.agent.get('/api/v2/employer-panel/orders/not-an-id').expect(404);
    expect((await globex.agent.get('/api/v2/employer-panel/invoices').expect(200)).body).toEqual([]);

    // A settled checkout offers no second payment.
    const again = await submitCard(checkoutPath, '4242424242424242').expect(303);
    expect(again.headers.location).toBe(paid.headers.location);
    expect(count(await streamTypes(offerStreamId(offer.id)), 'OfferPackageBought')).toBe(1);
  });

  it('a declined card leaves the offer at the summary step, and a new payment request retries', async () => {
    const acme = await employer('Acme Declined');
    const offer = await summaryOffer(acme);
    const first = await pay(acme, offer.slug);
    await submitCard(first.checkoutPath, '4000000000000002').expect(303);
    await api().get(`/api/v1/payments/${first.paymentId}/return`).set('Host', host).expect(303);
    const status = await acme.agent.get(`/api/v1/payments/${first.paymentId}/status`).expect(200);
    expect(status.body).toMatchObject({ status: 'failure', orderStatus: 'failed', published: false });
    const draft = await acme.agent.get(`/api/v1/offers/${offer.slug}`).expect(200);
    expect(count(await streamTypes(offerStreamId(offer.id)), 'OfferPackageBought')).toBe(0);
    expect(JSON.stringify(draft.body)).not.toContain('"published"');

    // The payer gives up at the provider's page: back to the console, told it was cancelled.
    const abandoned = await pay(acme, offer.slug);
    const checkout = await api().get(abandoned.checkoutPath).set('Host', host).expect(200);
    const cancelLink = /href="([^"]*cancelled=1)"/.exec(checkout.text)![1]!.replaceAll('&#38;', '&');
    const cancelled = await api()
      .get(new URL(cancelLink).pathname + new URL(cancelLink).search)
      .set('Host', host)
      .expect(303);
    const landing = new URL(cancelled.headers.location as string);
    expect(landing.searchParams.get('status')).toBe('pending');
    expect(landing.searchParams.get('cancelled')).toBe('1');

    const invalid = await submitCard((await pay(acme, offer.slug)).checkoutPath, '1234').expect(422);
    expect(invalid.text).toContain('To nie jest prawidłowy numer karty.');

    const retry = await pay(acme, offer.slug);
    await submitCard(retry.checkoutPath, '4242424242424242').expect(303);
    await api().get(`/api/v1/payments/${retry.paymentId}/return`).set('Host', host).expect(303);
    expect(count(await streamTypes(offerStreamId(offer.id)), 'OfferPublished')).toBe(1);
  });

  it('publishes exactly once when the callback and the return redirect race, and the webhook comes three times', async () => {
    const acme = await employer('Acme Race');
    const offer = await summaryOffer(acme);
    const { paymentId, checkoutPath } = await pay(acme, offer.slug);
    const row = await sandboxRow(paymentId);
    // The payment is made at the provider (no callback yet: the ledger is set directly).
    await pool.query(`UPDATE sandbox_payment SET status = 'paid' WHERE id = $1`, [row.id]);
    const event = succeeded(row, paymentId, { id: `evt_race_${paymentId}` });
    const answers = await Promise.all([
      webhook(event),
      api().get(`/api/v1/payments/${paymentId}/return`).set('Host', host),
      webhook(event),
      api().get(`/api/v1/payments/${paymentId}/return`).set('Host', host),
      webhook(event),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 303, 303]);
    const offerTypes = await streamTypes(offerStreamId(offer.id));
    expect(count(offerTypes, 'OfferPackageBought')).toBe(1);
    expect(count(offerTypes, 'OfferPublished')).toBe(1);
    const orderTypes = await streamTypes(orderStreamId(paymentId));
    expect(count(orderTypes, 'OrderPaid')).toBe(1);
    expect(count(orderTypes, 'OrderFulfilled')).toBe(1);
    const repeated = await webhook(event).expect(200);
    expect(repeated.body).toMatchObject({ duplicate: true });
    expect(checkoutPath).toContain(row.id);
  });
});

describe('invoices', () => {
  it('numbers the series without gaps under 20 concurrent payments, and corrects a refund', async () => {
    const acme = await employer('Acme Twenty');
    const paid: { paymentId: string; row: Awaited<ReturnType<typeof sandboxRow>> }[] = [];
    for (let n = 0; n < 20; n++) {
      const offer = await summaryOffer(acme, `Concurrent Developer ${n}`);
      const { paymentId } = await pay(acme, offer.slug);
      const row = await sandboxRow(paymentId);
      await pool.query(`UPDATE sandbox_payment SET status = 'paid' WHERE id = $1`, [row.id]);
      paid.push({ paymentId, row });
    }
    const answers = await Promise.all(paid.map(({ paymentId, row }) => webhook(succeeded(row, paymentId))));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    const { rows } = await pool.query<{ seq: number; order_id: string }>(
      `SELECT seq, order_id FROM invoice WHERE tenant = 'it' AND year = $1 ORDER BY seq`,
      [new Date().getUTCFullYear()],
    );
    expect(rows.map((row) => row.seq)).toEqual(rows.map((_, index) => index + 1));
    expect(rows.filter((row) => paid.some((p) => p.paymentId === row.order_id))).toHaveLength(20);

    const admin = await companyOwner(board.tablica, { company: 'Tablica Payments Ops' });
    expect(await grantPlatformAdmin(pool, admin.email, 'it')).toBe(true);
    const refunded = paid[0]!.paymentId;
    const correction = await admin.agent.post(`/api/admin/payments/${refunded}/refund`).expect(201);
    expect(correction.body).toMatchObject({ kind: 'correction', orderId: refunded });
    expect(correction.body.number).toMatch(/^KOR\//);
    expect(correction.body.gross).toBeLessThan(0);
    const again = await admin.agent.post(`/api/admin/payments/${refunded}/refund`).expect(201);
    expect(again.body.id).toBe(correction.body.id);
    // Not an admin: the operator guard refuses before the route.
    await acme.agent.post(`/api/admin/payments/${refunded}/refund`).expect(404);
    expect(await streamTypes(orderStreamId(refunded))).toContain('OrderRefunded');
    const orders = await acme.agent.get('/api/v2/employer-panel/orders?range=[0,99]').expect(200);
    expect(orders.body.find((order: { id: string }) => order.id === refunded)).toMatchObject({
      status: 'refunded',
    });
  });
});

describe('webhooks that are not to be believed', () => {
  it('refuses forged, stale and malformed callbacks, and amounts that do not match the order', async () => {
    const acme = await employer('Acme Forged');
    const offer = await summaryOffer(acme);
    const { paymentId } = await pay(acme, offer.slug);
    const row = await sandboxRow(paymentId);
    const event = (overrides: Record<string, unknown> = {}) => succeeded(row, paymentId, {}, overrides);

    const forged = await webhook(event(), new Date(), 'another-secret-another-secret-0000').expect(400);
    expect(forged.body.code).toBe('payment.signature_invalid');
    const unsigned = await rawWebhook(JSON.stringify(event())).expect(400);
    expect(unsigned.body.code).toBe('payment.signature_invalid');
    const stale = await webhook(event(), new Date(Date.now() - 301_000)).expect(400);
    expect(stale.body.code).toBe('payment.webhook_stale');
    const tampered = JSON.stringify(event());
    const swapped = await rawWebhook(
      tampered.replace(String(row.amount), '1'),
      signPayload(secret, tampered, new Date()),
    ).expect(400);
    expect(swapped.body.code).toBe('payment.signature_invalid');
    const cheaper = await webhook(event({ amount: row.amount - 1 })).expect(409);
    expect(cheaper.body.code).toBe('payment.amount_mismatch');
    const otherCurrency = await webhook(event({ currency: 'EUR' })).expect(409);
    expect(otherCurrency.body.code).toBe('payment.amount_mismatch');
    const otherProvider = await api().post('/api/v1/payments/webhooks/paypal').set('Host', host).send('{}');
    expect(otherProvider.status).toBe(404);

    expect(await streamTypes(orderStreamId(paymentId))).toEqual(['OrderPlaced', 'OrderPaymentRequested']);
    expect(count(await streamTypes(offerStreamId(offer.id)), 'OfferPackageBought')).toBe(0);
  });
});

describe('payment requests that are refused', () => {
  it('refuses a foreign return URL, another company’s offer or payment, and a wrong plan; never a 500', async () => {
    const acme = await employer('Acme Refused');
    const globex = await employer('Globex Refused');
    const offer = await summaryOffer(acme);

    const foreign = await acme.agent
      .post('/api/v1/payments')
      .send(paymentRequest(offer.slug, { return_url: 'https://evil.example.com/steal' }))
      .expect(400);
    expect(foreign.body.issues).toEqual([expect.objectContaining({ path: 'return_url' })]);
    await acme.agent
      .post('/api/v1/payments')
      .send(paymentRequest(offer.slug, { return_url: '//evil.example.com/steal' }))
      .expect(400);

    const notTheirs = await globex.agent
      .post('/api/v1/payments')
      .send(paymentRequest(offer.slug))
      .expect(404);
    expect(notTheirs.body.code).toBe('offer.not_found');
    const wrongPlan = await acme.agent
      .post('/api/v1/payments')
      .send(paymentRequest(offer.slug, { offer_type: 'basic' }))
      .expect(400);
    expect(wrongPlan.body.issues).toEqual([expect.objectContaining({ path: 'offer_type' })]);
    const noRegulations = await acme.agent
      .post('/api/v1/payments')
      .send(paymentRequest(offer.slug, { accepted_regulations: false }))
      .expect(400);
    expect(noRegulations.body.issues).toEqual([expect.objectContaining({ path: 'accepted_regulations' })]);
    const extendDraft = await acme.agent
      .post('/api/v1/payments')
      .send(paymentRequest(offer.slug, { extend: true }))
      .expect(409);
    expect(extendDraft.body.code).toBe('offer.not_published');
    await acme.agent
      .post('/api/v1/payments')
      .send('not json')
      .set('Content-Type', 'application/json')
      .expect(400);

    const { paymentId } = await pay(acme, offer.slug);
    await globex.agent.get(`/api/v1/payments/${paymentId}/status`).expect(404);
    await acme.agent.get('/api/v1/payments/not-a-uuid/status').expect(404);
    await api().get(`/api/v1/payments/${paymentId}/status`).set('Host', host).expect(401);
    await api().get('/payments/sandbox/sb_nothing').set('Host', host).expect(404);
  });

  it('charges EUR without VAT under reverse charge for an EU VAT id', async () => {
    const acme = await employer('Acme Reverse');
    const offer = await summaryOffer(acme);
    const { body } = await pay(acme, offer.slug, {
      tax_id: 'DE123456789',
      invoice_country: 'DE',
      currency: 'EUR',
    });
    expect(body.price).toMatchObject({ currency: 'EUR', vatRate: 0, tax: 0, reverseCharge: true });
    expect(body.price.gross).toBe(body.price.net);
  });
});
