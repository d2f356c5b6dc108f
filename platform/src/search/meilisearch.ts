import type { EmploymentTypeKind } from '@tablica/domain/catalogue';
import { defaultListFilters } from '@tablica/domain/listing/filters';
import { defaultExchangeRates, type ExchangeRates } from '@tablica/domain/listing/salary-normalisation';
import type { OfferListItem } from '@tablica/domain/offers/listing';
import type { TenantId } from '@tablica/domain/tenants';
import type { EnqueuedTaskPromise, Index, Meilisearch, Settings } from 'meilisearch';
import { toMarker } from './document';
import { payByKind, planFilters, salaryTop, suggestWords } from './filter-plan';
import {
  cellAt,
  cellBounds,
  cellNumber,
  cellsPerAxis,
  cellId,
  gridZooms,
  inRange,
  maxCellsPerRequest,
  cellRange,
  parseRegion,
  type MapCell,
} from './map-grid';
import { buildMeiliFilter, buildMeiliSort, quote } from './meilisearch-filter';
import {
  minSuggestLength,
  type CategoryCounts,
  type ClustersRequest,
  type ClustersResult,
  type MapCluster,
  type MarkersRequest,
  type MarkersResult,
  type SearchDocument,
  type SearchIndex,
  type SearchRequest,
  type SearchResult,
  type SearchScope,
  type Suggestion,
  type SuggestRequest,
  type Suggestions,
} from './port';
import { distinctWords, skillKey } from './text';

interface MeiliLocation {
  readonly city: string;
  readonly citySlug: string;
  readonly latitude: number;
  readonly longitude: number;
}

/**
 * An offer as the Meilisearch index holds it. A tombstone (a removal with a stream version) keeps
 * only the identity fields: it has no `expiredAtMs`, so no search filter ever finds it.
 */
export interface MeiliOfferDocument {
  /** `${tenant}_${offerId}` (Meilisearch ids allow letters, digits, `-` and `_`). */
  readonly id: string;
  readonly tenant: TenantId;
  readonly offerId: string;
  readonly streamVersion: number;
  readonly removed?: true;
  readonly title?: string;
  readonly companyName?: string;
  readonly skills?: readonly string[];
  readonly skillKeys?: readonly string[];
  /** Folded words (text.ts) of title, company, skills and cities: the keyword filter. */
  readonly keywordTerms?: readonly string[];
  readonly titleTerms?: readonly string[];
  readonly companyTerms?: readonly string[];
  readonly categoryKeys?: readonly string[];
  readonly mainCategoryId?: string;
  readonly experienceLevel?: string;
  readonly workplaceType?: string;
  readonly workingTime?: string;
  readonly employmentKinds?: readonly EmploymentTypeKind[];
  /** Employment types that state pay. */
  readonly salaryKinds?: readonly EmploymentTypeKind[];
  /** Monthly base-currency pay per employment type. */
  readonly pay?: Partial<Record<EmploymentTypeKind, { readonly min: number; readonly max: number }>>;
  /** The salary sorts' keys: no pay sorts last in both directions without relying on missing values. */
  readonly salarySortDesc?: number;
  readonly salarySortAsc?: number;
  readonly remote?: boolean;
  readonly ukraineFriendly?: boolean;
  readonly withSalary?: boolean;
  readonly citySlugs?: readonly string[];
  readonly publishedAtMs?: number;
  readonly newestAtMs?: number;
  readonly expiredAtMs?: number;
  /** The first location (Meilisearch's point field). */
  readonly _geo?: { readonly lat: number; readonly lng: number };
  /** Every location, so `_geoRadius` and `_geoBoundingBox` see a multi-location offer's other places. */
  readonly _geojson?: {
    readonly type: 'Feature';
    readonly geometry: {
      readonly type: 'MultiPoint';
      readonly coordinates: readonly (readonly [number, number])[];
    };
    readonly properties: null;
  };
  /** The map grid's cells (map-grid.ts `cellNumber`) of the locations, per grid zoom: `z0` … `z15`. */
  readonly mapIdx?: Readonly<Record<string, readonly number[]>>;
  readonly locations?: readonly MeiliLocation[];
  readonly applyUrl?: string | null;
  readonly item?: OfferListItem;
}

