import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { EmploymentTypeKind } from '@tablica/domain/catalogue';
import { defaultListFilters, isFiltered, type ListFilters } from '@tablica/domain/listing/filters';
import { defaultExchangeRates, type ExchangeRates } from '@tablica/domain/listing/salary-normalisation';
import type { OfferListItem } from '@tablica/domain/offers/listing';
import type { TenantId } from '@tablica/domain/tenants';
import type { Pool, PoolClient, Queryable } from '../postgres/pool';
import { copyRows, copyText, joinCopyTexts, type CopyText, type CopyValue } from '../postgres/copy';
import { inTransaction } from '../postgres/pool';
import { payByKind, planFilters, salaryTop, suggestWords, type FilterPlan } from './filter-plan';
import { toMarker } from './document';
import { nearTokenFor, nearTokens } from './near';
import { cellRange, cellsPerAxis, cellId, mercatorX, mercatorY, parseRegion } from './map-grid';
import {
  minSuggestLength,
  minTypoLength,
  type CategoryCounts,
  type ClustersRequest,
  type ClustersResult,
  type MapMarker,
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
import { foldText, searchWords, skillKey } from './text';

/** The search index's migrations: pass to `migrate` with the platform's own. */
export const searchMigrationsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * The search index's tables: the search-index projection runs them in each version of its read model;
 * to use the index on its own (its contract tests), migrate them with `searchMigrationsDir` into public.
 */
export const searchTablesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'tables');

/**
 * The search tables' indexes that only queries use (the list orders, the filters, suggestions, the
 * radius and the map), and the suggestion counts' key, which only the counting writes use (they do not
 * count while a build defers it); the other writes go by primary key and `search_offer_terms_offer`. A
 * read model built from zero creates these once it has caught up (`Projection.deferredIndexes`).
 */
export const searchReadIndexes = [
  'search_offers_published',
  'search_offers_newest',
  'search_offers_salary_desc',
  'search_offers_salary_asc',
  'search_offers_expiry',
  'search_offers_text',
  'search_offers_categories',
  'search_offers_skills',
  'search_offers_cities',
  'search_offers_near',
  'search_offer_terms_prefix',
  'search_offer_terms_trgm',
  'search_suggestions_key',
  'search_suggestions_prefix',
  'search_suggestions_trgm',
  'search_offer_locations_earth',
  'search_offer_locations_city',
  'search_offer_locations_map',
] as const;

/** A suggestion count's key: a word of a value (folded) as one spelling of it, within a scope. */
const suggestionKey = 'tenant, scope, kind, folded, word, value';

/**
 * The scopes an offer's suggestions are counted in (search_suggestions.scope), over `search_offers`
 * aliased `alias`: the whole board (''), each of its cities ('c:<slug>') and its category and main
 * category ('k:<key>'), the scopes the search bar asks within (`suggestionScope`).
 */
const scopesOf = (alias: string) =>
  `(ARRAY[''] || ARRAY(SELECT 'c:' || c FROM unnest(${alias}.city_slugs) c)
              || ARRAY(SELECT 'k:' || k FROM unnest(${alias}.category_keys) k))`;

/**
 * The suggestion counts of word rows `rows` (aliased `t`, with offer ids): one per word row and scope
 * of its offer, grouped, over the offers' rows as they stand now.
 */
const countedIn = (rows: string, where = 'true') =>
  `SELECT t.tenant, scope, t.kind, t.folded, t.word, t.value, count(*) AS offers
     FROM ${rows} t JOIN search_offers o ON o.tenant = t.tenant AND o.offer_id = t.offer_id
     CROSS JOIN LATERAL unnest(${scopesOf('o')}) AS scope
    WHERE ${where}
    GROUP BY t.tenant, scope, t.kind, t.folded, t.word, t.value`;

/**
 * What a version built from zero fills once it has caught up (`Projection.deferredFills`): the
 * suggestions' counts, from the word rows (one per offer and word of a value) and their offers'
 * scopes. The same rows the index's writes keep (pure counting, a row gone at 0), so a rebuild's
 * table equals the live one's.
 */
export const searchDeferredFills = [
  'DELETE FROM search_suggestions',
  `INSERT INTO search_suggestions (${suggestionKey}, offers) ${countedIn('search_offer_terms')}`,
  'ANALYZE search_suggestions',
] as const;

/** The tables a query reads, qualified with the schema they live in. */
interface SearchTables {
  readonly offers: string;
  readonly items: string;
  readonly locations: string;
  readonly terms: string;
  readonly suggestions: string;
  /** Whether every offer's row has `near` (search_offers_near_missing): else radii are measured. */
  readonly near: boolean;
}

const tablesIn = (schema: string, near: boolean): SearchTables => ({
  near,
  offers: `${schema}.search_offers`,
  items: `${schema}.search_offer_items`,
  locations: `${schema}.search_offer_locations`,
  terms: `${schema}.search_offer_terms`,
  suggestions: `${schema}.search_suggestions`,
});

/** Pay columns (`<column>_min`, `<column>_max`) per employment type (adding a type needs a migration). */
const payColumns: Readonly<Record<EmploymentTypeKind, string>> = {
  b2b: 'b2b',
  permanent: 'permanent',
  mandate_contract: 'mandate_contract',
  internship: 'internship',
  any: 'any',
};
const allKinds = Object.keys(payColumns) as EmploymentTypeKind[];

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Query parameters collected while a statement is written. */
class Parameters {
  readonly values: unknown[] = [];
  add(value: unknown, cast = ''): string {
    this.values.push(value);
    return `$${this.values.length}${cast}`;
  }
}

/** A tsquery of folded words (letters and digits only, so quoting them is safe). */
function allOf(words: readonly string[], suffix = ''): string {
  return words.map((word) => `'${word}'${suffix}`).join(' & ');
}

