import { Router } from 'express';
import { NotFoundError } from '@tablica/domain/errors';
import { canManage } from '@tablica/domain/offers/access';
import { loadOffer, readOffer, type LoadedOffer } from './commands';
import { editorView, endedView, wasPublished } from './offer-view';
import { optionalOfferRequester } from './requester';
import { resolveOfferSlug } from './slugs';
import { type OfferLifecycle } from './lifecycle';

/** Reading an offer as its editor, and the "offer ended" screen. */
export function readingOffers(lifecycle: OfferLifecycle): Router {
  const { deps } = lifecycle;
  const router = Router();
  // Shared with the candidate side's offer page (query-api): with `?token`, or for a signed-in member
  // or admin who may manage the offer, this is the editor's view; for anyone else the candidate's.
  router.get('/v1/offers/:slug', async (req, res, next) => {
    const who = optionalOfferRequester(req);
    if (!who) return next();
    const byToken = who.requester.kind === 'token';
    let offer: LoadedOffer;
    try {
      offer = await loadOffer(deps, req.tenant, req.params.slug);
      if (offer.state.status === 'initial' || !canManage(offer.state, who.requester))
        throw new NotFoundError('offer.not_found', 'There is no such offer.');
      if (offer.state.status === 'deleted')
        throw new NotFoundError('offer.deleted', 'This offer has been deleted.');
    } catch (error) {
      if (!byToken && error instanceof NotFoundError) return next();
      throw error;
    }
    res
      .set('ETag', `"${offer.version}"`)
      .set('Cache-Control', 'private, no-store')
      .set('Vary', 'Cookie')
      .json(editorView(offer.state, offer.version, deps.now()));
  });

  router.get('/v2/employer-panel/offers/end/:slug', async (req, res) => {
    const { offerId } = await resolveOfferSlug(deps.pool, req.tenant, req.params.slug);
    const { state } = await readOffer(deps.store, offerId);
    const who = optionalOfferRequester(req);
    const visible =
      state.status !== 'initial' &&
      state.status !== 'deleted' &&
      (wasPublished(state) || (who !== null && canManage(state, who.requester)));
    if (!visible) throw new NotFoundError('offer.not_found', 'There is no such offer.');
    res.set('Cache-Control', 'private, no-store').json(endedView(state, deps.now()));
  });
  return router;
}