export function meiliId(tenant: TenantId, offerId: string): string {
  return `${tenant}_${offerId.toLowerCase()}`;
}

/** Far above any monthly pay: offers without pay come last when sorting by salary ascending. */
const noPayAscending = 1e15;

export function toMeiliDocument(document: SearchDocument): MeiliOfferDocument {
  const pay = payByKind(document.employmentTypes);
  const top = salaryTop(document.employmentTypes);
  const [first] = document.locations;
  const cities = [...new Set(document.locations.map((location) => location.city))];
  const mapIdx = Object.fromEntries(
    gridZooms.map((zoom) => [
      `z${zoom}`,
      [
        ...new Set(
          document.locations.map((location) =>
            cellNumber(cellAt(location.latitude, location.longitude, zoom)),
          ),
        ),
      ],
    ]),
  );
  return {
    id: meiliId(document.tenant, document.offerId),
    tenant: document.tenant,
    offerId: document.offerId.toLowerCase(),
    streamVersion: document.streamVersion,
    title: document.title,
    companyName: document.companyName,
    skills: document.skills,
    skillKeys: [...new Set(document.skills.map(skillKey))],
    keywordTerms: distinctWords([document.title, document.companyName, ...document.skills, ...cities]),
    titleTerms: distinctWords([document.title]),
    companyTerms: distinctWords([document.companyName]),
    categoryKeys: document.parentCategoryId
      ? [document.categoryId, document.parentCategoryId]
      : [document.categoryId],
    mainCategoryId: document.parentCategoryId ?? document.categoryId,
    experienceLevel: document.experienceLevel,
    workplaceType: document.workplaceType,
    workingTime: document.workingTime,
    employmentKinds: [...new Set(document.employmentTypes.map((type) => type.type))],
    salaryKinds: Object.keys(pay) as EmploymentTypeKind[],
    pay,
    salarySortDesc: top ?? -1,
    salarySortAsc: top ?? noPayAscending,
    remote: document.remote,
    ukraineFriendly: document.ukraineFriendly,
    withSalary: document.withSalary,
    citySlugs: [...new Set(document.locations.map((location) => location.citySlug))],
    publishedAtMs: Date.parse(document.publishedAt),
    newestAtMs: Date.parse(document.newestAt),
    expiredAtMs: Date.parse(document.expiredAt),
    ...(first
      ? {
          _geo: { lat: first.latitude, lng: first.longitude },
          _geojson: {
            type: 'Feature' as const,
            geometry: {
              type: 'MultiPoint' as const,
              coordinates: document.locations.map(
                (location) => [location.longitude, location.latitude] as const,
              ),
            },
            properties: null,
          },
        }
      : {}),
    mapIdx,
    locations: document.locations,
    applyUrl: document.applyUrl,
    item: document.item,
  };
}

/**
 * The index settings. Filter attributes only filter, except the three suggestion sources, which also
 * answer facet searches; nothing is searched with `q` (see meilisearch-filter.ts).
 */
export const meiliSettings: Settings = {
  searchableAttributes: ['title'],
  filterableAttributes: [
    {
      attributePatterns: ['title', 'companyName', 'skills'],
      features: { facetSearch: true, filter: { equality: true, comparison: false } },
    },
    {
      attributePatterns: [
        'id',
        'tenant',
        'offerId',
        'keywordTerms',
        'titleTerms',
        'companyTerms',
        'skillKeys',
        'categoryKeys',
        'mainCategoryId',
        'experienceLevel',
        'workplaceType',
        'workingTime',
        'employmentKinds',
        'salaryKinds',
        'remote',
        'ukraineFriendly',
        'withSalary',
        'citySlugs',
      ],
      features: { facetSearch: false, filter: { equality: true, comparison: false } },
    },
    {
      attributePatterns: ['expiredAtMs', 'newestAtMs', 'pay.*', 'mapIdx.*'],
      features: { facetSearch: false, filter: { equality: true, comparison: true } },
    },
    '_geo',
    '_geojson',
  ],
  sortableAttributes: ['publishedAtMs', 'newestAtMs', 'salarySortAsc', 'salarySortDesc', 'offerId'],
  rankingRules: ['sort', 'words', 'typo', 'proximity', 'attribute', 'exactness'],
  // Category and map-cell facets must be complete: a viewport has at most `maxCellsPerRequest` cells.
  faceting: { maxValuesPerFacet: maxCellsPerRequest + 1000, sortFacetValuesBy: { '*': 'count' } },
  // The list pages by offset through every offer, not only the first thousand.
  pagination: { maxTotalHits: 1_000_000 },
  facetSearch: true,
};

