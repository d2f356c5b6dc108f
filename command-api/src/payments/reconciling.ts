import type { PlacedOrder } from '@tablica/domain/orders/order';
import type { Logger } from '@tablica/platform/observability/logger';
import type { PaymentProvider } from '@tablica/platform/payments/port';
import { jobKind, type JobQueue } from '@tablica/platform/queue/queue';
import { settlePayment, type SettleDeps } from './fulfil';
import { readOrder } from './orders';

export interface ReconcileDeps extends SettleDeps {
  readonly provider: PaymentProvider;
}

/** Asks the provider how the order's payment stands and applies the answer (return redirect, reconciliation). */
export async function reconcileOrder(
  deps: ReconcileDeps,
  order: PlacedOrder,
  correlationId: string,
): Promise<PlacedOrder> {
  if (order.providerRef === null || order.provider !== deps.provider.name) return order;
  const payment = await deps.provider.lookup(order.providerRef);
  if (!payment || payment.orderId !== order.orderId) return order;
  return settlePayment(deps, order, payment, correlationId);
}

/**
 * Reconciliation: a webhook can be lost and the payer may never come back from the checkout, so an
 * order still placed or pending some minutes after it was placed is looked up at the provider by a
 * pg-boss job, and what the provider says is applied like a webhook (paid: the offer publishes and
 * the invoice is issued; failed: the order fails). An order the provider still calls pending is
 * asked again at the next sweep, for `reconcileForMs`; it is never cancelled here, since the payer
 * may still pay it and a cancelled order would lose that payment.
 */
export interface ReconciliationJobData {
  readonly orderId: string;
  readonly tenant: string;
}

export const orderReconciliationJob = jobKind<ReconciliationJobData>('order-reconciliation', {
  // At most one job per order waiting, retrying or running (singletonKey: the order id).
  policy: 'exclusive',
  retryLimit: 5,
  retryDelay: 30,
  retryBackoff: true,
  expireInSeconds: 120,
});

export interface OrderReconciliation {
  /** Sends a job for every order left placed or pending; resolves with how many were sent. */
  sweep(): Promise<number>;
  stop(): Promise<void>;
}

export interface OrderReconciliationOptions extends ReconcileDeps {
  readonly queue: JobQueue;
  readonly logger?: Logger | undefined;
  /** PAYMENTS_RECONCILE_AFTER_SECONDS: how long an order may wait for its webhook before the provider is asked. */
  readonly reconcileAfterMs: number;
  /** How long after it was placed an order is still asked about (default 7 days). */
  readonly reconcileForMs?: number;
  /** Default five minutes. */
  readonly sweepEveryMs?: number;
  readonly pollingIntervalSeconds?: number;
}

export async function startOrderReconciliation(
  options: OrderReconciliationOptions,
): Promise<OrderReconciliation> {
  const { queue, logger, provider } = options;
  await queue.declare(orderReconciliationJob);
  await queue.work(
    orderReconciliationJob,
    { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
    async (job) => {
      const order = await readOrder(options.store, job.data.orderId);
      if (order.status === 'initial' || order.tenant !== job.data.tenant) return { outcome: 'no-order' };
      // The job's id correlates the events it causes.
      const settled = await reconcileOrder(options, order, job.id);
      return { outcome: settled.status, published: settled.fulfilledAt !== null };
    },
  );
  const sweep = async () => {
    const now = options.now().getTime();
    const { rows } = await options.pool.query<{ order_id: string; tenant: string }>(
      `SELECT order_id, tenant FROM payment_order
        WHERE status IN ('placed', 'pending') AND provider = $1 AND provider_ref IS NOT NULL
          AND created_at <= $2 AND created_at > $3
        ORDER BY created_at LIMIT 1000`,
      [
        provider.name,
        new Date(now - options.reconcileAfterMs),
        new Date(now - (options.reconcileForMs ?? 7 * 24 * 3_600_000)),
      ],
    );
    if (rows.length === 0) return 0;
    const sent = await queue.send(
      orderReconciliationJob,
      rows.map(({ order_id, tenant }) => ({ singletonKey: order_id, data: { orderId: order_id, tenant } })),
    );
    return sent.length;
  };
  const sweepLogged = () =>
    sweep().catch((error: unknown) => {
      logger?.error({ err: error }, 'order reconciliation sweep failed');
      return 0;
    });
  const timer = setInterval(() => void sweepLogged(), options.sweepEveryMs ?? 300_000);
  timer.unref();
  await sweepLogged();
  return {
    sweep,
    async stop() {
      clearInterval(timer);
    },
  };
}
