import type {
  Currency,
  EmploymentTypeKind,
  ExperienceLevel,
  SalaryUnit,
  WorkingTime,
  WorkplaceType,
} from '@tablica/domain/catalogue';
import type { ListFilters } from '@tablica/domain/listing/filters';
import type { OfferListItem } from '@tablica/domain/offers/listing';
import type { TenantId } from '@tablica/domain/tenants';

/** One place an offer is at. */
export interface SearchLocation {
  readonly city: string;
  /** `slugify(city)`: what the city filter compares with the tenant config's city slugs. */
  readonly citySlug: string;
  readonly latitude: number;
  readonly longitude: number;
}

/** One employment type of an offer, its pay as a MONTHLY range in the tenant's base currency. */
export interface SearchEmploymentType {
  readonly type: EmploymentTypeKind;
  /** Null (both) when the offer states no pay for this type. */
  readonly monthlyFrom: number | null;
  readonly monthlyTo: number | null;
}

/**
 * A published offer as the search index holds it: one document per offer (all its locations in it),
 * built by `toSearchDocument` (document.ts) from the offer's list item. Everything a filter, a sort,
 * a count, a suggestion or the map needs is here; `item` is served as it is.
 */
export interface SearchDocument {
  readonly tenant: TenantId;
  readonly offerId: string;
  readonly slug: string;
  /** The offer stream's version this document was built from: older ones never replace newer ones. */
  readonly streamVersion: number;
  readonly title: string;
  readonly companyName: string;
  /** Required then optional skill names, as the employer wrote them. */
  readonly skills: readonly string[];
  /** The category the offer is filed under: its subcategory when it has one, else its main category. */
  readonly categoryId: string;
  /** The main category when `categoryId` is a subcategory, else null. */
  readonly parentCategoryId: string | null;
  readonly experienceLevel: ExperienceLevel;
  readonly workplaceType: WorkplaceType;
  readonly workingTime: WorkingTime;
  readonly employmentTypes: readonly SearchEmploymentType[];
  readonly locations: readonly SearchLocation[];
  /** Fully remote (the `remote` switch). */
  readonly remote: boolean;
  /** The offer's `openToHireUkrainians` tag (the `ukraineFriendly` filter). */
  readonly ukraineFriendly: boolean;
  /** At least one employment type states pay. */
  readonly withSalary: boolean;
  /** ISO instant; sort `published` orders by it (a bump or a refresh moves it). */
  readonly publishedAt: string;
  /** ISO instant; sort `newest` orders by it: when the offer first appeared on the board. */
  readonly newestAt: string;
  /** ISO instant; the offer is listed while `expiredAt > now`. */
  readonly expiredAt: string;
  /** Apply by redirect to this URL (map markers show it), else null. */
  readonly applyUrl: string | null;
  readonly item: OfferListItem;
}

/** What every list-like query narrows by: the tenant, the candidate's filters and the clock. */
export interface SearchScope {
  readonly tenant: TenantId;
  /** `sort` orders `search` and `markers`; `from`, `itemsCount`, `showMap` and `currency`'s display role are ignored. */
  readonly filters: ListFilters;
  /** Only offers with `expiredAt > now` are found. */
  readonly now: Date;
  /**
   * Only offers that first appeared on the board (`newestAt`) after `after` and, when given, no later
   * than `until`: the new offers of a saved search and the window of an alert's digest.
   */
  readonly appeared?: { readonly after: Date; readonly until?: Date | undefined } | undefined;
}

export interface SearchRequest extends SearchScope {
  /** Offset of the first item (the spec's cursor). */
  readonly from: number;
  readonly itemsCount: number;
}

export interface SearchResult {
  readonly items: readonly OfferListItem[];
  /** Every offer the filters find (what `count` says for the same scope). */
  readonly total: number;
}

/** Offers per category key, main categories and subcategories alike; keys with no offer are absent. */
export type CategoryCounts = Readonly<Record<string, number>>;

export interface SuggestRequest {
  readonly tenant: TenantId;
  /** What the candidate typed; fewer than `minSuggestLength` letters or digits suggest nothing. */
  readonly text: string;
  /** Per group. */
  readonly limit: number;
  readonly now: Date;
  /** Suggest only from offers these filters find (e.g. the chosen category or city). */
  readonly filters?: ListFilters;
}

export interface Suggestion {
  readonly title: string;
  /** Active offers carrying it. */
  readonly count: number;
}

/**
 * Each group ordered by: a word of the value starts with every typed word (prefix match) before
 * trigram-similar values (typos), then by offer count, then alphabetically.
 */
export interface Suggestions {
  readonly titles: readonly Suggestion[];
  readonly companies: readonly Suggestion[];
  readonly skills: readonly Suggestion[];
}

export const minSuggestLength = 2;

/**
 * A typed word needs this many letters before suggestions tolerate a typo in it: Meilisearch's default
 * (`typoTolerance.minWordSizeForTypos.oneTypo`), so both adapters suggest the same for short prefixes,
 * where a "similar" word is mostly noise.
 */
export const minTypoLength = 5;

