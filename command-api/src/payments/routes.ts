import express, { Router, type Request } from 'express';
import { paymentStatusOf, type PlacedOrder } from '@tablica/domain/orders/order';
import { resolveTenant } from '@tablica/platform/http/tenant';
import { jsonBody, jsonResponse, problemResponse, type OpenApiPaths } from '@tablica/platform/http/openapi';
import type { Logger } from '@tablica/platform/observability/logger';
import type { PaymentProvider } from '@tablica/platform/payments/port';
import { correlationIdOf } from '../offers/commands';
import { offerRequester } from '../offers/requester';
import { canSeeOrder } from './access';
import { settlePayment, type SettleDeps } from './fulfil';
import { orderNotFound, placedOrder, readOrder } from './orders';
import { companyListRoutes } from './company-lists';
import { reconcileOrder } from './reconciling';
import { refundOrder } from './refund';
import { paymentRequestSchema, requestPayment } from './request-payment';

export interface PaymentRoutesDeps extends SettleDeps {
  readonly provider: PaymentProvider;
  readonly logger?: Logger | undefined;
}

/** The status answer: spec §4's mapping of the order's status, and what the console shows beside it. */
export function statusView(order: PlacedOrder) {
  return {
    paymentId: order.orderId,
    status: paymentStatusOf(order.status),
    orderStatus: order.status,
    offerId: order.offerId,
    purpose: order.purpose,
    published: order.fulfilledAt !== null,
    failureReason: order.failureReason,
    price: order.price,
  };
}

/** The order if `req`'s requester may see it; 404 otherwise (also for malformed ids). */
async function visibleOrder(deps: PaymentRoutesDeps, req: Request, paymentId: string): Promise<PlacedOrder> {
  if (!/^[0-9a-f-]{36}$/i.test(paymentId)) throw orderNotFound();
  const who = offerRequester(req);
  const order = await placedOrder(deps.store, paymentId);
  if (!canSeeOrder(order, req.tenant, who.requester)) throw orderNotFound();
  return order;
}

/** Spec §7 `POST /v1/payments`, `GET /v1/payments/{paymentId}/status` and the provider's return redirect (under /api). */
export function paymentRoutes(deps: PaymentRoutesDeps): Router {
  const router = Router();

  router.post('/v1/payments', async (req, res) => {
    const { order, paymentRequestUrl } = await requestPayment(deps, req);
    res
      .status(201)
      .set('Cache-Control', 'no-store')
      .json({
        payment_request_url: paymentRequestUrl,
        ...statusView(order),
      });
  });

  router.get('/v1/payments/:paymentId/status', async (req, res) => {
    const order = await visibleOrder(deps, req, req.params.paymentId);
    res.set('Cache-Control', 'private, no-store').json(statusView(order));
  });

  /**
   * The payer's browser back from the provider. The browser is not trusted: the provider is asked,
   * and what it says is applied (racing its own webhook, which is fine), then the browser goes on to
   * the return URL given with the request (always this site's).
   */
  router.get('/v1/payments/:paymentId/return', async (req, res) => {
    const { paymentId } = req.params;
    const state = /^[0-9a-f-]{36}$/i.test(paymentId) ? await readOrder(deps.store, paymentId) : null;
    if (!state || state.status === 'initial' || state.tenant !== req.tenant) throw orderNotFound();
    let order = state;
    try {
      order = await reconcileOrder(deps, state, correlationIdOf(req));
    } catch (error) {
      // The webhook or the reconciliation job settles it later; the return page keeps polling.
      deps.logger?.warn({ err: error, orderId: paymentId }, 'payment return could not settle the order');
    }
    const target = new URL(order.returnUrl);
    target.searchParams.set('payment_id', order.orderId);
    target.searchParams.set('status', paymentStatusOf(order.status));
    // The payer gave up at the provider's page; the order stays payable until the provider says otherwise.
    if (req.query.cancelled === '1' && paymentStatusOf(order.status) === 'pending')
      target.searchParams.set('cancelled', '1');
    res.redirect(303, target.toString());
  });

  // Under /admin: the app's operator guard runs first.
  router.post('/admin/payments/:paymentId/refund', async (req, res) => {
    const correction = await refundOrder(deps, req, req.params.paymentId);
    res.status(201).json(correction);
  });

  router.use(companyListRoutes(deps));
  return router;
}

