import { jobAlertFrequencies, type JobAlertFrequency } from '@tablica/domain/job-alerts/job-alert';
import { filtersToUrl } from '@tablica/domain/listing/url-codec';
import { tenantConfig } from '@tablica/domain/tenant-config/tenant-config';
import { ConcurrencyError } from '@tablica/domain/errors';
import { isTenantId, type TenantId } from '@tablica/domain/tenants';
import type { EventStore } from '@tablica/platform/event-store/port';
import { unsubscribeLinks } from '@tablica/platform/job-alerts/links';
import { jobAlertDigestMail, mailLocaleOf } from '@tablica/platform/job-alerts/mails';
import type { JobAlertState } from '@tablica/domain/job-alerts/job-alert';
import type { OfferListItem } from '@tablica/domain/offers/listing';
import { readJobAlertStream, sendJobAlertCommand } from '@tablica/platform/job-alerts/write-path';
import type { Mailer } from '@tablica/platform/mail/port';
import type { Logger } from '@tablica/platform/observability/logger';
import type { Pool } from '@tablica/platform/postgres/pool';
import { activeCheckpoint } from '@tablica/platform/projections/read-models';
import { jobIdFor, jobKind, type JobQueue } from '@tablica/platform/queue/queue';
import { candidatesFor, matchesPlan, newestFirst } from '@tablica/platform/search/filter-match';
import { planFilters } from '@tablica/platform/search/filter-plan';
import { jobAlertsProjection } from './apply';
import { newOffersOnce, type NewOffers } from './new-offers';
import { activeAlerts } from './queries';
import { digestIdOf, latestDigestSlot } from './schedule';

/**
 * E-mail digests of saved searches, on pg-boss. Every minute the scheduler names the latest slot of
 * each frequency (08:00 Warsaw time, `schedule.ts`) and sends one slot job per slot (its id derived from
 * the slot, so it is sent once however often and from however many processes). The slot job sends the
 * active alerts of that frequency as digest batch jobs of `digestBatchAlerts` alerts each (id derived
 * from the slot and the batch's alerts): a job per alert cost more in pg-boss's fetch and settle than
 * the digest itself. Each alert's digest mails the offers that first appeared since its last digest (or
 * its activation) up to the slot and match its filters, and records them on the alert's stream
 * (`JobAlertDigestSent`), so the next window starts where this one ended and no offer comes twice.
 * Nothing new: no mail. The window's new offers are read once per slot and process (`newOffersOnce`)
 * and each alert's filters are matched against them in memory (`matchesPlan`: the filters as both
 * search adapters apply them, over the window's offers of the alert's category only) — not a search
 * per alert (docs/decisions.md, "Digests at scale"). A batch whose digests failed in part is retried
 * whole: the digests done already end at once (`done-already`).
 *
 * Idempotent per (alert, slot): the send is claimed in `job_alert_digest_sends` before the mail goes to
 * SMTP. A job that died after the SMTP server took the mail but before it was recorded finds the claim
 * and only records it: never twice (at most once for that one uncertain moment). An SMTP refusal marks
 * the claim failed and throws, and pg-boss retries with backoff.
 */
export interface DigestSlotJobData {
  readonly frequency: JobAlertFrequency;
  readonly slot: string;
}
export interface DigestJobData {
  readonly tenant: string;
  readonly jobFilterId: string;
  readonly digestId: string;
  /** The slot: the window's end. */
  readonly until: string;
}

export const digestSlotJob = jobKind<DigestSlotJobData>('job-alert-digest-slot', {
  retryLimit: 5,
  retryBackoff: true,
});
/** A slot's digests for a batch of its alerts. */
export interface DigestBatchJobData {
  readonly digestId: string;
  readonly until: string;
  readonly alerts: readonly { readonly tenant: string; readonly jobFilterId: string }[];
}
export const digestBatchJob = jobKind<DigestBatchJobData>('job-alert-digest-batch', {
  retryLimit: 8,
  retryDelay: 30,
  retryBackoff: true,
});
/** The queue of the job per alert that the batches replaced (retired when the digests start). */
const retiredDigestQueue = 'job-alert-digest';

/** Alerts per digest batch job. */
export const digestBatchAlerts = 50;