function textQuery(plan: FilterPlan): string | null {
  const parts: string[] = [];
  if (plan.keywordWords.length > 0) parts.push(allOf(plan.keywordWords));
  const anyChip = (chips: readonly (readonly string[])[], weight: string) =>
    `(${chips.map((words) => `(${allOf(words, `:${weight}`)})`).join(' | ')})`;
  if (plan.titleChips.length > 0) parts.push(anyChip(plan.titleChips, 'A'));
  if (plan.companyChips.length > 0) parts.push(anyChip(plan.companyChips, 'B'));
  return parts.length === 0 ? null : parts.join(' & ');
}

/** The WHERE conditions of a scope, over `search_offers o`. */
function conditions(
  tables: SearchTables,
  params: Parameters,
  scope: Pick<SearchScope, 'tenant' | 'now' | 'appeared'>,
  plan: FilterPlan,
): string {
  const { tenant, now, appeared } = scope;
  const tenantParam = params.add(tenant);
  const where = [`o.tenant = ${tenantParam}`, `o.expired_at > ${params.add(now, '::timestamptz')}`];
  if (appeared) {
    where.push(`o.newest_at > ${params.add(appeared.after, '::timestamptz')}`);
    if (appeared.until) where.push(`o.newest_at <= ${params.add(appeared.until, '::timestamptz')}`);
  }
  if (plan.subcategories.length > 0)
    where.push(`o.category_keys && ${params.add(plan.subcategories, '::text[]')}`);
  else if (plan.category !== null)
    where.push(`o.category_keys @> ARRAY[${params.add(plan.category)}]::text[]`);

  if (plan.city) {
    const near =
      plan.city.radiusMeters !== null && tables.near
        ? nearTokenFor(tenant, plan.city.slug, plan.city.radiusMeters)
        : null;
    if (plan.city.radiusMeters === null)
      where.push(`o.city_slugs @> ARRAY[${params.add(plan.city.slug)}]::text[]`);
    else if (near !== null) where.push(`o.near @> ARRAY[${params.add(near)}]::text[]`);
    else {
      const slug = params.add(plan.city.slug);
      const centre = `ll_to_earth(${params.add(plan.city.latitude, '::float8')}, ${params.add(plan.city.longitude, '::float8')})`;
      const radius = params.add(plan.city.radiusMeters, '::float8');
      where.push(
        `o.offer_id IN (
           SELECT l.offer_id FROM ${tables.locations} l WHERE l.tenant = ${tenantParam} AND l.city_slug = ${slug}
           UNION
           SELECT l.offer_id FROM ${tables.locations} l
            WHERE l.tenant = ${tenantParam} AND earth_box(${centre}, ${radius}) @> l.earth_position
              AND earth_distance(${centre}, l.earth_position) <= ${radius})`,
      );
    }
  }

  const query = textQuery(plan);
  if (query !== null) where.push(`o.search_tsv @@ to_tsquery('tablica_search', ${params.add(query)})`);
  if (plan.skillKeys.length > 0) where.push(`o.skill_keys @> ${params.add(plan.skillKeys, '::text[]')}`);

  const kinds = plan.employmentKinds ?? allKinds;
  if (plan.salary) {
    const min = params.add(plan.salary.min, '::float8');
    const max = params.add(plan.salary.max, '::float8');
    where.push(
      `(${kinds.map((kind) => `(o.${payColumns[kind]}_min <= ${max} AND o.${payColumns[kind]}_max >= ${min})`).join(' OR ')})`,
    );
  }
  if (plan.withSalary)
    where.push(
      plan.employmentKinds === null
        ? 'o.with_salary'
        : `(${kinds.map((kind) => `o.${payColumns[kind]}_min IS NOT NULL`).join(' OR ')})`,
    );
  if (plan.employmentKinds !== null)
    where.push(`o.employment_kinds && ${params.add(plan.employmentKinds, '::text[]')}`);

  if (plan.experienceLevels.length > 0)
    where.push(`o.experience_level = ANY(${params.add(plan.experienceLevels, '::text[]')})`);
  if (plan.workingTimes.length > 0)
    where.push(`o.working_time = ANY(${params.add(plan.workingTimes, '::text[]')})`);
  if (plan.workplaceTypes.length > 0)
    where.push(`o.workplace_type = ANY(${params.add(plan.workplaceTypes, '::text[]')})`);
  if (plan.ukraineFriendly) where.push('o.ukraine_friendly');
  if (plan.remote) where.push('o.remote');
  return where.join('\n AND ');
}

/** The list order with its tie-breakers (port: `SearchIndex.search`), over the offers aliased `alias`. */
function orderBy(plan: FilterPlan, alias = 'o'): string {
  const direction = plan.sort.orderBy === 'ASC' ? 'ASC' : 'DESC';
  switch (plan.sort.sortBy) {
    case 'published':
      return `${alias}.published_at ${direction}, ${alias}.offer_id ${direction}`;
    case 'newest':
      return `${alias}.newest_at ${direction}, ${alias}.offer_id ${direction}`;
    case 'salary':
      return `${alias}.salary_top ${direction} NULLS LAST, ${alias}.published_at DESC, ${alias}.offer_id DESC`;
    default: {
      const unknown: never = plan.sort.sortBy;
      throw new Error(`Unknown sort ${String(unknown)}`);
    }
  }
}

/** Filters that leave a small part of the board: a keyword, a skill, a title or company chip, a city. */
const narrow = (plan: FilterPlan) =>
  plan.keywordWords.length > 0 ||
  plan.skillKeys.length > 0 ||
  plan.titleChips.length > 0 ||
  plan.companyChips.length > 0 ||
  plan.city !== null;