export interface MeilisearchIndexOptions {
  readonly url: string;
  readonly apiKey?: string;
  /** One index holds every tenant's offers. */
  readonly indexUid?: string;
  /** The rates `toSearchDocument` normalised the documents with: the salary filter converts with them. */
  readonly rates?: ExchangeRates;
  /** Documents per indexing task. */
  readonly batchSize?: number;
  /** How long a write waits for Meilisearch to apply it. */
  readonly taskTimeoutMs?: number;
  /** Documents sampled per cluster for its position (exact for clusters up to this size). */
  readonly clusterSample?: number;
}

/** Connects, creates the index when missing and applies `meiliSettings`. */
export async function createMeilisearchIndex(
  options: MeilisearchIndexOptions,
): Promise<MeilisearchSearchIndex> {
  // Loaded only when configured: the default PostgreSQL search never needs the client.
  const { Meilisearch: Client } = await import('meilisearch');
  const client = new Client({ host: options.url, ...(options.apiKey ? { apiKey: options.apiKey } : {}) });
  const index = new MeilisearchSearchIndex(client, options);
  await index.configure();
  return index;
}

type Hit = Pick<MeiliOfferDocument, 'offerId' | 'item' | 'applyUrl' | 'locations'>;

/**
 * The Meilisearch adapter (production option). Writes are batched and guarded by stream version: the
 * stored versions of a batch are read first and only newer documents are sent; this read-then-write
 * relies on one writer per index (the projection runner is single-active). Every write waits for its
 * task, so a resolved `upsert` is visible to searches.
 */
export class MeilisearchSearchIndex implements SearchIndex {
  readonly kind = 'meilisearch';
  readonly indexUid: string;
  private readonly index: Index<MeiliOfferDocument>;
  private readonly rates: ExchangeRates;
  private readonly batchSize: number;
  private readonly taskTimeoutMs: number;
  private readonly clusterSample: number;

  constructor(
    private readonly client: Meilisearch,
    options: Omit<MeilisearchIndexOptions, 'url' | 'apiKey'> = {},
  ) {
    this.indexUid = options.indexUid ?? 'offers';
    this.index = client.index<MeiliOfferDocument>(this.indexUid);
    this.rates = options.rates ?? defaultExchangeRates;
    this.batchSize = options.batchSize ?? 1000;
    this.taskTimeoutMs = options.taskTimeoutMs ?? 60_000;
    this.clusterSample = options.clusterSample ?? 20;
  }

  private async settle(task: EnqueuedTaskPromise, tolerated?: string): Promise<void> {
    const done = await task.waitTask({ timeout: this.taskTimeoutMs });
    if (done.status === 'succeeded') return;
    if (tolerated && done.error?.code === tolerated) return;
    throw new Error(
      `Meilisearch task ${done.uid} ${done.status}: ${done.error?.message ?? 'no error given'}`,
    );
  }

  async configure(): Promise<void> {
    await this.settle(this.client.createIndex(this.indexUid, { primaryKey: 'id' }), 'index_already_exists');
    await this.settle(this.index.updateSettings(meiliSettings));
  }

  /** The stored stream versions of these documents (tombstones included). */
  private async storedVersions(ids: readonly string[]): Promise<Map<string, number>> {
    if (ids.length === 0) return new Map();
    const stored = await this.index.getDocuments<Pick<MeiliOfferDocument, 'id' | 'streamVersion'>>({
      filter: `id IN [${ids.map(quote).join(', ')}]`,
      fields: ['id', 'streamVersion'],
      limit: ids.length,
    });
    return new Map(stored.results.map((document) => [document.id, document.streamVersion]));
  }

