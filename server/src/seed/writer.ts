import { randomUUID } from 'node:crypto';
import { brandStoryStreamId } from '@tablica/domain/brand-stories/events';
import { ConcurrencyError, IllegalStateError } from '@tablica/domain/errors';
import type { Actor } from '@tablica/domain/events';
import type { Requester } from '@tablica/domain/offers/access';
import type { OfferCommand } from '@tablica/domain/offers/decide';
import type { Payment } from '@tablica/domain/offers/payment';
import type { PlanSnapshot } from '@tablica/domain/plans/plan';
import { chooseOfferPlan } from '@tablica/domain/plans/catalogue';
import type { TenantId } from '@tablica/domain/tenants';
import { issueCodes } from '@tablica/command-api/codes/handlers';
import type { CodeUse } from '@tablica/command-api/codes/redeem';
import {
  runOnOffer,
  startOffer,
  type CommandOutcome,
  type LoadedOffer,
  type OfferWriteDeps,
} from '@tablica/command-api/offers/commands';
import { payWithCode } from '@tablica/command-api/offers/paying';
import type { EventStore } from '@tablica/platform/event-store/port';
import type { Pool } from '@tablica/platform/postgres/pool';
import { seedOffers, type LifecycleStep, type SeedOptions, type SeededOffer } from './generator';

export interface SeedProgress {
  readonly done: number;
  readonly total: number;
  readonly skipped: number;
  readonly events: number;
}

/** Where the seed writes: the event store, and the command side's tables (slugs, codes). */
export interface SeedDeps {
  readonly store: EventStore;
  readonly pool: Pool;
}

/** The seed's actor on every event it writes (the bench finds seeded offers by it). */
export const seedActor: Actor = { kind: 'system', id: 'seed' };

const minute = 60_000;

/**
 * A publication code for one payment, issued through the codes module (as an operator issues them):
 * for the offer's plan, anyone's (the seeded companies have no accounts to hold codes), and expiring an
 * hour later, so a code a crash left unspent is of no use to anybody for long.
 */
async function issuedCode(pool: Pool, tenant: TenantId, use: CodeUse, plan: PlanSnapshot): Promise<string> {
  const issuedAt = new Date();
  const [code] = await issueCodes(
    pool,
    tenant,
    {
      companyId: null,
      purpose: use === 'extend' ? 'extend' : 'publish',
      planKey: plan.key,
      expiresAt: new Date(issuedAt.getTime() + 60 * minute).toISOString(),
      count: 1,
    },
    issuedAt,
  );
  return code!.code;
}

/**
 * Writes one seeded offer the way a paying employer publishes it (spec §2), through the employer
 * commands and the offer's one write path: the company's draft (20 minutes before its publication), the
 * summary (5 minutes before), publish-with-code with a code issued for it; then each lifecycle step as
 * the command the jobs or the employer would send, at its own time (extensions and refreshes paid with
 * codes too). Returns the number of events appended; 0 when the offer already exists (a second run of
 * the same seed).
 */
export async function writeSeededOffer(
  deps: SeedDeps,
  tenant: TenantId,
  seeded: SeededOffer,
  storied: Set<string> = new Set(),
  actor: Actor = seedActor,
): Promise<number> {
  const plan = chooseOfferPlan(tenant);
  const by: Requester = { kind: 'employer', companyId: seeded.companyId };
  const call = { tenant, actor, correlationId: `seed-${seeded.offerId}` };
  const at = (time: Date): OfferWriteDeps => ({ ...deps, now: () => time });
  let events = await writeBrandStory(deps.store, tenant, seeded, storied);
  const publishedAt = seeded.publishedAt.getTime();

  let offer: LoadedOffer;
  try {
    const created = await startOffer(
      at(new Date(publishedAt - 20 * minute)),
      String(seeded.offer.title),
      ({ slug }) => ({
        type: 'CreateOfferDraft',
        data: { offerId: seeded.offerId, slug, companyId: seeded.companyId, plan, draft: seeded.offer },
      }),
      call,
      seeded.offerId,
    );
    offer = created;
    events += created.events.length;
  } catch (error) {
    if (error instanceof IllegalStateError && error.code === 'offer.already_exists') return 0;
    throw error;
  }
  const next = (outcome: CommandOutcome) => {
    offer = { ...offer, state: outcome.state, version: outcome.version };
    events += outcome.events.length;
  };
  next(
    await runOnOffer(
      at(new Date(publishedAt - 5 * minute)),
      offer,
      { type: 'SubmitOfferDraft', data: { by } },
      call,
    ),
  );
  next(
    await payWithCode(
      at(seeded.publishedAt),
      offer,
      'publish',
      await issuedCode(deps.pool, tenant, 'publish', plan),
      (payment) => ({ type: 'PublishOffer', data: { by, payment } }),
      call,
    ),
  );

  for (const step of seeded.steps) {
    try {
      next(await stepOf(deps, tenant, plan, offer, step, at(step.at), call, by));
    } catch (error) {
      // As for the jobs: a step the plan does not allow (no bumps in it, say) is nothing to do.
      if (!(error instanceof IllegalStateError)) throw error;
    }
  }
  return events;
}

/** The command of a lifecycle step; extensions and refreshes are paid with a code issued for them. */
async function stepOf(
  deps: SeedDeps,
  tenant: TenantId,
  plan: PlanSnapshot,
  offer: LoadedOffer,
  step: LifecycleStep,
  writeDeps: OfferWriteDeps,
  call: { readonly tenant: string; readonly actor: Actor; readonly correlationId: string },
  by: Requester,
): Promise<CommandOutcome> {
  const run = (command: OfferCommand) => runOnOffer(writeDeps, offer, command, call);
  const paid = async (use: CodeUse, command: (payment: Payment) => OfferCommand) =>
    payWithCode(writeDeps, offer, use, await issuedCode(deps.pool, tenant, use, plan), command, call);
  switch (step.kind) {
    case 'bump':
      return run({ type: 'BumpOffer' });
    case 'extend':
      return paid('extend', (payment) => ({ type: 'ExtendOffer', data: { by, payment } }));
    case 'refresh':
      return paid('refresh', (payment) => ({ type: 'RefreshOffer', data: { by, payment } }));
    case 'finish':
      return run({ type: 'FinishRecruitment', data: { by } });
    case 'expire':
      return run({ type: 'ExpireOffer' });
    default: {
      const unknown: never = step;
      return unknown;
    }
  }
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
            actor: seedActor,
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
  deps: SeedDeps,
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
      const appended = await writeSeededOffer(deps, options.tenant, next.value, storied);
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