/**
 * The providers' webhooks, outside the JSON API body parser: the signature covers the raw bytes.
 * Each provider event is processed once (dedupe by its id); a repeated one answers 200 at once.
 */
export function paymentWebhookRoutes(deps: PaymentRoutesDeps): Router {
  const router = Router();
  router.post(
    '/api/v1/payments/webhooks/:provider',
    resolveTenant,
    express.raw({ type: '*/*', limit: '256kb' }),
    async (req, res) => {
      if (req.params.provider !== deps.provider.name) throw orderNotFound();
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const headers = Object.fromEntries(
        Object.entries(req.headers).map(([name, value]) => [name, Array.isArray(value) ? value[0] : value]),
      );
      const event = deps.provider.verifyWebhook(raw, headers);
      if (!event) {
        res.json({ received: true, ignored: true });
        return;
      }
      const seen = await deps.pool.query(
        'SELECT 1 FROM payment_provider_event WHERE provider = $1 AND event_id = $2',
        [deps.provider.name, event.eventId],
      );
      if (seen.rowCount) {
        res.json({ received: true, duplicate: true });
        return;
      }
      const order = /^[0-9a-f-]{36}$/i.test(event.orderId)
        ? await readOrder(deps.store, event.orderId)
        : null;
      if (!order || order.status === 'initial') throw orderNotFound();
      const settled = await settlePayment(deps, order, event, correlationIdOf(req));
      await deps.pool.query(
        `INSERT INTO payment_provider_event (provider, event_id, order_id) VALUES ($1, $2, $3)
         ON CONFLICT DO NOTHING`,
        [deps.provider.name, event.eventId, order.orderId],
      );
      res.json({ received: true, status: paymentStatusOf(settled.status) });
    },
  );
  return router;
}

const paymentIdParam = {
  name: 'paymentId',
  in: 'path',
  required: true,
  schema: { type: 'string', format: 'uuid' },
};

const statusSchema = {
  type: 'object',
  properties: {
    paymentId: { type: 'string', format: 'uuid' },
    status: { type: 'string', enum: ['success', 'failure', 'pending'], description: 'spec §4 mapping' },
    orderStatus: { type: 'string', enum: ['placed', 'pending', 'paid', 'failed', 'cancelled', 'refunded'] },
    offerId: { type: 'string', format: 'uuid' },
    purpose: { type: 'string', enum: ['publish', 'extend'] },
    published: { type: 'boolean', description: 'The paid order has published or extended its offer' },
    failureReason: { type: ['string', 'null'] },
    price: {
      type: 'object',
      description: 'Minor units; vatRate in percent (0 under reverse charge)',
      properties: {
        net: { type: 'integer' },
        tax: { type: 'integer' },
        gross: { type: 'integer' },
        currency: { type: 'string' },
        vatRate: { type: 'integer' },
        reverseCharge: { type: 'boolean' },
        oldNet: { type: ['integer', 'null'] },
        promotionDeadline: { type: ['string', 'null'], format: 'date-time' },
      },
    },
  },
};

const companyListPath = (summary: string) => ({
  get: {
    summary,
    parameters: [{ name: 'range', in: 'query', schema: { type: 'string', example: '[0,24]' } }],
    responses: {
      200: jsonResponse('Rows of the list', { type: 'array', items: { type: 'object' } }),
      400: problemResponse('Bad range'),
      401: problemResponse('auth.unauthenticated'),
      403: problemResponse('auth.not_an_employer, auth.role_forbidden'),
    },
  },
});

