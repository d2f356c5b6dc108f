import { Router } from 'express';
import { NotFoundError } from '@tablica/domain/errors';
import { tenantConfig } from '@tablica/domain/tenant-config/tenant-config';
import { jsonResponse, problemResponse, type OpenApiPaths } from '@tablica/platform/http/openapi';
import type { Pool } from '@tablica/platform/postgres/pool';
import {
  findActiveSlug,
  findOfferDetails,
  type OfferDetailsRecord,
} from '@tablica/projections/offer-details/queries';
import { candidateListItem } from '@tablica/projections/search-index/item';
import { sendCacheable } from '../candidate/cache';
import { appliedByReader } from '../applications/applied';
import { forCandidate } from '../candidate/category';
import { requestLocale } from '../candidate/locale';

export interface OfferDetailsDeps {
  readonly db: Pool;
  readonly now: () => Date;
}

/**
 * The offer page's data (spec §3 "Details add"): the list fields and the rest of what the offer says.
 * Images the board does not have yet (cover, banner, video) are null.
 */
export function offerDetailsBody(offer: OfferDetailsRecord) {
  const { content } = offer;
  const [first] = content.locations;
  return {
    ...candidateListItem(offer, offer.story),
    body: content.body,
    companyUrl: content.companyWebsite,
    companySize: content.companySize,
    coverImage: null,
    bannerUrl: null,
    videoUrl: null,
    countryCode: first?.countryCode ?? 'PL',
    languages: content.languages,
    informationClause: content.informationClause,
    customConsent: content.customConsent,
    futureConsent: content.futureConsent,
    isOfferActive: offer.active,
  };
}

export function offerDetailsRoutes(deps: OfferDetailsDeps): Router {
  const router = Router();

  router.get('/v1/offers/:slug', async (req, res) => {
    const offer = await findOfferDetails(deps.db, req.tenant, req.params.slug, deps.now());
    if (!offer) throw new NotFoundError('offer.not_found', 'There is no such offer.');
    const applied = await appliedByReader(deps.db, req, [offer.offerId]);
    const body = forCandidate(tenantConfig(req.tenant), requestLocale(req), offerDetailsBody(offer), applied);
    sendCacheable(req, res, body, ['Accept-Language']);
  });

  router.get('/v2/user-panel/offers/active-slug/:slug', async (req, res) => {
    const slug = await findActiveSlug(deps.db, req.tenant, req.params.slug, deps.now());
    if (slug === null)
      throw new NotFoundError('offer.no_active_slug', 'Neither this offer nor a copy of it is active.');
    sendCacheable(req, res, { slug });
  });

  return router;
}

const slugParameter = { name: 'slug', in: 'path', required: true, schema: { type: 'string' } };

export const offerDetailsPaths: OpenApiPaths = {
  '/v1/offers/{slug}': {
    get: {
      summary: "An offer's page (active or not: isOfferActive); categories labelled in Accept-Language",
      parameters: [slugParameter],
      responses: {
        200: jsonResponse(
          "The offer (spec §3 list and detail fields; brandStory* fields: the company's published brand story, null without one)",
        ),
        304: { description: 'Not modified (If-None-Match)' },
        404: problemResponse('No such offer in this tenant (never published, or deleted)'),
      },
    },
  },
  '/v2/user-panel/offers/active-slug/{slug}': {
    get: {
      summary: 'Where an offer lives on: its own slug while active, else the newest active copy of it',
      parameters: [slugParameter],
      responses: { 200: jsonResponse('{slug}'), 404: problemResponse('Neither it nor a copy is active') },
    },
  },
};
