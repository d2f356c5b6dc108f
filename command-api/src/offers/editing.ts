import { Router } from 'express';
import type { OfferCommand } from '@tablica/domain/offers/decide';
import type { OfferFormInput } from '@tablica/domain/offers/validation/form';
import { chooseOfferPlan } from '@tablica/domain/plans/catalogue';
import { parseOrThrow } from '@tablica/domain/validation';
import { runOnOffer } from './commands';
import { inFormDataNames, parseFormData, patchFormData, shapeOf, workInProgressOf } from './form-data';
import { discardOfferLogo } from './logos';
import {
  planBody,
  tenantOf,
  formFields,
  draftOf,
  currentForm,
  keptLogoUrl,
  inWireNames,
  inWireNamesAsync,
  type OfferLifecycle,
} from './lifecycle';

/** Editing an offer: its form (draft or published), the summary step, its plan. */
export function editingOffers(lifecycle: OfferLifecycle): Router {
  const { deps, idempotent, logoUpload, requester, answerWrite, callOf, managed, uploadedLogo, located } =
    lifecycle;
  const router = Router();
  router.patch('/v1/offers/:slug', requester, logoUpload, idempotent, async (req, res) => {
    const { who, offer, current } = await managed(req);
    const { sent, meta } = formFields(req.body);
    const draftStep = current.status === 'draft' || current.status === 'summary';
    const before = currentForm(current);
    const merged = before ? patchFormData(before, sent) : sent;
    let shape = shapeOf(sent);
    const form = inWireNames(() => parseFormData(merged), shape);
    shape = shapeOf(sent, form);
    const logo = await uploadedLogo(req, offer.offerId);
    try {
      const logoUrl = logo?.url ?? keptLogoUrl(form, before?.company_logo_url ?? null);
      const workInProgress = workInProgressOf(meta);
      const draft = await located(draftOf(form, req.tenant, logoUrl), !draftStep || workInProgress, shape);
      const command: OfferCommand = draftStep
        ? { type: 'EditOfferDraft', data: { by: who.requester, draft, workInProgress } }
        : { type: 'EditOffer', data: { by: who.requester, offer: draft as unknown as OfferFormInput } };
      const outcome = await runOnOffer(deps, offer, command, callOf(req, who));
      await answerWrite(res, { ...outcome, slug: offer.slug });
    } catch (error) {
      if (logo) await discardOfferLogo(deps, logo).catch(() => undefined);
      throw inFormDataNames(error, shape);
    }
  });

  router.post('/v1/offers/:slug/summary', idempotent, async (req, res) => {
    const { who, offer, current } = await managed(req);
    const outcome = await inWireNamesAsync(
      () =>
        runOnOffer(deps, offer, { type: 'SubmitOfferDraft', data: { by: who.requester } }, callOf(req, who)),
      shapeOf({}, currentForm(current) ?? undefined),
    );
    await answerWrite(res, { ...outcome, slug: offer.slug });
  });

  router.patch('/v1/offers/:slug/plan', idempotent, async (req, res) => {
    const { who, offer } = await managed(req);
    const { pricing_plan } = inWireNames(() => parseOrThrow(planBody, req.body ?? {}));
    const plan = inWireNames(() => chooseOfferPlan(tenantOf(req), pricing_plan ?? undefined));
    const outcome = await runOnOffer(
      deps,
      offer,
      { type: 'ChangeOfferPlan', data: { by: who.requester, plan } },
      callOf(req, who),
    );
    await answerWrite(res, { ...outcome, slug: offer.slug }, { planKey: plan.key });
  });
  return router;
}