/** The part of the map in view (spec §3 viewport): its north-east and south-west corners. */
export interface MapEnvelope {
  readonly neLat: number;
  readonly neLon: number;
  readonly swLat: number;
  readonly swLon: number;
}

export interface ClustersRequest extends SearchScope {
  readonly envelope: MapEnvelope;
  /** The map's zoom (fractional allowed); the grid uses its whole part, capped at `maxClusterZoom`. */
  readonly zoom: number;
}

/**
 * Offers of one grid cell (spec §3 Cluster). The offers of a cell are those with a location in it;
 * a multi-location offer counts once in each cell it has a location in.
 */
export interface MapCluster {
  /** The cell, e.g. `7:285:168` (grid zoom, column, row); the same as `region`. */
  readonly id: string;
  readonly count: number;
  /** Pass it to `markers` to list this cluster's offers. */
  readonly region: string;
  /** Mean of the cluster's locations (see the adapter for how it is sampled). */
  readonly latitude: number;
  readonly longitude: number;
  /** The main category when every offer of the cluster shares it (the marker's icon), else null. */
  readonly categoryId: string | null;
}

export interface ClustersResult {
  /** The grid zoom the cells are at (whole, ≤ `maxClusterZoom`, lowered for a very large envelope). */
  readonly gridZoom: number;
  readonly clusters: readonly MapCluster[];
}

export interface MarkersRequest extends SearchScope {
  readonly region: string;
  /** From 1. */
  readonly page: number;
  /** Spec: 20. */
  readonly perPage: number;
}

/** An offer in a cluster's popup (spec §3 Marker), at its location in that cluster. */
export interface MapMarker {
  readonly offerId: string;
  readonly slug: string;
  readonly title: string;
  readonly employmentTypes: readonly {
    readonly type: EmploymentTypeKind;
    readonly from: number | null;
    readonly to: number | null;
    readonly currency: Currency;
    readonly unit: SalaryUnit;
    readonly gross: boolean;
  }[];
  readonly companyLogoThumbUrl: string | null;
  readonly applyUrl: string | null;
  readonly companyName: string;
  readonly workplaceType: WorkplaceType;
  readonly experienceLevel: ExperienceLevel;
  readonly city: string;
  readonly latitude: number;
  readonly longitude: number;
}

export interface MarkersResult {
  readonly items: readonly MapMarker[];
  /** The cluster's count. */
  readonly total: number;
}

/**
 * The candidate side's search: list, counts, suggestions and the map over published offers.
 * Every adapter passes `searchIndexContract` (contract.ts) and so gives the same answers.
 *
 * Matching rules (decisions where the spec is silent; see README.md in this folder):
 * - keywords: every keyword's every word is a whole word of the title, company, a skill or a city
 *   (case and Polish/other diacritics ignored: `lodz` finds `Łódź`);
 * - skills: the offer has every chosen skill (whole name, case and accents ignored);
 * - titles / companies: any of the chosen ones, each matched as whole words of the title / company;
 * - salary: some employment type (of the chosen ones, where chosen; `any` counts as every type)
 *   states pay whose monthly base-currency range overlaps the filter's;
 * - city: a location in the city; with a radius also any location within it of the city's centre.
 */
export interface SearchIndex {
  readonly kind: 'postgres' | 'meilisearch';
  /**
   * Adds or replaces documents. Idempotent; a document whose `streamVersion` is not newer than the
   * stored one (or than a `remove` with a version) changes nothing. Resolves once searches see it.
   */
  upsert(documents: readonly SearchDocument[]): Promise<void>;
  /**
   * Takes offers out of the index. With `streamVersion`, only documents older than it go, and the
   * removal is remembered so a late, older `upsert` cannot bring the offer back.
   */
  remove(tenant: TenantId, offerIds: readonly string[], streamVersion?: number): Promise<void>;
  /**
   * Offers the filters find, a window of them in `filters.sort` order (spec §9 sorts):
   * - published / newest: that instant, then the offer id, both in the chosen direction;
   * - salary: the offer's top monthly base-currency pay in the chosen direction, offers without pay
   *   last either way, then published descending, then the offer id descending.
   * The order is total, so consecutive windows neither repeat nor skip an offer.
   */
  search(request: SearchRequest): Promise<SearchResult>;
  count(scope: SearchScope): Promise<number>;
  /**
   * For each category key, how many offers the filters find in it (a main category counts its
   * subcategories' offers). Drop `category`/`subcategories` from the filters for an overlay's counts.
   */
  countByCategory(scope: SearchScope): Promise<CategoryCounts>;
  suggest(request: SuggestRequest): Promise<Suggestions>;
  /** Grid clusters of the offers the filters find, for every cell the envelope touches. */
  clusters(request: ClustersRequest): Promise<ClustersResult>;
  /** A cluster's offers, `filters.sort` order; a region that is not a cell finds nothing. */
  markers(request: MarkersRequest): Promise<MarkersResult>;
  /** Throws when the index cannot be reached. */
  ping(): Promise<void>;
  close(): Promise<void>;
}