/** The cell's locations, over `search_offer_locations l`. */
function inCell(params: Parameters, region: string): string | null {
  const cell = parseRegion(region);
  if (!cell) return null;
  const cells = cellsPerAxis(cell.zoom);
  // Division by a power of two is exact: these bounds are exactly the cell's floor() boundaries.
  return `l.map_x >= ${params.add(cell.x / cells, '::float8')} AND l.map_x < ${params.add((cell.x + 1) / cells, '::float8')}
      AND l.map_y >= ${params.add(cell.y / cells, '::float8')} AND l.map_y < ${params.add((cell.y + 1) / cells, '::float8')}`;
}

interface MainRow {
  tenant: string;
  offer_id: string;
  stream_version: number;
  title: string;
  company_name: string;
  skills: readonly string[];
  skill_keys: readonly string[];
  category_id: string;
  parent_category_id: string | null;
  experience_level: string;
  workplace_type: string;
  working_time: string;
  employment_kinds: readonly string[];
  b2b_min: number | null;
  b2b_max: number | null;
  permanent_min: number | null;
  permanent_max: number | null;
  mandate_contract_min: number | null;
  mandate_contract_max: number | null;
  internship_min: number | null;
  internship_max: number | null;
  any_min: number | null;
  any_max: number | null;
  salary_top: number | null;
  remote: boolean;
  ukraine_friendly: boolean;
  with_salary: boolean;
  cities: readonly string[];
  city_slugs: readonly string[];
  near: readonly string[];
  published_at: string;
  newest_at: string;
  expired_at: string;
}

function mainRow(document: SearchDocument): MainRow {
  const pay = payByKind(document.employmentTypes);
  return {
    tenant: document.tenant,
    offer_id: document.offerId,
    stream_version: document.streamVersion,
    title: document.title,
    company_name: document.companyName,
    skills: document.skills,
    skill_keys: [...new Set(document.skills.map(skillKey))],
    category_id: document.categoryId,
    parent_category_id: document.parentCategoryId,
    experience_level: document.experienceLevel,
    workplace_type: document.workplaceType,
    working_time: document.workingTime,
    employment_kinds: [...new Set(document.employmentTypes.map((type) => type.type))],
    b2b_min: pay.b2b?.min ?? null,
    b2b_max: pay.b2b?.max ?? null,
    permanent_min: pay.permanent?.min ?? null,
    permanent_max: pay.permanent?.max ?? null,
    mandate_contract_min: pay.mandate_contract?.min ?? null,
    mandate_contract_max: pay.mandate_contract?.max ?? null,
    internship_min: pay.internship?.min ?? null,
    internship_max: pay.internship?.max ?? null,
    any_min: pay.any?.min ?? null,
    any_max: pay.any?.max ?? null,
    salary_top: salaryTop(document.employmentTypes),
    remote: document.remote,
    ukraine_friendly: document.ukraineFriendly,
    with_salary: document.withSalary,
    cities: [...new Set(document.locations.map((location) => location.city))],
    city_slugs: [...new Set(document.locations.map((location) => location.citySlug))],
    near: nearTokens(document.tenant, document.locations),
    published_at: document.publishedAt,
    newest_at: document.newestAt,
    expired_at: document.expiredAt,
  };
}

const mainColumns = `tenant text, offer_id uuid, stream_version integer, title text, company_name text,
  skills text[], skill_keys text[], category_id text, parent_category_id text, experience_level text,
  workplace_type text, working_time text, employment_kinds text[], b2b_min float8, b2b_max float8,
  permanent_min float8, permanent_max float8, mandate_contract_min float8, mandate_contract_max float8,
  internship_min float8, internship_max float8, any_min float8, any_max float8, salary_top float8,
  remote boolean, ukraine_friendly boolean, with_salary boolean, cities text[], city_slugs text[],
  near text[], published_at timestamptz, newest_at timestamptz, expired_at timestamptz`;
const mainNames = mainColumns
  .split(',')
  .map((column) => column.trim().split(/\s+/)[0])
  .filter((name): name is string => name !== undefined);

/** A suggestion value folded: values equal but for case, accents and spacing are one suggestion. */
function foldedValue(value: string): string {
  return foldText(value).replace(/\s+/g, ' ').trim();
}

/** The suggestion rows of a document (search_offer_terms' columns): each word of its title, company and skills. */
function termRows(document: SearchDocument): CopyValue[][] {
  const values: [kind: 't' | 'c' | 's', value: string][] = [
    ['t', document.title],
    ['c', document.companyName],
    ...document.skills.map((skill): ['s', string] => ['s', skill]),
  ];
  const seen = new Set<string>();
  return values.flatMap(([kind, value]) => {
    const folded = foldedValue(value);
    if (seen.has(`${kind}/${folded}`)) return [];
    seen.add(`${kind}/${folded}`);
    return [...new Set(searchWords(value))].map((word) => [
      document.tenant,
      document.offerId,
      kind,
      value,
      folded,
      word,
      document.expiredAt,
    ]);
  });
}

/** The newest document of each offer in a batch (one statement may not touch a row twice). */
function newestPerOffer(documents: readonly SearchDocument[]): SearchDocument[] {
  const newest = new Map<string, SearchDocument>();
  for (const document of documents) {
    if (!uuidPattern.test(document.offerId)) throw new Error(`Offer id ${document.offerId} is not a uuid.`);
    const key = `${document.tenant}/${document.offerId}`;
    const known = newest.get(key);
    if (!known || known.streamVersion < document.streamVersion) newest.set(key, document);
  }
  return [...newest.values()];
}

