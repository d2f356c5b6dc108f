import { randomUUID } from 'node:crypto';
import type { OfferCommand } from '@tablica/domain/offers/decide';
import { slugify } from '@tablica/domain/offers/listing';
import type { OfferContentInput } from '@tablica/domain/offers/schemas';
import type { OfferFormInput } from '@tablica/domain/offers/validation/form';
import { chooseOfferPlan } from '@tablica/domain/plans/catalogue';
import type { TenantId } from '@tablica/domain/tenants';
import type { EventStore } from '@tablica/platform/event-store/port';
import { sendOfferCommand } from '@tablica/platform/offers/write-path';

export interface LivingOffer {
  readonly offerId: string;
  readonly slug: string;
  readonly tenant: TenantId;
}

const prepaid = { kind: 'code', code: 'TEST-PREPAID', valid: true, planKey: null } as const;
const admin = { kind: 'admin', id: 'test-admin' } as const;

/**
 * Offers written through the real command path (`sendOfferCommand`, the offer's one write path), each
 * command at a time of the test's choosing, as the jobs and the employer would send them. Every
 * call resolves with the checkpoint of what it appended.
 */
export function offerLife(store: EventStore) {
  const send = async (offer: LivingOffer, command: OfferCommand, at: Date) => {
    const result = await sendOfferCommand(store, offer.offerId, command, {
      tenant: offer.tenant,
      actor: { kind: 'system', id: 'test' },
      correlationId: `test-${offer.offerId}`,
      at,
    });
    return result.checkpoint;
  };

  return {
    /** Imports and publishes at once (the direct path), at `at`, as an offer of `companyId`. */
    async publish(tenant: TenantId, content: OfferContentInput, at: Date, companyId = 'company-test') {
      const offerId = randomUUID();
      const offer: LivingOffer = {
        offerId,
        slug: `${slugify(String(content.title))}-${offerId.slice(0, 8)}`,
        tenant,
      };
      const checkpoint = await send(
        offer,
        {
          type: 'ImportOffer',
          data: {
            offerId,
            slug: offer.slug,
            plan: chooseOfferPlan(tenant),
            companyId,
            offer: content,
          },
        },
        at,
      );
      return { ...offer, checkpoint };
    },
    edit: (offer: LivingOffer, form: OfferFormInput, at: Date) =>
      send(offer, { type: 'EditOffer', data: { by: admin, offer: form } }, at),
    bump: (offer: LivingOffer, at: Date) => send(offer, { type: 'BumpOffer' }, at),
    extend: (offer: LivingOffer, at: Date) =>
      send(offer, { type: 'ExtendOffer', data: { by: admin, payment: prepaid } }, at),
    /** The expiry job: `at` must be at or after the offer's expiry. */
    expire: (offer: LivingOffer, at: Date) => send(offer, { type: 'ExpireOffer' }, at),
    finish: (offer: LivingOffer, at: Date) =>
      send(offer, { type: 'FinishRecruitment', data: { by: admin } }, at),
    delete: (offer: LivingOffer, at: Date) => send(offer, { type: 'DeleteOffer', data: { by: admin } }, at),
  };
}

export const days = (n: number) => n * 24 * 60 * 60 * 1000;
