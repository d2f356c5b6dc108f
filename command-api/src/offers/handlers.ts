import { randomUUID } from 'node:crypto';
import type { Actor } from '@tablica/domain/events';
import type { OfferPublished } from '@tablica/domain/offers/offer';
import { slugify } from '@tablica/domain/offers/listing';
import { chooseOfferPlan } from '@tablica/domain/plans/catalogue';
import { defaultTenant, isTenantId } from '@tablica/domain/tenants';
import type { EventStore } from '@tablica/platform/event-store/port';
import { sendOfferCommand } from '@tablica/platform/offers/write-path';

export interface OfferCommandDeps {
  readonly store: EventStore;
  readonly now: () => Date;
}

export interface PublishOfferRequest {
  readonly tenant: string;
  readonly actor: Actor;
  readonly correlationId: string;
  /** The owning company; null for benchmark and test offers, which no company's console lists. */
  readonly companyId?: string | null;
  readonly offer: unknown;
  /**
   * Records the new offer's slug before its stream is written, and drops it again when nothing was
   * written (the HTTP path; benchmark and test offers need none).
   */
  readonly slugs?: {
    record(offerId: string, slug: string): Promise<void>;
    forget(slug: string): Promise<void>;
  };
}

/**
 * Publishes a complete offer at once in a stream of its own (the domain's `ImportOffer`: the bench and
 * the admin import), on the brand's default plan, checked against the brand's own category tree; the slug is the title plus a short unique suffix.
 */
export async function publishOffer(deps: OfferCommandDeps, request: PublishOfferRequest) {
  const offerId = randomUUID();
  const title = (request.offer as { title?: unknown } | null)?.title;
  const slug = `${slugify(typeof title === 'string' ? title : '') || 'offer'}-${offerId.slice(0, 8)}`;
  const now = deps.now();
  const plan = chooseOfferPlan(isTenantId(request.tenant) ? request.tenant : defaultTenant);
  await request.slugs?.record(offerId, slug);
  const result = await sendOfferCommand(
    deps.store,
    offerId,
    {
      type: 'ImportOffer',
      data: { offerId, slug, plan, companyId: request.companyId ?? null, offer: request.offer as never },
    },
    { tenant: request.tenant, actor: request.actor, correlationId: request.correlationId, at: now },
  ).catch(async (error: unknown) => {
    await request.slugs?.forget(slug).catch(() => undefined);
    throw error;
  });
  const published = result.events.find((event): event is OfferPublished => event.type === 'OfferPublished')!;
  const { content, ...publication } = published.data;
  return {
    offerId,
    published: { ...content, ...publication },
    checkpoint: result.checkpoint,
    version: result.version,
  };
}