  async upsert(documents: readonly SearchDocument[]): Promise<void> {
    const newest = new Map<string, SearchDocument>();
    for (const document of documents) {
      const id = meiliId(document.tenant, document.offerId);
      const known = newest.get(id);
      if (!known || known.streamVersion < document.streamVersion) newest.set(id, document);
    }
    const batch = [...newest.entries()];
    for (let start = 0; start < batch.length; start += this.batchSize) {
      const chunk = batch.slice(start, start + this.batchSize);
      const stored = await this.storedVersions(chunk.map(([id]) => id));
      const newer = chunk
        .filter(([id, document]) => (stored.get(id) ?? 0) < document.streamVersion)
        .map(([, document]) => toMeiliDocument(document));
      if (newer.length > 0) await this.settle(this.index.addDocuments(newer));
    }
  }

  async remove(tenant: TenantId, offerIds: readonly string[], streamVersion?: number): Promise<void> {
    const ids = [...new Set(offerIds.map((offerId) => meiliId(tenant, offerId)))].filter((id) =>
      /^[A-Za-z0-9_-]{1,511}$/.test(id),
    );
    for (let start = 0; start < ids.length; start += this.batchSize) {
      const chunk = ids.slice(start, start + this.batchSize);
      if (streamVersion === undefined) {
        await this.settle(this.index.deleteDocuments(chunk));
        continue;
      }
      const stored = await this.storedVersions(chunk);
      const tombstones = chunk
        .filter((id) => (stored.get(id) ?? 0) < streamVersion)
        .map((id): MeiliOfferDocument => ({
          id,
          tenant,
          offerId: id.slice(tenant.length + 1),
          streamVersion,
          removed: true,
        }));
      if (tombstones.length > 0) await this.settle(this.index.addDocuments(tombstones));
    }
  }

  private filter(scope: SearchScope): string {
    return buildMeiliFilter(scope, this.rates);
  }

  /** Exhaustive hit counts (offset/limit searches only estimate them). */
  private async countFilter(filter: string): Promise<number> {
    const result = await this.index.search(null, { filter, hitsPerPage: 0, page: 1 });
    return result.totalHits ?? 0;
  }

  async search(request: SearchRequest): Promise<SearchResult> {
    const filter = this.filter(request);
    const plan = planFilters(request.tenant, request.filters, this.rates);
    const [page, total] = await Promise.all([
      this.index.search<Hit>(null, {
        filter,
        sort: buildMeiliSort(plan),
        offset: Math.max(0, Math.floor(request.from)),
        limit: Math.max(0, Math.floor(request.itemsCount)),
        attributesToRetrieve: ['item'],
      }),
      this.countFilter(filter),
    ]);
    return { items: page.hits.map((hit) => hit.item).filter((item): item is OfferListItem => !!item), total };
  }

  count(scope: SearchScope): Promise<number> {
    return this.countFilter(this.filter(scope));
  }

  async countByCategory(scope: SearchScope): Promise<CategoryCounts> {
    const result = await this.index.search(null, {
      filter: this.filter(scope),
      facets: ['categoryKeys'],
      hitsPerPage: 0,
      page: 1,
    });
    const counts = result.facetDistribution?.['categoryKeys'] ?? {};
    return Object.fromEntries(
      Object.entries(counts)
        .filter(([, count]) => count > 0)
        .sort(([a], [b]) => (a < b ? -1 : 1)),
    );
  }

  async suggest(request: SuggestRequest): Promise<Suggestions> {
    const words = suggestWords(request.text, minSuggestLength);
    const limit = Math.max(0, Math.floor(request.limit));
    if (!words || limit === 0) return { titles: [], companies: [], skills: [] };
    const filter = this.filter({
      tenant: request.tenant,
      filters: request.filters ?? defaultListFilters,
      now: request.now,
    });
    const facet = async (facetName: string): Promise<Suggestion[]> => {
      const result = await this.index.searchForFacetValues({
        facetName,
        facetQuery: words.join(' '),
        filter,
        exhaustiveFacetCount: true,
      });
      return result.facetHits
        .map((hit) => ({ title: hit.value, count: hit.count }))
        .sort((a, b) => b.count - a.count || (a.title < b.title ? -1 : a.title > b.title ? 1 : 0))
        .slice(0, limit);
    };
    const [titles, companies, skills] = await Promise.all([
      facet('title'),
      facet('companyName'),
      facet('skills'),
    ]);
    return { titles, companies, skills };
  }