/** Offers a digest shows; more are counted and linked to. */
export const digestOfferLimit = 50;

export interface DigestDeps {
  readonly store: EventStore;
  readonly pool: Pool;
  readonly mailer: Mailer;
  /** The board's origin per brand (PUBLIC_URL). */
  readonly originFor: (tenant: string) => string;
  /** The key job-alert codes are signed with (the unsubscribe links). */
  readonly codeKey: Buffer;
  readonly now: () => Date;
  /**
   * Tests: runs after the SMTP server accepted the mail and before anything records it (a throw here is
   * a crash at the worst moment).
   */
  readonly afterSend?: () => void;
}

export type DigestOutcome =
  'not-active' | 'done-already' | 'nothing-new' | 'claimed-elsewhere' | 'recorded-earlier-send' | 'sent';

const systemActor = { kind: 'system', id: 'job-alert-digests' } as const;

/**
 * Records the digest on the alert's stream, at the version the digest read (`read`); a write in
 * between (the candidate changed the alert meanwhile) reads the stream again and decides anew.
 */
async function record(
  deps: DigestDeps,
  data: DigestJobData,
  from: string,
  offerIds: readonly string[],
  read: { readonly state: JobAlertState; readonly version: number },
) {
  const send = (known?: typeof read) =>
    sendJobAlertCommand(
      deps.store,
      data.jobFilterId,
      { type: 'RecordJobAlertDigest', data: { digestId: data.digestId, from, until: data.until, offerIds } },
      { tenant: data.tenant, actor: systemActor, at: deps.now() },
      known,
    );
  await send(read).catch((error: unknown) => {
    if (error instanceof ConcurrencyError) return send();
    throw error;
  });
}

/** A send claimed for (alert, slot): `job_alert_digest_sends`. */
interface Claim {
  readonly state: string;
  readonly offer_ids: string[];
}

/** The claims of a slot's digests for these alerts, by alert, in one query. */
async function claimsOf(pool: Pool, digestId: string, jobFilterIds: readonly string[]) {
  const found = await pool.query<Claim & { job_filter_id: string }>(
    `SELECT job_filter_id::text, state, offer_ids FROM job_alert_digest_sends
      WHERE digest_id = $1 AND job_filter_id = ANY($2::uuid[])`,
    [digestId, jobFilterIds],
  );
  return new Map(found.rows.map((row) => [row.job_filter_id, row]));
}

/** A digest with offers to mail, as its alert was read. */
interface PendingDigest {
  readonly data: DigestJobData;
  readonly tenant: TenantId;
  readonly read: { readonly state: JobAlertState; readonly version: number };
  readonly alert: NonNullable<Extract<JobAlertState, { exists: true }>['alert']>;
  readonly from: string;
  readonly listed: readonly OfferListItem[];
  readonly total: number;
}
const offerIdsOf = (digest: PendingDigest) => digest.listed.map((item) => item.guid);

/**
 * Reads one alert and decides its digest for the slot: an outcome at once (not active, done already,
 * nothing new; an earlier send found claimed is recorded here), or the offers to mail.
 */
async function prepareDigest(
  deps: DigestDeps & { readonly newOffers: NewOffers },
  data: DigestJobData,
  claims: ReadonlyMap<string, Claim>,
): Promise<DigestOutcome | PendingDigest> {
  const read = await readJobAlertStream(deps.store, data.tenant, data.jobFilterId);
  const { state } = read;
  if (!state.exists || state.deleted || state.alert?.status !== 'active' || !isTenantId(data.tenant))
    return 'not-active';
  const alert = state.alert;
  if (
    alert.lastDigestId === data.digestId ||
    (alert.digestedUntil !== null && alert.digestedUntil >= data.until)
  )
    return 'done-already';
  const from = alert.digestedUntil ?? alert.activatedAt ?? data.until;
  if (from >= data.until) return 'nothing-new';

  const earlier = claims.get(data.jobFilterId);
  if (earlier && earlier.state !== 'failed') {
    await record(deps, data, from, earlier.offer_ids, read);
    return 'recorded-earlier-send';
  }

  const now = deps.now();
  const window = { after: new Date(from), until: new Date(data.until) };
  const tenant = data.tenant as TenantId;
  const offers = await deps.newOffers.between(tenant, window.after, window.until, now);
  const plan = planFilters(tenant, state.filters);
  const found = candidatesFor(plan, offers)
    .filter((offer) => matchesPlan(plan, offer, { tenant, now, appeared: window }))
    .sort(newestFirst);
  if (found.length === 0) return 'nothing-new';
  const listed = found.slice(0, digestOfferLimit).map((offer) => offer.document.item);
  return { data, tenant, read, alert, from, listed, total: found.length };
}

