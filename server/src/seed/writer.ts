import { randomUUID } from 'node:crypto';
import { brandStoryStreamId } from '@tablica/domain/brand-stories/events';
import { ConcurrencyError, IllegalStateError } from '@tablica/domain/errors';
import type { OfferCommand } from '@tablica/domain/offers/decide';
import { slugify } from '@tablica/domain/offers/listing';
import { chooseOfferPlan } from '@tablica/domain/plans/catalogue';
import type { TenantId } from '@tablica/domain/tenants';
import type { EventStore } from '@tablica/platform/event-store/port';
import { sendOfferCommand } from '@tablica/platform/offers/write-path';
import { seedOffers, type LifecycleStep, type SeedOptions, type SeededOffer } from './generator';

export interface SeedProgress {
  readonly done: number;
  readonly total: number;
  readonly skipped: number;
  readonly events: number;
}

const seedCode = { kind: 'code', code: 'SEED-PREPAID', valid: true, planKey: null } as const;

function commandFor(step: LifecycleStep, companyId: string): OfferCommand {
  const by = { kind: 'employer', companyId } as const;
  switch (step.kind) {
    case 'bump':
      return { type: 'BumpOffer' };
    case 'extend':
      return { type: 'ExtendOffer', data: { by, payment: seedCode } };
    case 'refresh':
      return { type: 'RefreshOffer', data: { by, payment: seedCode } };
    case 'finish':
      return { type: 'FinishRecruitment', data: { by } };
    case 'expire':
      return { type: 'ExpireOffer' };
    default: {
      const unknown: never = step;
      return unknown;
    }
  }
}

/**
 * Writes one seeded offer through the real command path: imported at its publication time, then each
 * lifecycle step as the command the jobs or the employer would send, at its own time. Returns the
 * number of events appended; 0 when the offer already exists (a second run of the same seed).
 */
export async function writeSeededOffer(
  store: EventStore,
  tenant: TenantId,
  seeded: SeededOffer,
  storied: Set<string> = new Set(),
): Promise<number> {
  const plan = chooseOfferPlan(tenant);
  const send = async (command: OfferCommand, at: Date) => {
    const result = await sendOfferCommand(store, seeded.offerId, command, {
      tenant,
      actor: { kind: 'system', id: 'seed' },
      correlationId: `seed-${seeded.offerId}`,
      at,
    });
    return result.events.length;
  };
  let events = await writeBrandStory(store, tenant, seeded, storied);
  try {
    events += await send(
      {
        type: 'ImportOffer',
        data: {
          offerId: seeded.offerId,
          slug: `${slugify(String(seeded.offer.title))}-${seeded.offerId.slice(0, 8)}`,
          plan,
          companyId: seeded.companyId,
          offer: seeded.offer,
        },
      },
      seeded.publishedAt,
    );
  } catch (error) {
    if (error instanceof IllegalStateError && error.code === 'offer.already_exists') return 0;
    throw error;
  }
  for (const step of seeded.steps) {
    try {
      events += await send(commandFor(step, seeded.companyId), step.at);
    } catch (error) {
      // As for the jobs: a step the plan does not allow (no bumps in it, say) is nothing to do.
      if (!(error instanceof IllegalStateError)) throw error;
    }
  }
  return events;
}

/**
 * The offer's company's brand story, once per company (`storied` remembers them; a story already in the
 * store from an earlier run or another writer is left as it is). Before the offer, as in real life.
 */
async function writeBrandStory(
  store: EventStore,
  tenant: TenantId,
  { brandStory, companyId }: SeededOffer,
  storied: Set<string>,
): Promise<number> {
  if (!brandStory || storied.has(companyId)) return 0;
  storied.add(companyId);
  try {
    await store.appendToStream(
      brandStoryStreamId(companyId),
      [
        {
          id: randomUUID(),
          type: 'BrandStoryPublished',
          data: brandStory,
          metadata: {
            tenant,
            actor: { kind: 'system', id: 'seed' },
            correlationId: `seed-${companyId}`,
            causationId: null,
            occurredAt: new Date().toISOString(),
          },
        },
      ],
      { expectedVersion: 'no_stream' },
    );
    return 1;
  } catch (error) {
    if (error instanceof ConcurrencyError) return 0;
    throw error;
  }
}

/** Seeds a board with `options.offers` offers, `concurrency` writers at a time. */
export async function seedBoard(
  store: EventStore,
  options: SeedOptions & { readonly concurrency?: number },
  onProgress?: (progress: SeedProgress) => void,
): Promise<SeedProgress> {
  const offers = seedOffers(options);
  const storied = new Set<string>();
  let done = 0;
  let skipped = 0;
  let events = 0;
  const worker = async () => {
    for (let next = offers.next(); !next.done; next = offers.next()) {
      const appended = await writeSeededOffer(store, options.tenant, next.value, storied);
      if (appended === 0) skipped++;
      events += appended;
      done++;
      if (done % 250 === 0) onProgress?.({ done, total: options.offers, skipped, events });
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 8 }, worker));
  const progress = { done, total: options.offers, skipped, events };
  onProgress?.(progress);
  return progress;
}