async function upsertDocuments(tx: PoolClient, documents: readonly SearchDocument[]): Promise<void> {
  const batch = newestPerOffer(documents);
  if (batch.length === 0) return;
  const names = mainNames.join(', ');
  // The scopes its suggestions were counted in, from the row this statement replaces. The rows from
  // the batch's json (one pass over its text; jsonb built a binary document first to take them from).
  const upserting = tx.query<{ tenant: string; offer_id: string; scopes: string[] | null }>(
    `WITH old AS (
       SELECT o.tenant, o.offer_id, ${scopesOf('o')} AS scopes FROM search_offers o
        WHERE o.tenant = ANY($2::text[]) AND o.offer_id = ANY($3::uuid[])),
     written AS (
       INSERT INTO search_offers (${names})
         SELECT ${names} FROM json_to_recordset($1::json) AS d(${mainColumns})
          WHERE NOT EXISTS (SELECT 1 FROM search_offer_removals r
                             WHERE r.tenant = d.tenant AND r.offer_id = d.offer_id
                               AND r.stream_version >= d.stream_version)
         ON CONFLICT (tenant, offer_id) DO UPDATE SET
           ${mainNames
             .filter((name) => name !== 'tenant' && name !== 'offer_id')
             .map((name) => `${name} = excluded.${name}`)
             .join(', ')}
         WHERE search_offers.stream_version < excluded.stream_version
         RETURNING tenant, offer_id)
     SELECT w.tenant, w.offer_id, old.scopes FROM written w
       LEFT JOIN old ON old.tenant = w.tenant AND old.offer_id = w.offer_id`,
    [
      JSON.stringify(batch.map(mainRow)),
      [...new Set(batch.map((document) => document.tenant))],
      batch.map((document) => document.offerId),
    ],
  );
  // While PostgreSQL upserts the offers, Node writes each document's word, location and item rows as
  // COPY's text (the two took turns before); those of a document the upsert left alone (an older
  // version) are dropped below. A failure of the upsert is the one thrown, by the await.
  upserting.catch(() => undefined);
  const parts = new Map(
    batch.map((document) => [`${document.tenant}/${document.offerId}`, rowsOf(document)]),
  );
  const written = await upserting;
  const oldScopes = new Map(written.rows.map((row) => [row.offer_id, row.scopes ?? []]));
  const writtenKeys = new Set(written.rows.map((row) => `${row.tenant}/${row.offer_id}`));
  const changed = batch.filter((document) => writtenKeys.has(`${document.tenant}/${document.offerId}`));
  if (changed.length === 0) return;
  const changedParts = changed.map((document) => parts.get(`${document.tenant}/${document.offerId}`)!);
  // Per tenant with = ANY: the planner uses the (tenant, offer_id) indexes; a join against
  // jsonb_to_recordset (assumed 100 rows) made it scan the whole table on every write.
  const idsByTenant = new Map<string, string[]>();
  for (const document of changed)
    idsByTenant.set(document.tenant, [...(idsByTenant.get(document.tenant) ?? []), document.offerId]);
  const uncounted: SuggestionKey[] = [];
  for (const [tenant, ids] of idsByTenant)
    uncounted.push(...(await deleteOfferParts(tx, tenant, ids, oldScopes)));
  // The batch's rows by COPY (each column parsed once from plain text; the largest share of a catch-up's
  // writes), then their suggestion counts over these offers' word rows, which are exactly the rows just
  // written (the old ones were deleted above); not counted while a build defers (`searchDeferredFills`).
  await copyRows(
    tx,
    'search_offer_terms',
    ['tenant', 'offer_id', 'kind', 'value', 'folded', 'word', 'expired_at'],
    joinCopyTexts(changedParts.map((part) => part.terms)),
  );
  // Not while a build defers: its key (the ON CONFLICT's) is built at the end, with the counts.
  if (!(await deferring(tx)))
    for (const [tenant, ids] of idsByTenant)
      await tx.query(
        `INSERT INTO search_suggestions (${suggestionKey}, offers)
           ${countedIn('search_offer_terms', `t.tenant = $1 AND t.offer_id = ANY($2::uuid[])`)}
         ON CONFLICT (${suggestionKey}) DO UPDATE SET offers = search_suggestions.offers + excluded.offers`,
        [tenant, ids],
      );
  // After the new word rows: a value an edit kept is counted again and stays.
  await forgetUncounted(tx, uncounted);
  await copyRows(
    tx,
    'search_offer_locations',
    ['tenant', 'offer_id', 'position', 'city', 'city_slug', 'latitude', 'longitude', 'map_x', 'map_y'],
    joinCopyTexts(changedParts.map((part) => part.locations)),
  );
  await copyRows(
    tx,
    'search_offer_items',
    ['tenant', 'offer_id', 'item', 'apply_url'],
    joinCopyTexts(changedParts.map((part) => part.item)),
  );
}

/** A document's word, location and list-item rows in COPY's text (`search_offer_terms`, `…_locations`, `…_items`). */
function rowsOf(document: SearchDocument): { terms: CopyText; locations: CopyText; item: CopyText } {
  return {
    terms: copyText(termRows(document)),
    locations: copyText(
      document.locations.map((location, position) => [
        document.tenant,
        document.offerId,
        position,
        location.city,
        location.citySlug,
        location.latitude,
        location.longitude,
        mercatorX(location.longitude),
        mercatorY(location.latitude),
      ]),
    ),
    item: copyText([[document.tenant, document.offerId, document.item, document.applyUrl]]),
  };
}

/**
 * The word rows' writes move the suggestions' counts (search_suggestions: each word row is one offer
 * carrying that spelling), except while a version built from zero defers its read indexes:
 * `searchDeferredFills` counts them all once at the end.
 */
const counting = `current_setting('tablica.deferring', true) IS DISTINCT FROM 'on'`;

/** Whether the runner's transaction writes a version that defers its indexes (see `counting`). */
async function deferring(tx: Queryable): Promise<boolean> {
  const result = await tx.query<{ on: boolean }>(`SELECT NOT ${counting} AS on`);
  return result.rows[0]?.on === true;
}

interface SuggestionKey {
  readonly tenant: string;
  readonly scope: string;
  readonly kind: string;
  readonly folded: string;
  readonly word: string;
  readonly value: string;
}