/**
 * Claims the sends of a slot's digests in one statement; resolves with the alerts claimed here (a
 * claim left `failed` by an SMTP refusal is taken again; any other belongs to an earlier or parallel run).
 */
async function claimSends(pool: Pool, digests: readonly PendingDigest[], at: Date): Promise<Set<string>> {
  if (digests.length === 0) return new Set();
  const claimed = await pool.query<{ job_filter_id: string }>(
    `INSERT INTO job_alert_digest_sends (job_filter_id, digest_id, tenant, state, offer_ids, claimed_at)
     SELECT r.job_filter_id, r.digest_id, r.tenant, 'sending',
            ARRAY(SELECT jsonb_array_elements_text(r.offer_ids)), $2
       FROM jsonb_to_recordset($1::jsonb) AS r(job_filter_id uuid, digest_id text, tenant text, offer_ids jsonb)
     ON CONFLICT (job_filter_id, digest_id) DO UPDATE
       SET state = 'sending', offer_ids = excluded.offer_ids, claimed_at = excluded.claimed_at
       WHERE job_alert_digest_sends.state = 'failed'
     RETURNING job_filter_id::text`,
    [
      JSON.stringify(
        digests.map((digest) => ({
          job_filter_id: digest.data.jobFilterId,
          digest_id: digest.data.digestId,
          tenant: digest.data.tenant,
          offer_ids: offerIdsOf(digest),
        })),
      ),
      at,
    ],
  );
  return new Set(claimed.rows.map((row) => row.job_filter_id));
}

/** Hands one digest's mail to SMTP; a refusal marks its claim failed (a retry may send again). */
async function mailDigest(deps: DigestDeps, digest: PendingDigest): Promise<string> {
  const { data, read, alert } = digest;
  const { state } = read;
  if (!state.exists) throw new Error('a digest of an alert that does not exist');
  const origin = deps.originFor(data.tenant);
  const locale = mailLocaleOf(alert.language);
  const address = { tenant: data.tenant, candidateId: state.candidateId, jobFilterId: state.jobFilterId };
  const unsubscribe = unsubscribeLinks(origin, deps.codeKey, address, deps.now(), locale);
  try {
    const { messageId } = await deps.mailer.send(
      jobAlertDigestMail({
        to: alert.email,
        language: alert.language,
        name: state.name,
        origin,
        offers: digest.listed,
        total: digest.total,
        searchLink: `${origin}${filtersToUrl(state.filters, tenantConfig(digest.tenant), locale)}`,
        unsubscribeLink: unsubscribe.link,
        oneClickUnsubscribe: unsubscribe.oneClick,
      }),
    );
    return messageId;
  } catch (error) {
    await deps.pool.query(
      `UPDATE job_alert_digest_sends SET state = 'failed' WHERE job_filter_id = $1 AND digest_id = $2`,
      [data.jobFilterId, data.digestId],
    );
    throw error;
  }
}

/** Marks the sends SMTP took, with their message ids, in one statement. */
async function markSent(pool: Pool, sent: readonly { digest: PendingDigest; messageId: string }[]) {
  if (sent.length === 0) return;
  await pool.query(
    `UPDATE job_alert_digest_sends s SET state = 'sent', message_id = r.message_id
       FROM jsonb_to_recordset($1::jsonb) AS r(job_filter_id uuid, digest_id text, message_id text)
      WHERE s.job_filter_id = r.job_filter_id AND s.digest_id = r.digest_id`,
    [
      JSON.stringify(
        sent.map(({ digest, messageId }) => ({
          job_filter_id: digest.data.jobFilterId,
          digest_id: digest.data.digestId,
          message_id: messageId,
        })),
      ),
    ],
  );
}

