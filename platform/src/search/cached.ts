import type { TenantId } from '@tablica/domain/tenants';
import type {
  CategoryCounts,
  ClustersRequest,
  ClustersResult,
  MarkersRequest,
  MarkersResult,
  SearchDocument,
  SearchIndex,
  SearchRequest,
  SearchResult,
  SearchScope,
  SuggestRequest,
  Suggestions,
} from './port';

export interface CachedSearchIndexOptions {
  /** How long an answer is reused, and the step `now` is rounded down to. Spec §9: lists are stale after 5 s. */
  readonly ttlMs?: number;
  /** Answers kept at most (the oldest go first). */
  readonly maxEntries?: number;
  readonly clock?: () => number;
  /** Stale answers recomputed at the same time, at most (default 1). */
  readonly refreshConcurrency?: number;
  /**
   * Told of every question (metrics: the hit ratio): answered from a fresh answer (or one being
   * computed for an equal question), from a stale one while it is refreshed, or asked of the index.
   */
  readonly onLookup?: (method: string, outcome: CacheOutcome) => void;
}

export type CacheOutcome = 'fresh' | 'stale' | 'miss';

interface Entry {
  /** The `now` step the answer was asked for. */
  readonly step: number;
  /** Until when (by the clock) the answer is fresh. */
  readonly until: number;
  readonly answer: Promise<unknown>;
  settled: boolean;
  refreshing: boolean;
}

/**
 * Reuses answers of a `SearchIndex` for a few seconds: counts, category counts and a country-wide map
 * read every offer, and many candidates ask the same questions (the board's first page, the live
 * count, the map of Poland). `now` is rounded down to the TTL, so equal questions share one answer
 * and an offer may stay listed up to one TTL past its expiry. Concurrent equal questions wait for
 * one query.
 *
 * Stale while revalidate: once an answer's TTL has passed (or `now` moved on by one step), the next
 * question still gets it at once while one refresh runs behind it, so no candidate waits for a
 * recomputation the cache could have hidden; an answer more than one TTL past is asked afresh. This
 * process's own writes drop every answer (the board shows its changes at once, and a refresh started
 * before the write is not kept); other processes' writes show within two TTLs.
 */
export class CachedSearchIndex implements SearchIndex {
  readonly kind: SearchIndex['kind'];
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly clock: () => number;
  private readonly answers = new Map<string, Entry>();
  private readonly refreshConcurrency: number;
  private readonly refreshes: (() => Promise<void>)[] = [];
  private refreshesRunning = 0;
  private readonly onLookup: (method: string, outcome: CacheOutcome) => void;

  constructor(
    private readonly inner: SearchIndex,
    options: CachedSearchIndexOptions = {},
  ) {
    this.kind = inner.kind;
    this.ttlMs = options.ttlMs ?? 5_000;
    this.maxEntries = options.maxEntries ?? 5_000;
    this.clock = options.clock ?? Date.now;
    this.refreshConcurrency = options.refreshConcurrency ?? 1;
    this.onLookup = options.onLookup ?? (() => undefined);
  }

  private cached<Request extends { readonly now: Date }, Answer>(
    method: string,
    request: Request,
    ask: (request: Request) => Promise<Answer>,
  ): Promise<Answer> {
    const step = Math.floor(request.now.getTime() / this.ttlMs) * this.ttlMs;
    const key = `${method}:${JSON.stringify({ ...request, now: null })}`;
    const time = this.clock();
    const known = this.answers.get(key);
    if (known) {
      if (known.step === step && known.until > time) {
        this.onLookup(method, 'fresh');
        return known.answer as Promise<Answer>;
      }
      const servable =
        known.settled &&
        step >= known.step &&
        step - known.step <= this.ttlMs &&
        time < known.until + this.ttlMs;
      if (servable) {
        if (!known.refreshing) {
          known.refreshing = true;
          this.inBackground(async () => {
            // Not when a write dropped the answer meanwhile: the refresh would predate it.
            if (this.answers.get(key) !== known) return;
            const fresh = ask({ ...request, now: new Date(step) });
            try {
              await fresh;
              if (this.answers.get(key) === known) this.remember(key, step, this.clock(), fresh, true);
            } catch {
              known.refreshing = false;
            }
          });
        }
        this.onLookup(method, 'stale');
        return known.answer as Promise<Answer>;
      }
    }
    this.onLookup(method, 'miss');
    const answer = ask({ ...request, now: new Date(step) });
    const entry = this.remember(key, step, time, answer, false);
    answer.then(
      () => (entry.settled = true),
      // A failed question is asked again next time.
      () => {
        if (this.answers.get(key) === entry) this.answers.delete(key);
      },
    );
    return answer;
  }

  /**
   * Refreshes run `refreshConcurrency` at a time: when a step ends every popular answer goes stale at
   * once, and recomputing them all together would take the cores from the requests being served.
   */
  private inBackground(task: () => Promise<void>): void {
    this.refreshes.push(task);
    this.drain();
  }

  private drain(): void {
    while (this.refreshesRunning < this.refreshConcurrency && this.refreshes.length > 0) {
      const next = this.refreshes.shift()!;
      this.refreshesRunning++;
      void next().finally(() => {
        this.refreshesRunning--;
        this.drain();
      });
    }
  }

  private remember(key: string, step: number, time: number, answer: Promise<unknown>, settled: boolean) {
    const entry: Entry = { step, until: time + this.ttlMs, answer, settled, refreshing: false };
    this.answers.delete(key);
    this.answers.set(key, entry);
    while (this.answers.size > this.maxEntries) {
      const oldest = this.answers.keys().next().value;
      if (oldest === undefined) break;
      this.answers.delete(oldest);
    }
    return entry;
  }

  async upsert(documents: readonly SearchDocument[]): Promise<void> {
    try {
      await this.inner.upsert(documents);
    } finally {
      this.answers.clear();
    }
  }

  async remove(tenant: TenantId, offerIds: readonly string[], streamVersion?: number): Promise<void> {
    try {
      await this.inner.remove(tenant, offerIds, streamVersion);
    } finally {
      this.answers.clear();
    }
  }

  search(request: SearchRequest): Promise<SearchResult> {
    return this.cached('search', request, (rounded) => this.inner.search(rounded));
  }

  count(scope: SearchScope): Promise<number> {
    return this.cached('count', scope, (rounded) => this.inner.count(rounded));
  }

  countByCategory(scope: SearchScope): Promise<CategoryCounts> {
    return this.cached('countByCategory', scope, (rounded) => this.inner.countByCategory(rounded));
  }

  suggest(request: SuggestRequest): Promise<Suggestions> {
    return this.cached('suggest', request, (rounded) => this.inner.suggest(rounded));
  }

  clusters(request: ClustersRequest): Promise<ClustersResult> {
    return this.cached('clusters', request, (rounded) => this.inner.clusters(rounded));
  }

  markers(request: MarkersRequest): Promise<MarkersResult> {
    return this.cached('markers', request, (rounded) => this.inner.markers(rounded));
  }

  /** Drops every answer: the index changed (the search-index projection committed a batch). */
  forget(): void {
    this.answers.clear();
  }

  ping(): Promise<void> {
    return this.inner.ping();
  }

  async close(): Promise<void> {
    this.answers.clear();
    await this.inner.close();
  }
}