/**
 * The word, item and location rows of offers (they hold no foreign key: the index deletes them itself).
 * `scopes`: per offer, the scopes its suggestions were counted in (its row may have changed since).
 * Returns the suggestion counts that fell to 0, for `forgetUncounted` once the batch's new rows are in.
 */
async function deleteOfferParts(
  tx: Queryable,
  tenant: string,
  ids: readonly string[],
  scopes: ReadonlyMap<string, readonly string[]>,
): Promise<SuggestionKey[]> {
  if (ids.length === 0) return [];
  const uncounted = await tx.query<SuggestionKey>(
    `WITH gone AS (
       DELETE FROM search_offer_terms WHERE tenant = $1 AND offer_id = ANY($2::uuid[])
       RETURNING tenant, offer_id, kind, folded, word, value),
     counted AS (
       UPDATE search_suggestions s SET offers = s.offers - g.offers
         FROM (SELECT t.tenant, scope, t.kind, t.folded, t.word, t.value, count(*) AS offers
                 FROM gone t JOIN jsonb_to_recordset($3::jsonb) AS o(offer_id uuid, scopes text[])
                   ON o.offer_id = t.offer_id
                 CROSS JOIN LATERAL unnest(o.scopes) AS scope
                WHERE ${counting}
                GROUP BY t.tenant, scope, t.kind, t.folded, t.word, t.value) g
        WHERE s.tenant = g.tenant AND s.scope = g.scope AND s.kind = g.kind AND s.folded = g.folded
          AND s.word = g.word AND s.value = g.value
        RETURNING s.tenant, s.scope, s.kind::text AS kind, s.folded, s.word, s.value, s.offers)
     SELECT ${suggestionKey} FROM counted WHERE offers <= 0`,
    [tenant, ids, JSON.stringify(ids.map((id) => ({ offer_id: id, scopes: scopes.get(id) ?? [] })))],
  );
  for (const table of ['search_offer_items', 'search_offer_locations'])
    await tx.query(`DELETE FROM ${table} WHERE tenant = $1 AND offer_id = ANY($2::uuid[])`, [tenant, ids]);
  return uncounted.rows;
}

/** Deletes the suggestion counts still at 0: no indexed offer spells that value so any more. */
async function forgetUncounted(tx: Queryable, keys: readonly SuggestionKey[]): Promise<void> {
  if (keys.length === 0) return;
  await tx.query(
    `DELETE FROM search_suggestions s
      USING jsonb_to_recordset($1::jsonb)
              AS k(tenant text, scope text, kind "char", folded text, word text, value text)
      WHERE s.tenant = k.tenant AND s.scope = k.scope AND s.kind = k.kind AND s.folded = k.folded
        AND s.word = k.word AND s.value = k.value AND s.offers <= 0`,
    [JSON.stringify(keys)],
  );
}

async function removeOffers(
  tx: Queryable,
  tenant: TenantId,
  offerIds: readonly string[],
  streamVersion?: number,
): Promise<void> {
  const ids = [...new Set(offerIds.map((id) => id.toLowerCase()))].filter((id) => uuidPattern.test(id));
  if (ids.length === 0) return;
  if (streamVersion !== undefined)
    await tx.query(
      `INSERT INTO search_offer_removals (tenant, offer_id, stream_version)
           SELECT $1, id, $3 FROM unnest($2::uuid[]) AS id
           ON CONFLICT (tenant, offer_id) DO UPDATE
             SET stream_version = greatest(search_offer_removals.stream_version, excluded.stream_version)`,
      [tenant, ids, streamVersion],
    );
  const deleted = await tx.query<{ offer_id: string; scopes: string[] }>(
    `DELETE FROM search_offers o WHERE tenant = $1 AND offer_id = ANY($2::uuid[])
        AND ($3::integer IS NULL OR stream_version < $3) RETURNING offer_id, ${scopesOf('o')} AS scopes`,
    [tenant, ids, streamVersion ?? null],
  );
  await forgetUncounted(
    tx,
    await deleteOfferParts(
      tx,
      tenant,
      deleted.rows.map((row) => row.offer_id),
      new Map(deleted.rows.map((row) => [row.offer_id, row.scopes])),
    ),
  );
}

/**
 * Writes to the PostgreSQL index inside the caller's open transaction (the projection runner's):
 * the index changes commit with the batch and its checkpoint, or not at all. No BEGIN/COMMIT of its own.
 */
export function postgresSearchWriter(tx: PoolClient): Pick<SearchIndex, 'upsert' | 'remove'> {
  return {
    upsert: (documents) => upsertDocuments(tx, documents),
    remove: (tenant, offerIds, streamVersion) => removeOffers(tx, tenant, offerIds, streamVersion),
  };
}

interface SuggestionRow {
  title: string;
  count: number;
}

/**
 * The scope of search_suggestions a suggest question's filters stand for (`scopesOf`): none, one city
 * (without a radius), one category or one subcategory — what the search bar sends. Null for anything
 * more, which the word rows of the offers the filters find answer instead.
 */
function suggestionScope(filters: ListFilters): string | null {
  const { city, radiusKm, category, subcategories } = filters;
  // isFiltered does not look at a radius or subcategories (they only narrow a city or a category).
  if (isFiltered({ ...filters, city: null, category: null })) return null;
  if (city !== null) return category === null && radiusKm === null ? `c:${city}` : null;
  if (category === null) return '';
  if (subcategories.length > 1) return null;
  return `k:${subcategories[0] ?? category}`;
}

/** Suggestion rows' kinds: t title, c company, s skill. */
type SuggestionKind = 't' | 'c' | 's';