/** Runs `work` over `items`, `parallel` at a time; the failures, after every item has run. */
async function inLanes<T>(items: readonly T[], parallel: number, work: (item: T) => Promise<void>) {
  const failures: unknown[] = [];
  let next = 0;
  const lane = async () => {
    for (let i = next++; i < items.length; i = next++)
      await work(items[i]!).catch((error: unknown) => {
        failures.push(error);
      });
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(parallel, items.length)) }, lane));
  return failures;
}

/**
 * Digests of one slot for some alerts, `parallel` at a time, in phases so that each costs the database
 * one statement for all of them rather than one per digest: the claims read, each alert read and its
 * offers matched, the sends claimed, the mails handed to SMTP, the sends marked, each digest recorded on
 * its stream. Resolves with each alert's outcome, or its error (the others run on).
 */
async function runDigests(
  deps: DigestDeps & { readonly newOffers: NewOffers },
  alerts: readonly DigestJobData[],
  parallel: number,
): Promise<{ outcomes: Map<DigestJobData, DigestOutcome>; failures: unknown[] }> {
  const outcomes = new Map<DigestJobData, DigestOutcome>();
  const digestIds = [...new Set(alerts.map((alert) => alert.digestId))];
  const claims = new Map<string, Claim>();
  for (const digestId of digestIds) {
    const ids = alerts.filter((alert) => alert.digestId === digestId).map((alert) => alert.jobFilterId);
    for (const [id, claim] of await claimsOf(deps.pool, digestId, ids)) claims.set(id, claim);
  }
  const pending: PendingDigest[] = [];
  const failures = await inLanes(alerts, parallel, async (data) => {
    const prepared = await prepareDigest(deps, data, claims);
    if (typeof prepared === 'string') outcomes.set(data, prepared);
    else pending.push(prepared);
  });
  const claimed = await claimSends(deps.pool, pending, deps.now());
  const sent: { digest: PendingDigest; messageId: string }[] = [];
  for (const digest of pending)
    if (!claimed.has(digest.data.jobFilterId)) outcomes.set(digest.data, 'claimed-elsewhere');
  failures.push(
    ...(await inLanes(
      pending.filter((digest) => claimed.has(digest.data.jobFilterId)),
      parallel,
      async (digest) => {
        const messageId = await mailDigest(deps, digest);
        deps.afterSend?.();
        sent.push({ digest, messageId });
      },
    )),
  );
  if (sent.length === 0) return { outcomes, failures };
  await markSent(deps.pool, sent);
  failures.push(
    ...(await inLanes(sent, parallel, async ({ digest }) => {
      await record(deps, digest.data, digest.from, offerIdsOf(digest), digest.read);
      outcomes.set(digest.data, 'sent');
    })),
  );
  return { outcomes, failures };
}

/** One alert's digest for one slot (operators and tests; the batch job runs many at once). */
export async function runDigest(
  deps: DigestDeps & { readonly newOffers: NewOffers },
  data: DigestJobData,
): Promise<DigestOutcome> {
  const { outcomes, failures } = await runDigests(deps, [data], 1);
  if (failures.length > 0) throw failures[0];
  return outcomes.get(data)!;
}

/**
 * One batch's digests, `parallel` at a time; resolves with how many ended each way. Any failure fails
 * the batch after the others have run, so pg-boss retries it with backoff (the digests done end at once).
 */
export async function runDigestBatch(
  deps: DigestDeps & { readonly newOffers: NewOffers },
  data: DigestBatchJobData,
  parallel: number,
): Promise<Partial<Record<DigestOutcome, number>>> {
  const alerts = data.alerts.map(({ tenant, jobFilterId }) => ({
    tenant,
    jobFilterId,
    digestId: data.digestId,
    until: data.until,
  }));
  const { outcomes, failures } = await runDigests(deps, alerts, parallel);
  if (failures.length > 0)
    throw new AggregateError(failures, `${failures.length} of ${data.alerts.length} digests failed`);
  const counted: Partial<Record<DigestOutcome, number>> = {};
  for (const outcome of outcomes.values()) counted[outcome] = (counted[outcome] ?? 0) + 1;
  return counted;
}

const pageSize = 1000;

/**
 * Sends the digest batch jobs of every active alert of the slot's frequency; resolves with how many
 * were new. A batch's id is derived from the slot and its alerts, so a retried slot job sends none twice.
 */