  async clusters(request: ClustersRequest): Promise<ClustersResult> {
    const range = cellRange(request.envelope, request.zoom);
    const cells = cellsPerAxis(range.zoom);
    const attribute = `mapIdx.z${range.zoom}`;
    const filter = this.filter(request);
    // The cells' box, a hair larger: every location of an in-range cell is inside; locations of other
    // cells that slip in are dropped below by their cell number.
    const margin = 1e-9;
    const boxes = range.xs.map((span) => {
      const north = cellBounds({ zoom: range.zoom, x: span.from, y: range.yFrom });
      const south = cellBounds({ zoom: range.zoom, x: span.to, y: range.yTo });
      return `_geoBoundingBox([${Math.min(90, north.neLat + margin)}, ${Math.min(180, south.neLon + margin)}], [${Math.max(-90, south.swLat - margin)}, ${Math.max(-180, north.swLon - margin)}])`;
    });
    const counted = await this.index.search(null, {
      filter: `${filter} AND (${boxes.join(' OR ')})`,
      facets: [attribute],
      hitsPerPage: 0,
      page: 1,
    });
    const distribution = counted.facetDistribution?.[attribute] ?? {};
    const found = Object.entries(distribution)
      .map(([value, count]) => {
        const number = Number(value);
        const cell: MapCell = { zoom: range.zoom, x: number % cells, y: Math.floor(number / cells) };
        return { number, cell, count };
      })
      .filter(({ cell, count }) => count > 0 && inRange(cell, range))
      .sort((a, b) => a.cell.y - b.cell.y || a.cell.x - b.cell.x);
    if (found.length === 0) return { gridZoom: range.zoom, clusters: [] };

    const samples = await this.client.multiSearch({
      queries: found.map(({ number }) => ({
        indexUid: this.indexUid,
        filter: `${filter} AND ${attribute} = ${number}`,
        facets: ['mainCategoryId'],
        limit: this.clusterSample,
        attributesToRetrieve: ['locations'],
      })),
    });
    const clusters = found.map(({ cell, count }, position): MapCluster => {
      const sample = samples.results[position];
      const points = (sample?.hits ?? [])
        .flatMap((hit) => (hit as Hit).locations ?? [])
        .filter(
          (location) => cellId(cellAt(location.latitude, location.longitude, cell.zoom)) === cellId(cell),
        );
      const categories = Object.entries(sample?.facetDistribution?.['mainCategoryId'] ?? {}).filter(
        ([, categoryCount]) => categoryCount > 0,
      );
      const id = cellId(cell);
      return {
        id,
        region: id,
        count,
        latitude: points.reduce((sum, point) => sum + point.latitude, 0) / Math.max(1, points.length),
        longitude: points.reduce((sum, point) => sum + point.longitude, 0) / Math.max(1, points.length),
        categoryId: categories.length === 1 ? (categories[0]?.[0] ?? null) : null,
      };
    });
    return { gridZoom: range.zoom, clusters };
  }

  async markers(request: MarkersRequest): Promise<MarkersResult> {
    const cell = parseRegion(request.region);
    if (!cell) return { items: [], total: 0 };
    const filter = `${this.filter(request)} AND mapIdx.z${cell.zoom} = ${cellNumber(cell)}`;
    const plan = planFilters(request.tenant, request.filters, this.rates);
    const perPage = Math.max(0, Math.floor(request.perPage));
    const [page, total] = await Promise.all([
      this.index.search<Hit>(null, {
        filter,
        sort: buildMeiliSort(plan),
        offset: Math.max(0, Math.floor(request.page) - 1) * perPage,
        limit: perPage,
        attributesToRetrieve: ['offerId', 'item', 'applyUrl', 'locations'],
      }),
      this.countFilter(filter),
    ]);
    const items = page.hits.flatMap((hit) => {
      const here = (hit.locations ?? []).find(
        (location) => cellId(cellAt(location.latitude, location.longitude, cell.zoom)) === cellId(cell),
      );
      return hit.item && here ? [toMarker(hit.offerId, hit.item, hit.applyUrl ?? null, here)] : [];
    });
    return { items, total };
  }

  async ping(): Promise<void> {
    await this.client.health();
    await this.index.getStats();
  }

  async close(): Promise<void> {
    // The client holds no connection of its own (plain fetch).
  }

  /** Drops the index (tests). */
  async drop(): Promise<void> {
    await this.settle(this.client.deleteIndex(this.indexUid), 'index_not_found');
  }
}