export interface PostgresSearchIndexOptions {
  /** The rates `toSearchDocument` normalised the documents with: the salary filter converts with them. */
  readonly rates?: ExchangeRates;
  /**
   * Runs a query against the schema the tables live in (quoted if need be): the search-index read
   * model's active version (`readModel('search-index').read`). Default: public.
   */
  readonly locate?: <T>(work: (schema: string) => Promise<T>) => Promise<T>;
}

/**
 * The default search index: PostgreSQL full-text search (`tablica_search`: simple + unaccent),
 * a word table with pg_trgm for suggestions, earthdistance for the radius, the map grid's Mercator
 * positions for clusters. Does not own the pool: `close` leaves it to its owner. To write inside a
 * transaction of your own (the projection runner's), use `postgresSearchWriter`.
 */
export class PostgresSearchIndex implements SearchIndex {
  readonly kind = 'postgres';
  private readonly rates: ExchangeRates;
  private readonly locate: <T>(work: (schema: string) => Promise<T>) => Promise<T>;

  constructor(
    private readonly pool: Pool,
    options: PostgresSearchIndexOptions = {},
  ) {
    this.rates = options.rates ?? defaultExchangeRates;
    this.locate = options.locate ?? ((work) => work('public'));
  }

  /**
   * Per schema: whether its offers' rows all have `near`. A version an older code version built has
   * no such column, or (its migration run since) rows without it: its radii are measured instead.
   */
  private readonly nearWritten = new Map<string, Promise<boolean>>();

  private nearIn(schema: string): Promise<boolean> {
    let written = this.nearWritten.get(schema);
    if (!written) {
      written = this.pool
        .query<{ written: boolean }>(
          `SELECT NOT EXISTS (SELECT 1 FROM ${schema}.search_offers WHERE near IS NULL) AS written`,
        )
        .then(
          (result) => result.rows[0]?.written === true,
          (error: unknown) => {
            // undefined_column: a version an older code version built, served unchanged until replaced.
            if ((error as { code?: unknown }).code === '42703') return false;
            this.nearWritten.delete(schema);
            throw error;
          },
        );
      this.nearWritten.set(schema, written);
    }
    return written;
  }

  /** A query against the tables where they live now. */
  private read<T>(work: (tables: SearchTables) => Promise<T>): Promise<T> {
    return this.locate(async (schema) => work(tablesIn(schema, await this.nearIn(schema))));
  }

  /** Writes in a transaction of its own whose unqualified table names are the located ones. */
  private write(work: (tx: PoolClient) => Promise<void>): Promise<void> {
    return this.locate((schema) =>
      inTransaction(this.pool, async (tx) => {
        await tx.query(`SET LOCAL search_path TO ${schema}, public`);
        await work(tx);
      }),
    );
  }

  upsert(documents: readonly SearchDocument[]): Promise<void> {
    return this.write((tx) => upsertDocuments(tx, documents));
  }

  remove(tenant: TenantId, offerIds: readonly string[], streamVersion?: number): Promise<void> {
    return this.write((tx) => removeOffers(tx, tenant, offerIds, streamVersion));
  }

  async search(request: SearchRequest): Promise<SearchResult> {
    return this.read(async (tables) => {
      const plan = planFilters(request.tenant, request.filters, this.rates);
      const params = new Parameters();
      const where = conditions(tables, params, request, plan);
      const window = `OFFSET ${params.add(Math.max(0, Math.floor(request.from)), '::int')} LIMIT ${params.add(Math.max(0, Math.floor(request.itemsCount)), '::int')}`;
      if (narrow(plan)) {
        // A few thousand offers at most: found once, then counted and the page cut from them (two
        // queries would each find them again).
        const result = await this.pool.query<{ item: OfferListItem | null; total: number }>(
          `WITH matched AS MATERIALIZED (
             SELECT o.offer_id, o.published_at, o.newest_at, o.salary_top FROM ${tables.offers} o WHERE ${where})
           SELECT t.total::int AS total, p.item
             FROM (SELECT count(*) AS total FROM matched) t
             LEFT JOIN LATERAL (
               SELECT i.item, o.* FROM (SELECT * FROM matched o ORDER BY ${orderBy(plan)} ${window}) o
                 JOIN ${tables.items} i ON i.tenant = ${params.add(request.tenant)} AND i.offer_id = o.offer_id) p ON true
            ORDER BY ${orderBy(plan, 'p')}`,
          params.values,
        );
        return {
          items: result.rows.flatMap((row) => (row.item ? [row.item] : [])),
          total: result.rows[0]?.total ?? 0,
        };
      }
      const [page, total] = await Promise.all([
        this.pool.query<{ item: OfferListItem }>(
          `SELECT i.item FROM ${tables.offers} o JOIN ${tables.items} i USING (tenant, offer_id)
            WHERE ${where} ORDER BY ${orderBy(plan)} ${window}`,
          params.values,
        ),
        this.countIn(tables, request),
      ]);
      return { items: page.rows.map((row) => row.item), total };
    });
  }

  /** The WHERE conditions of a scope (its tenant, `now` and filters), over `search_offers o`. */
  private where(tables: SearchTables, params: Parameters, scope: SearchScope): string {
    return conditions(tables, params, scope, planFilters(scope.tenant, scope.filters, this.rates));
  }

  count(scope: SearchScope): Promise<number> {
    return this.read((tables) => this.countIn(tables, scope));
  }