export async function fanOutSlot(queue: JobQueue, pool: Pool, data: DigestSlotJobData): Promise<number> {
  const digestId = digestIdOf(data.frequency, new Date(data.slot));
  let created = 0;
  let after: string | null = null;
  for (;;) {
    const alerts = await activeAlerts(pool, data.frequency, after, pageSize);
    if (alerts.length === 0) break;
    const batches = [];
    for (let start = 0; start < alerts.length; start += digestBatchAlerts) {
      const batch = alerts.slice(start, start + digestBatchAlerts);
      const ids = batch.map((alert) => alert.jobFilterId).join(',');
      batches.push({
        id: jobIdFor(`job-alert-digest-batch:${digestId}:${ids}`),
        data: { digestId, until: data.slot, alerts: batch },
      });
    }
    created += (await queue.send(digestBatchJob, batches)).length;
    if (alerts.length < pageSize) break;
    after = alerts[alerts.length - 1]!.jobFilterId;
  }
  return created;
}

export interface JobAlertDigests {
  /** Sends the slot jobs of the latest slots (done every minute); resolves with how many were new. */
  schedule(): Promise<number>;
  /** Runs one digest job's work here and now (operators and tests; `afterSend` as in `DigestDeps`). */
  run(data: DigestJobData, afterSend?: () => void): Promise<DigestOutcome>;
  stop(): Promise<void>;
}

export async function startJobAlertDigests(
  options: DigestDeps & {
    readonly queue: JobQueue;
    readonly logger?: Logger | undefined;
    /** Default one minute. */
    readonly scheduleEveryMs?: number;
    /**
     * False: only work the queued jobs, never send slot jobs (a worker beside one that schedules; the
     * digest bench sends its own slot). Default true.
     */
    readonly schedule?: boolean;
    readonly pollingIntervalSeconds?: number;
    /** Digest batch jobs at once in this process (default 2). */
    readonly concurrency?: number;
    /** Digests of a batch run side by side (each a few statements and an SMTP hand-over; default 16). */
    readonly parallel?: number;
  },
): Promise<JobAlertDigests> {
  const { queue, pool, logger } = options;
  const log = logger?.child({ component: 'job-alert-digests' });
  await queue.declare(digestSlotJob, digestBatchJob);
  await queue.retire(retiredDigestQueue);
  const deps = { ...options, newOffers: newOffersOnce(pool) };
  const polling = options.pollingIntervalSeconds ?? 2;
  await queue.work(digestSlotJob, { pollingIntervalSeconds: polling }, async (job) => {
    const created = await fanOutSlot(queue, pool, job.data);
    log?.info({ ...job.data, created }, 'job alert digests sent for a slot');
    return { created };
  });
  const parallel = options.parallel ?? 16;
  await queue.work(
    digestBatchJob,
    { pollingIntervalSeconds: polling, concurrency: options.concurrency ?? 2 },
    async (job) => {
      const outcomes = await runDigestBatch(deps, job.data, parallel);
      log?.debug({ digestId: job.data.digestId, outcomes }, 'job alert digest batch done');
      return { outcomes };
    },
  );

  const schedule = async () => {
    // On a first start the schedule can come before the runner has created the read model.
    if (!(await activeCheckpoint(pool, jobAlertsProjection.name))) return 0;
    const now = options.now();
    const slots = jobAlertFrequencies.map((frequency) => {
      const slot = latestDigestSlot(frequency, now);
      return {
        id: jobIdFor(`job-alert-digest-slot:${digestIdOf(frequency, slot)}`),
        data: { frequency, slot: slot.toISOString() },
      };
    });
    return (await queue.send(digestSlotJob, slots)).length;
  };
  const report = (error: unknown) => log?.error({ err: error }, 'job alert digest schedule failed');
  const scheduling = options.schedule ?? true;
  const timer = scheduling
    ? setInterval(() => void schedule().catch(report), options.scheduleEveryMs ?? 60_000)
    : null;
  timer?.unref();
  if (scheduling) await schedule().catch(report);
  return {
    schedule,
    run: (data, afterSend) => runDigest({ ...deps, ...(afterSend ? { afterSend } : {}) }, data),
    async stop() {
      if (timer) clearInterval(timer);
    },
  };
}
