import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offerStreamId } from '@tablica/domain/offers/offer';
import { orderStreamId } from '@tablica/domain/orders/order';
import type { Pool } from '@tablica/platform/postgres/pool';
import { startTestBoard, type TestBoard } from '../support/board';
import { eventually } from '../support/eventually';
import { employer, pay, summaryOffer } from '../support/payments';

let board: TestBoard;
let pool: Pool;

beforeAll(async () => {
  // Orders are asked about at once; the sandbox never calls back within the test (lost webhooks).
  board = await startTestBoard({
    PAYMENTS_RECONCILE_AFTER_SECONDS: '0',
    PAYMENTS_SANDBOX_CALLBACK_DELAY_MS: '600000',
  });
  pool = board.tablica.pool;
}, 120_000);

afterAll(async () => {
  await board?.stop();
});

async function streamTypes(streamId: string) {
  return (await board.tablica.store.readStream(streamId)).map((event) => event.type);
}
const count = (types: string[], type: string) => types.filter((t) => t === type).length;

/** The provider's own ledger says the payer paid (or was declined); its callback never came. */
const settleAtProvider = (orderId: string, status: 'paid' | 'failed') =>
  pool.query(`UPDATE sandbox_payment SET status = $2 WHERE order_id = $1`, [orderId, status]);

/** The reconciliation jobs of `orderId` that completed (pg-boss's own table). */
async function completedJobs(orderId: string) {
  const { rows } = await pool.query<{ output: { outcome: string } }>(
    `SELECT output FROM pgboss.job WHERE name = 'order-reconciliation' AND data->>'orderId' = $1
        AND state = 'completed'`,
    [orderId],
  );
  return rows;
}

describe('the reconciliation of orders left pending (pg-boss job)', () => {
  it('asks the provider: a paid order publishes once and is invoiced, a declined one fails, a pending one waits', async () => {
    const reconciliation = board.tablica.orderReconciliation!;
    expect(reconciliation).not.toBeNull();
    const acme = await employer(board.tablica, 'Acme Reconciled');
    const paidOffer = await summaryOffer(acme, 'Reconciled Paid Developer');
    const declinedOffer = await summaryOffer(acme, 'Reconciled Declined Developer');
    const waitingOffer = await summaryOffer(acme, 'Reconciled Waiting Developer');
    const paid = await pay(acme, paidOffer.slug);
    const declined = await pay(acme, declinedOffer.slug);
    const waiting = await pay(acme, waitingOffer.slug);
    await settleAtProvider(paid.paymentId, 'paid');
    await settleAtProvider(declined.paymentId, 'failed');
    // Nothing told the board: the orders are still pending.
    const before = await acme.agent.get(`/api/v1/payments/${paid.paymentId}/status`).expect(200);
    expect(before.body).toMatchObject({ status: 'pending', orderStatus: 'pending' });

    expect(await reconciliation.sweep()).toBe(3);
    const status = async (paymentId: string) =>
      (await acme.agent.get(`/api/v1/payments/${paymentId}/status`).expect(200)).body as {
        status: string;
        published: boolean;
      };
    await eventually(async () => {
      expect(await status(paid.paymentId)).toMatchObject({ status: 'success', published: true });
      expect(await status(declined.paymentId)).toMatchObject({ status: 'failure', published: false });
      expect(await completedJobs(waiting.paymentId)).toHaveLength(1);
    }, 60_000);
    expect(await status(waiting.paymentId)).toMatchObject({ status: 'pending', published: false });

    expect(await streamTypes(orderStreamId(paid.paymentId))).toEqual([
      'OrderPlaced',
      'OrderPaymentRequested',
      'OrderPaid',
      'OrderFulfilled',
    ]);
    expect(count(await streamTypes(offerStreamId(paidOffer.id)), 'OfferPublished')).toBe(1);
    expect(await streamTypes(orderStreamId(declined.paymentId))).toEqual([
      'OrderPlaced',
      'OrderPaymentRequested',
      'OrderPaymentFailed',
    ]);
    expect(count(await streamTypes(offerStreamId(declinedOffer.id)), 'OfferPackageBought')).toBe(0);
    expect(await streamTypes(orderStreamId(waiting.paymentId))).toEqual([
      'OrderPlaced',
      'OrderPaymentRequested',
    ]);
    const invoices = await acme.agent.get('/api/v2/employer-panel/invoices').expect(200);
    expect(invoices.body.map((invoice: { orderId: string }) => invoice.orderId)).toEqual([paid.paymentId]);

    // The next sweep asks only about the order still pending; when its payer pays, it publishes once.
    await settleAtProvider(waiting.paymentId, 'paid');
    expect(await reconciliation.sweep()).toBe(1);
    await eventually(
      async () =>
        expect(await status(waiting.paymentId)).toMatchObject({ status: 'success', published: true }),
      60_000,
    );
    expect(await reconciliation.sweep()).toBe(0);
    expect(count(await streamTypes(offerStreamId(waitingOffer.id)), 'OfferPackageBought')).toBe(1);
    expect(count(await streamTypes(offerStreamId(paidOffer.id)), 'OfferPackageBought')).toBe(1);
  });
});
