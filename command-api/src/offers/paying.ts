import { Router, type Request, type Response } from 'express';
import type { OfferCommand } from '@tablica/domain/offers/decide';
import type { Payment } from '@tablica/domain/offers/payment';
import { releaseCode, reserveCode, type CodeUse } from '../codes/redeem';
import { runOnOffer, type CommandOutcome } from './commands';
import { shapeOf } from './form-data';
import { type OfferRequester } from './requester';
import { currentForm, codeOf, datesOf, inWireNamesAsync, type OfferLifecycle } from './lifecycle';

/** Paying with a prepaid code: publishing, extending, refreshing (the code is spent by the command). */
export function payingForOffers(lifecycle: OfferLifecycle): Router {
  const { deps, idempotent, answerWrite, callOf, managed } = lifecycle;
  const router = Router();
  /**
   * The code is spent (atomically: of two concurrent redemptions one wins) before the command runs,
   * with the offer's company and plan; if the command is then refused, it is given back.
   */
  const payWithCode =
    (use: CodeUse, command: (by: OfferRequester['requester'], payment: Payment) => OfferCommand) =>
    async (req: Request, res: Response) => {
      const code = codeOf(req);
      const { who, offer, current } = await managed(req);
      const payment = await reserveCode(deps.pool, {
        code,
        tenant: req.tenant,
        companyId: current.owner?.companyId ?? null,
        offerId: offer.offerId,
        purpose: use,
        planKey: current.plan.key,
      });
      let outcome: CommandOutcome;
      try {
        outcome = await inWireNamesAsync(
          () => runOnOffer(deps, offer, command(who.requester, payment), callOf(req, who)),
          shapeOf({}, currentForm(current) ?? undefined),
        );
      } catch (error) {
        if (payment.kind === 'code' && payment.valid)
          await releaseCode(deps.pool, payment.code, offer.offerId).catch((release: unknown) =>
            req.log.error({ err: release, offerId: offer.offerId }, 'code not released'),
          );
        throw error;
      }
      await answerWrite(res, { ...outcome, slug: offer.slug }, datesOf(outcome.state));
    };

  router.post(
    '/v1/offers/:slug/publish-with-code',
    idempotent,
    payWithCode('publish', (by, payment) => ({ type: 'PublishOffer', data: { by, payment } })),
  );
  router.post(
    '/v1/offers/:slug/extend-with-code',
    idempotent,
    payWithCode('extend', (by, payment) => ({ type: 'ExtendOffer', data: { by, payment } })),
  );
  router.post(
    '/v2/employer-panel/offers/:slug/refresh',
    idempotent,
    payWithCode('refresh', (by, payment) => ({ type: 'RefreshOffer', data: { by, payment } })),
  );
  return router;
}