export const paymentPaths: OpenApiPaths = {
  '/v1/payments': {
    post: {
      summary:
        "Spec §7 payment request: places an order for the offer's publication (extend: its extension) at the plan's current price (23 % VAT; reverse charge for an EU VAT id outside Poland) and answers the provider's checkout URL. The editor token (body `token`) or a member of the offer's company.",
      requestBody: jsonBody(paymentRequestSchema),
      responses: {
        201: jsonResponse('The order and where to pay it', {
          ...statusSchema,
          properties: { payment_request_url: { type: 'string', format: 'uri' }, ...statusSchema.properties },
        }),
        400: problemResponse(
          "Field issues (return_url on another host, offer_type not the offer's plan, regulations not accepted, currency not sold)",
        ),
        401: problemResponse('auth.unauthenticated'),
        404: problemResponse("offer.not_found (also another company's offer)"),
        409: problemResponse('offer.summary_required, offer.already_published, offer.not_published'),
      },
    },
  },
  '/v1/payments/{paymentId}/status': {
    get: {
      summary:
        'The payment status with spec §4 mapping (paid/ok → success, failed/error → failure, else pending)',
      parameters: [paymentIdParam, { name: 'token', in: 'query', schema: { type: 'string' } }],
      responses: {
        200: jsonResponse('The status', statusSchema),
        401: problemResponse('auth.unauthenticated'),
        404: problemResponse("payment.not_found (also another company's payment)"),
      },
    },
  },
  '/v1/payments/{paymentId}/return': {
    get: {
      summary:
        "The provider sends the payer's browser here: the provider is asked how the payment stands (never the browser), a paid order publishes or extends its offer, then 303 to the request's return_url with payment_id and status (and cancelled=1 when the payer cancelled at the provider and it is still pending)",
      parameters: [
        paymentIdParam,
        { name: 'cancelled', in: 'query', schema: { type: 'string', enum: ['1'] } },
      ],
      responses: {
        303: { description: 'To the return URL (always this site)' },
        404: problemResponse('payment.not_found'),
      },
    },
  },
  '/v1/payments/webhooks/{provider}': {
    post: {
      summary:
        'Provider callbacks (sandbox: header sandbox-signature t=…,v1=HMAC-SHA256; stripe: Stripe-Signature). Signatures older than 300 s are refused; each provider event is processed once.',
      parameters: [
        {
          name: 'provider',
          in: 'path',
          required: true,
          schema: { type: 'string', enum: ['sandbox', 'stripe'] },
        },
      ],
      requestBody: { required: true, content: { 'application/json': { schema: {} } } },
      responses: {
        200: jsonResponse('Received (duplicate: true for an event already processed)'),
        400: problemResponse('payment.signature_invalid, payment.webhook_stale, payment.webhook_malformed'),
        404: problemResponse('payment.not_found: another provider, or an order that does not exist'),
        409: problemResponse('payment.amount_mismatch, payment.unknown_reference'),
      },
    },
  },
  '/v2/employer-panel/orders': companyListPath(
    "The company's orders, newest first (ra-data-simple-rest; Content-Range header): status, plan, net/VAT/gross, the invoice",
  ),
  '/v2/employer-panel/orders/{id}': {
    get: {
      summary: "One of the company's orders (the console's order page), as in the list",
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } }],
      responses: {
        200: jsonResponse('The order', { type: 'object' }),
        401: problemResponse('auth.unauthenticated'),
        404: problemResponse("payment.not_found (also another company's order)"),
      },
    },
  },
  '/v2/employer-panel/invoices': companyListPath(
    "The company's invoices and corrected invoices (ra-data-simple-rest; Content-Range header): number (series per brand and year without gaps), buyer, net/VAT/gross",
  ),
  '/v2/employer-panel/invoices/{id}/pdf': {
    get: {
      summary: 'The invoice as issued (immutable PDF, attachment)',
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } }],
      responses: {
        200: { description: 'The PDF', content: { 'application/pdf': {} } },
        401: problemResponse('auth.unauthenticated'),
        404: problemResponse("invoice.not_found (also another company's invoice)"),
      },
    },
  },
  '/admin/payments/{paymentId}/refund': {
    post: {
      summary:
        "Platform admin: record that a paid order's money was given back at the provider and issue the corrected invoice (negative amounts, same series); a repeat answers the same correction",
      parameters: [paymentIdParam],
      responses: {
        201: jsonResponse('The corrected invoice'),
        401: problemResponse('Not signed in'),
        403: problemResponse('auth.not_an_admin'),
        404: problemResponse('payment.not_found'),
        409: problemResponse('order.not_paid'),
      },
    },
  },
  '/payments/sandbox/{id}': {
    servers: [{ url: '/' }],
    get: {
      summary: "The sandbox provider's hosted checkout page (HTML, pl/en by ?lang=)",
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
      responses: {
        200: { description: 'The form', content: { 'text/html': {} } },
        404: problemResponse('payment.not_found'),
      },
    },
    post: {
      summary:
        'Pay with a test card (form field card_number): 4242424242424242 is charged, 4000000000000002 declined; the signed callback follows later (twice). 303 back to the shop.',
      responses: {
        303: { description: 'Back to /api/v1/payments/{paymentId}/return' },
        404: problemResponse('payment.not_found'),
        422: {
          description: 'Not a card number: the form again with the message',
          content: { 'text/html': {} },
        },
      },
    },
  },
};
