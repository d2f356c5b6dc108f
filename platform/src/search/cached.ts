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
}

/**
 * Reuses answers of a `SearchIndex` for a few seconds: counts, category counts and a country-wide map
 * read every offer, and many candidates ask the same questions (the board's first page, the live
 * count, the map of Poland). `now` is rounded down to the TTL, so equal questions share one answer
 * and an offer may stay listed up to one TTL past its expiry. Concurrent equal questions wait for
 * one query. This process's own writes drop every answer; other processes' writes show within a TTL.
 */
export class CachedSearchIndex implements SearchIndex {
  readonly kind: SearchIndex['kind'];
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly clock: () => number;
  private readonly answers = new Map<string, { readonly until: number; readonly answer: Promise<unknown> }>();

  constructor(
    private readonly inner: SearchIndex,
    options: CachedSearchIndexOptions = {},
  ) {
    this.kind = inner.kind;
    this.ttlMs = options.ttlMs ?? 5_000;
    this.maxEntries = options.maxEntries ?? 5_000;
    this.clock = options.clock ?? Date.now;
  }

  private cached<Request extends { readonly now: Date }, Answer>(
    method: string,
    request: Request,
    ask: (request: Request) => Promise<Answer>,
  ): Promise<Answer> {
    const now = new Date(Math.floor(request.now.getTime() / this.ttlMs) * this.ttlMs);
    const rounded = { ...request, now };
    const key = `${method}:${JSON.stringify(rounded)}`;
    const time = this.clock();
    const known = this.answers.get(key);
    if (known && known.until > time) return known.answer as Promise<Answer>;
    const answer = ask(rounded);
    this.answers.delete(key);
    this.answers.set(key, { until: time + this.ttlMs, answer });
    // A failed question is asked again next time.
    answer.catch(() => {
      if (this.answers.get(key)?.answer === answer) this.answers.delete(key);
    });
    while (this.answers.size > this.maxEntries) {
      const oldest = this.answers.keys().next().value;
      if (oldest === undefined) break;
      this.answers.delete(oldest);
    }
    return answer;
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
