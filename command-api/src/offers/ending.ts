import { Router } from 'express';
import { runOnOffer } from './commands';
import { datesOf, type OfferLifecycle } from './lifecycle';

/** Ending an offer: finishing its recruitment, deleting it. */
export function endingOffers(lifecycle: OfferLifecycle): Router {
  const { deps, idempotent, answerWrite, callOf, managed } = lifecycle;
  const router = Router();
  router.post('/v1/offers/:slug/finish-recruitment', idempotent, async (req, res) => {
    const { who, offer } = await managed(req);
    const outcome = await runOnOffer(
      deps,
      offer,
      { type: 'FinishRecruitment', data: { by: who.requester } },
      callOf(req, who),
    );
    await answerWrite(res, { ...outcome, slug: offer.slug }, datesOf(outcome.state));
  });

  router.delete('/v1/offers/:slug', idempotent, async (req, res) => {
    const { who, offer } = await managed(req);
    const outcome = await runOnOffer(
      deps,
      offer,
      { type: 'DeleteOffer', data: { by: who.requester } },
      callOf(req, who),
    );
    await deps.awaitReadModels(outcome.checkpoint);
    res.status(204).set('ETag', `"${outcome.version}"`).send();
  });
  return router;
}
