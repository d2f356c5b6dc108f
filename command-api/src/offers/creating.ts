import { randomUUID } from 'node:crypto';
import { Router } from 'express';
import { chooseOfferPlan } from '@tablica/domain/plans/catalogue';
import { parseOrThrow } from '@tablica/domain/validation';
import { companyMember, requireCompany } from '@tablica/platform/http/guards';
import { recaptchaVerifier, requireCaptcha } from './captcha';
import { loadOffer, startOffer } from './commands';
import { inFormDataNames, parseFormData, shapeOf } from './form-data';
import { discardOfferLogo } from './logos';
import { newAccessToken, offerRequester } from './requester';
import {
  planBody,
  tenantOf,
  formFields,
  draftOf,
  keptLogoUrl,
  titleOf,
  inWireNames,
  type OfferLifecycle,
} from './lifecycle';

/** Creating an offer: an anonymous draft with its editor token (initiate), a company's draft, a copy. */
export function creatingOffers(lifecycle: OfferLifecycle): Router {
  const { deps, idempotent, idempotentInitiate, logoUpload, answerWrite, callOf, uploadedLogo, located } =
    lifecycle;
  const router = Router();
  router.post(
    '/v1/offers/initiate',
    requireCaptcha({
      secret: deps.captchaSecret,
      verifier:
        deps.captchaVerifier ??
        (deps.captchaSecret
          ? recaptchaVerifier({ secret: deps.captchaSecret, url: deps.captchaVerifyUrl })
          : undefined),
      action: 'offer_initiate',
    }),
    idempotentInitiate,
    async (req, res) => {
      const { pricing_plan } = parseOrThrow(planBody, req.body ?? {});
      const plan = inWireNames(() => chooseOfferPlan(tenantOf(req), pricing_plan ?? undefined));
      const { token, hash } = newAccessToken();
      const outcome = await startOffer(
        deps,
        null,
        ({ offerId, slug }) => ({
          type: 'InitiateOffer',
          data: { offerId, slug, plan, accessTokenHash: hash },
        }),
        callOf(req, { actor: { kind: 'anonymous', id: 'offer-token-holder' } }),
      );
      await deps.awaitReadModels(outcome.checkpoint);
      res
        .status(201)
        .location(`/api/v1/offers/${outcome.slug}`)
        .set('ETag', `"${outcome.version}"`)
        .set('Cache-Control', 'no-store')
        .json({ slug: outcome.slug, token, id: outcome.offerId });
    },
  );

  router.post(
    '/v2/employer-panel/offers/drafts',
    requireCompany('offers.manage'),
    logoUpload,
    idempotent,
    async (req, res) => {
      const { companyId, account } = companyMember(req, 'offers.manage');
      const { sent, meta } = formFields(req.body);
      const shape = shapeOf(sent);
      const { pricing_plan } = inWireNames(() => parseOrThrow(planBody, { pricing_plan: meta.pricing_plan }));
      const plan = inWireNames(() => chooseOfferPlan(tenantOf(req), pricing_plan ?? undefined));
      const form = inWireNames(() => parseFormData(sent), shape);
      const offerId = randomUUID();
      const logo = await uploadedLogo(req, offerId);
      try {
        const logoUrl = logo?.url ?? keptLogoUrl(form, null);
        const draft = await located(draftOf(form, req.tenant, logoUrl), false, shape);
        const outcome = await startOffer(
          deps,
          form.title,
          ({ slug }) => ({ type: 'CreateOfferDraft', data: { offerId, slug, companyId, plan, draft } }),
          callOf(req, { actor: { kind: 'employer', id: account.userId } }),
          offerId,
        );
        res.location(`/api/v1/offers/${outcome.slug}`);
        await answerWrite(res, outcome, {}, 201);
      } catch (error) {
        if (logo) await discardOfferLogo(deps, logo).catch(() => undefined);
        throw inFormDataNames(error, shapeOf(sent, form));
      }
    },
  );

  router.post('/v2/employer-panel/offers/:slug/duplicate', idempotent, async (req, res) => {
    const who = offerRequester(req);
    const source = await loadOffer(deps, req.tenant, String(req.params.slug));
    const title = titleOf(source);
    const outcome = await startOffer(
      deps,
      title,
      ({ offerId, slug }) => ({
        type: 'CopyOffer',
        data: { offerId, slug, source: source.state, by: who.requester },
      }),
      callOf(req, who),
    );
    res.location(`/api/v1/offers/${outcome.slug}`);
    await answerWrite(res, outcome, { copiedFrom: { id: source.offerId, slug: source.slug } }, 201);
  });
  return router;
}
