import { Router, type Request, type Response } from 'express';
import { existingOffer } from '@tablica/domain/offers/access';
import type { OfferCommand } from '@tablica/domain/offers/decide';
import type { Payment } from '@tablica/domain/offers/payment';
import { releaseCode, reserveCode, type CodeUse } from '../codes/redeem';
import {
  runOnOffer,
  type CommandCall,
  type CommandOutcome,
  type LoadedOffer,
  type OfferWriteDeps,
} from './commands';
import { shapeOf } from './form-data';
import { type OfferRequester } from './requester';
import { currentForm, codeOf, datesOf, inWireNamesAsync, type OfferLifecycle } from './lifecycle';

/**
 * Pays for `command` on `offer` with a prepaid code: the code is spent first (atomically: of two
 * concurrent redemptions one wins) for the offer's company and plan, then the command runs through the
 * offer's write path; if the command is refused, the code is given back. The employer routes below and
 * the seed (which publishes as a paying employer) both come through here.
 */
export async function payWithCode(
  deps: OfferWriteDeps,
  offer: LoadedOffer,
  use: CodeUse,
  code: string,
  command: (payment: Payment) => OfferCommand,
  call: CommandCall & { readonly onReleaseFailed?: (error: unknown) => void },
): Promise<CommandOutcome> {
  const current = existingOffer(offer.state);
  const payment = await reserveCode(deps.pool, {
    code,
    tenant: call.tenant,
    companyId: current.owner?.companyId ?? null,
    offerId: offer.offerId,
    purpose: use,
    planKey: current.plan.key,
  });
  try {
    return await runOnOffer(deps, offer, command(payment), call);
  } catch (error) {
    if (payment.kind === 'code' && payment.valid)
      await releaseCode(deps.pool, payment.code, offer.offerId).catch(
        call.onReleaseFailed ?? (() => undefined),
      );
    throw error;
  }
}

/** Paying with a prepaid code: publishing, extending, refreshing (the code is spent by the command). */
export function payingForOffers(lifecycle: OfferLifecycle): Router {
  const { deps, idempotent, answerWrite, callOf, managed } = lifecycle;
  const router = Router();
  const payWithCodeRoute =
    (use: CodeUse, command: (by: OfferRequester['requester'], payment: Payment) => OfferCommand) =>
    async (req: Request, res: Response) => {
      const code = codeOf(req);
      const { who, offer, current } = await managed(req);
      const outcome = await inWireNamesAsync(
        () =>
          payWithCode(deps, offer, use, code, (payment) => command(who.requester, payment), {
            ...callOf(req, who),
            onReleaseFailed: (release: unknown) =>
              req.log.error({ err: release, offerId: offer.offerId }, 'code not released'),
          }),
        shapeOf({}, currentForm(current) ?? undefined),
      );
      await answerWrite(res, { ...outcome, slug: offer.slug }, datesOf(outcome.state));
    };

  router.post(
    '/v1/offers/:slug/publish-with-code',
    idempotent,
    payWithCodeRoute('publish', (by, payment) => ({ type: 'PublishOffer', data: { by, payment } })),
  );
  router.post(
    '/v1/offers/:slug/extend-with-code',
    idempotent,
    payWithCodeRoute('extend', (by, payment) => ({ type: 'ExtendOffer', data: { by, payment } })),
  );
  router.post(
    '/v2/employer-panel/offers/:slug/refresh',
    idempotent,
    payWithCodeRoute('refresh', (by, payment) => ({ type: 'RefreshOffer', data: { by, payment } })),
  );
  return router;
}