  private async countIn(tables: SearchTables, scope: SearchScope): Promise<number> {
    const params = new Parameters();
    const where = this.where(tables, params, scope);
    const result = await this.pool.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM ${tables.offers} o WHERE ${where}`,
      params.values,
    );
    return result.rows[0]?.count ?? 0;
  }

  async countByCategory(scope: SearchScope): Promise<CategoryCounts> {
    return this.read(async (tables) => {
      const params = new Parameters();
      const where = this.where(tables, params, scope);
      const result = await this.pool.query<{ key: string; count: number }>(
        `SELECT k AS key, count(*)::int AS count
           FROM ${tables.offers} o CROSS JOIN LATERAL unnest(o.category_keys) AS k
          WHERE ${where} GROUP BY k ORDER BY k`,
        params.values,
      );
      return Object.fromEntries(result.rows.map((row) => [row.key, row.count]));
    });
  }

  async suggest(request: SuggestRequest): Promise<Suggestions> {
    const words = suggestWords(request.text, minSuggestLength);
    const limit = Math.max(0, Math.floor(request.limit));
    if (!words || limit === 0) return { titles: [], companies: [], skills: [] };
    const filters = request.filters ?? defaultListFilters;
    return this.read(async (tables) => {
      // The longest typed word finds the rows; the others must start words of the same value.
      const [driver = '', ...others] = [...words].sort((a, b) => b.length - a.length);
      const found = await this.suggestions(
        tables,
        request,
        filters,
        (params, rows, t) =>
          [
            `${t}.word LIKE ${params.add(`${driver}%`)}`,
            // Every word row of a value lists the same offers: one of them starting with each other word.
            ...others.map(
              (word) => `EXISTS (SELECT 1 FROM ${rows} u
                 WHERE u.tenant = ${t}.tenant AND u.kind = ${t}.kind AND u.folded = ${t}.folded
                   AND ${rows === tables.terms ? `u.offer_id = ${t}.offer_id` : `u.scope = ${t}.scope`}
                   AND u.word LIKE ${params.add(`${word}%`)})`,
            ),
          ].join(' AND '),
        { t: limit, c: limit, s: limit },
        [],
      );
      // Then, for a single typed word of `minTypoLength`+ letters, values with a similar word (typos).
      const short = (kind: SuggestionKind) => limit - found.filter((row) => row.kind === kind).length;
      const missing = { t: short('t'), c: short('c'), s: short('s') };
      if (words.length === 1 && driver.length >= minTypoLength && (missing.t || missing.c || missing.s)) {
        // The similar words, found once among the whole board's distinct words (scope '', a small
        // trigram index), then taken by equality wherever the word rows are.
        const similar = await this.pool.query<{ word: string }>(
          `SELECT DISTINCT word FROM ${tables.suggestions} WHERE tenant = $1 AND scope = '' AND word % $2`,
          [request.tenant, driver],
        );
        if (similar.rows.length > 0)
          found.push(
            ...(await this.suggestions(
              tables,
              request,
              filters,
              (params, _rows, t) =>
                `${t}.word = ANY(${params.add(
                  similar.rows.map((row) => row.word),
                  '::text[]',
                )})`,
              missing,
              found.map((row) => `${row.kind}${foldedValue(row.title)}`),
            )),
          );
      }
      const of = (kind: SuggestionKind) =>
        found.filter((row) => row.kind === kind).map(({ title, count }) => ({ title, count }));
      return { titles: of('t'), companies: of('c'), skills: of('s') };
    });
  }

  /**
   * The values of each kind (titles, companies, skills) with a word `match` accepts, most offers first,
   * at most `limits[kind]` of each, none of `exclude` (kind and folded value), in one query. Within the
   * whole board, a city or a category (`suggestionScope`): the counts kept ahead (search_suggestions) of
   * that scope, less the offers past their expiry that are still indexed (until their expiry event;
   * usually none). With other filters: the word rows of the offers they find.
   */
  private async suggestions(
    tables: SearchTables,
    request: SuggestRequest,
    filters: ListFilters,
    /** The condition on word rows of `rows` aliased `alias` (the counts' or the offers' word rows). */
    match: (params: Parameters, rows: string, alias: string) => string,
    limits: Readonly<Record<SuggestionKind, number>>,
    exclude: readonly string[],
  ): Promise<(Suggestion & { kind: SuggestionKind })[]> {
    const params = new Parameters();
    const tenant = params.add(request.tenant);
    const now = params.add(request.now, '::timestamptz');
    const kinds = params.add(
      (['t', 'c', 's'] as const).filter((kind) => limits[kind] > 0),
      '::"char"[]',
    );
    const excluded = params.add(exclude, '::text[]');
    const scope = suggestionScope(filters);
    const matched =
      scope === null
        ? `SELECT v.kind, v.folded, min(v.value) AS title, count(*) AS count
           FROM (SELECT t.kind, t.folded, t.offer_id, min(t.value) AS value
                   FROM ${tables.terms} t
                  WHERE t.tenant = ${tenant} AND t.kind = ANY(${kinds}) AND t.expired_at > ${now}
                    AND ${match(params, tables.terms, 't')}
                    AND NOT (t.kind::text || t.folded = ANY(${excluded}))
                    AND t.offer_id IN (SELECT o.offer_id FROM ${tables.offers} o
                          WHERE ${conditions(tables, params, request, planFilters(request.tenant, filters, this.rates))})
                  GROUP BY t.kind, t.folded, t.offer_id) v
          GROUP BY v.kind, v.folded`
        : // Per matched word its spellings' offers add up to the value's; every word of a value has the same.
          // Offers past their expiry still indexed (their expiry event not yet applied) count -1 each, read
          // offer by offer (few), never through a word's rows, and only when some count matched.
          `WITH t AS MATERIALIZED (
           SELECT t.kind, t.folded, t.word, t.value, t.offers FROM ${tables.suggestions} t
            WHERE t.tenant = ${tenant} AND t.scope = ${params.add(scope)} AND t.kind = ANY(${kinds})
              AND ${match(params, tables.suggestions, 't')}
              AND NOT (t.kind::text || t.folded = ANY(${excluded}))),
         x AS (
           SELECT x.kind, x.folded, x.word, x.value, -1 AS offers FROM ${tables.offers} o
            CROSS JOIN LATERAL (
              SELECT x.kind, x.folded, x.word, x.value FROM ${tables.terms} x
               WHERE x.tenant = o.tenant AND x.offer_id = o.offer_id AND x.kind = ANY(${kinds})
                 AND ${match(params, tables.terms, 'x')}
              OFFSET 0) x
            WHERE EXISTS (SELECT 1 FROM t) AND o.tenant = ${tenant} AND o.expired_at <= ${now}
              ${scope === '' ? '' : `AND ${params.add(scope)} = ANY(${scopesOf('o')})`})
         SELECT w.kind, w.folded, min(w.value) AS title, max(w.offers) AS count
           FROM (SELECT s.kind, s.folded, s.word, min(s.value) AS value, sum(s.offers) AS offers
                   FROM (SELECT u.kind, u.folded, u.word, u.value, sum(u.offers) AS offers
                           FROM (SELECT * FROM t UNION ALL SELECT * FROM x) u
                          GROUP BY u.kind, u.folded, u.word, u.value
                         HAVING sum(u.offers) > 0) s
                  GROUP BY s.kind, s.folded, s.word) w
          GROUP BY w.kind, w.folded`;
    const result = await this.pool.query<SuggestionRow & { kind: SuggestionKind }>(
      `SELECT kind::text AS kind, title, count::int AS count
         FROM (SELECT m.*, row_number() OVER (PARTITION BY m.kind ORDER BY m.count DESC, m.title) AS rank
                 FROM (${matched}) m WHERE m.count > 0) ranked
        WHERE rank <= CASE kind WHEN 't' THEN ${params.add(limits.t, '::int')}
                                WHEN 'c' THEN ${params.add(limits.c, '::int')}
                                ELSE ${params.add(limits.s, '::int')} END
        ORDER BY kind, rank`,
      params.values,
    );
    return result.rows;
  }

  async clusters(request: ClustersRequest): Promise<ClustersResult> {
    return this.read(async (tables) => {
      const range = cellRange(request.envelope, request.zoom);
      const cells = cellsPerAxis(range.zoom);
      const params = new Parameters();
      const where = this.where(tables, params, request);
      const scale = params.add(cells, '::float8');
      const columns = range.xs
        .map(
          (span) =>
            `(l.map_x >= ${params.add(span.from / cells, '::float8')} AND l.map_x < ${params.add((span.to + 1) / cells, '::float8')})`,
        )
        .join(' OR ');
      const result = await this.pool.query<{
        x: number;
        y: number;
        count: number;
        latitude: number;
        longitude: number;
        category_id: string | null;
      }>(
        `SELECT floor(l.map_x * ${scale})::int AS x, floor(l.map_y * ${scale})::int AS y,
                count(DISTINCT o.offer_id)::int AS count, avg(l.latitude) AS latitude, avg(l.longitude) AS longitude,
                CASE WHEN min(o.main_category_id) = max(o.main_category_id) THEN min(o.main_category_id) END AS category_id
           FROM ${tables.offers} o JOIN ${tables.locations} l ON l.tenant = o.tenant AND l.offer_id = o.offer_id
          WHERE ${where}
            AND l.map_y >= ${params.add(range.yFrom / cells, '::float8')} AND l.map_y < ${params.add((range.yTo + 1) / cells, '::float8')}
            AND (${columns})
          GROUP BY 1, 2
          ORDER BY 2, 1`,
        params.values,
      );
      return {
        gridZoom: range.zoom,
        clusters: result.rows.map((row) => {
          const id = cellId({ zoom: range.zoom, x: row.x, y: row.y });
          return {
            id,
            region: id,
            count: row.count,
            latitude: row.latitude,
            longitude: row.longitude,
            categoryId: row.category_id,
          };
        }),
      };
    });
  }

  async markers(request: MarkersRequest): Promise<MarkersResult> {
    return this.read(async (tables) => {
      const params = new Parameters();
      const plan = planFilters(request.tenant, request.filters, this.rates);
      const where = conditions(tables, params, request, plan);
      const cell = inCell(params, request.region);
      if (cell === null) return { items: [], total: 0 };
      const perPage = Math.max(0, Math.floor(request.perPage));
      const from = Math.max(0, Math.floor(request.page) - 1) * perPage;
      const countValues = [...params.values];
      const inRegion = `o.offer_id IN (SELECT l.offer_id FROM ${tables.locations} l WHERE l.tenant = o.tenant AND ${cell})`;
      const [page, total] = await Promise.all([
        this.pool.query<{
          offer_id: string;
          item: OfferListItem;
          apply_url: string | null;
          city: string;
          latitude: number;
          longitude: number;
        }>(
          `SELECT o.offer_id, i.item, i.apply_url, here.city, here.latitude, here.longitude
             FROM ${tables.offers} o
             JOIN ${tables.items} i USING (tenant, offer_id)
             CROSS JOIN LATERAL (SELECT l.city, l.latitude, l.longitude FROM ${tables.locations} l
                                  WHERE l.tenant = o.tenant AND l.offer_id = o.offer_id AND ${cell}
                                  ORDER BY l.position LIMIT 1) AS here
            WHERE ${where}
            ORDER BY ${orderBy(plan)}
            OFFSET ${params.add(from, '::int')} LIMIT ${params.add(perPage, '::int')}`,
          params.values,
        ),
        this.pool.query<{ count: number }>(
          `SELECT count(*)::int AS count FROM ${tables.offers} o WHERE ${where} AND ${inRegion}`,
          countValues,
        ),
      ]);
      return {
        items: page.rows.map((row): MapMarker => toMarker(row.offer_id, row.item, row.apply_url, row)),
        total: total.rows[0]?.count ?? 0,
      };
    });
  }

  async ping(): Promise<void> {
    await this.read((tables) => this.pool.query(`SELECT 1 FROM ${tables.offers} LIMIT 1`));
  }

  async close(): Promise<void> {
    // The pool belongs to whoever created it.
  }
}
