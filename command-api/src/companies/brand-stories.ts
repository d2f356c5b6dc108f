import { randomUUID } from 'node:crypto';
import { Router, type Request } from 'express';
import { z } from 'zod';
import { brandStorySchema, brandStoryTypes, type BrandStory } from '@tablica/domain/accounts/brand-story';
import type { CompanyAction } from '@tablica/domain/accounts/roles';
import {
  announcedCard,
  brandStoryChange,
  brandStoryStreamId,
  type BrandStoryCard,
  type BrandStoryEvent,
} from '@tablica/domain/brand-stories/events';
import { NotFoundError, ValidationError } from '@tablica/domain/errors';
import type { Actor } from '@tablica/domain/events';
import { descriptionText } from '@tablica/domain/offers/validation/description';
import { errorTexts, parseOrThrow } from '@tablica/domain/validation';
import { companyMember } from '@tablica/platform/http/guards';
import { jsonBody, jsonResponse, problemResponse, type OpenApiPaths } from '@tablica/platform/http/openapi';
import { parseQuery } from '@tablica/platform/http/query-params';
import type { AppendResult, EventStore } from '@tablica/platform/event-store/port';
import type { Logger } from '@tablica/platform/observability/logger';
import { inTransaction, type Pool, type Queryable } from '@tablica/platform/postgres/pool';
import { readModel } from '@tablica/platform/projections/locator';
import { logoUrlOf } from './company-view';
import { sanitizeDescription } from '@tablica/platform/text/sanitize';

export interface BrandStoryDeps {
  readonly pool: Pool;
  /** Where the candidate side learns what it shows of a story (`BrandStoryPublished`, `…Withdrawn`). */
  readonly store: EventStore;
  /** Until the read models have applied the event: the board shows the change once the save answers. */
  readonly awaitReadModels: (checkpoint: string) => Promise<unknown>;
}

/** Offered in the technology picker even before any story names them. */
export const popularTechnologies = [
  '.NET',
  'Angular',
  'AWS',
  'Azure',
  'C#',
  'C++',
  'Docker',
  'Elasticsearch',
  'Flutter',
  'Go',
  'Google Cloud',
  'GraphQL',
  'Java',
  'JavaScript',
  'Kafka',
  'Kotlin',
  'Kubernetes',
  'Linux',
  'MongoDB',
  'MySQL',
  'Node.js',
  'PHP',
  'PostgreSQL',
  'Python',
  'React',
  'React Native',
  'Redis',
  'Ruby on Rails',
  'Rust',
  'Scala',
  'Spring',
  'SQL',
  'Swift',
  'Terraform',
  'TypeScript',
  'Vue.js',
] as const;

const storyNotFound = () => new NotFoundError('not_found', 'There is no such brand story.');
const publicCache = 'public, max-age=60';
const collator = new Intl.Collator('pl', { sensitivity: 'base' });

/** The caller's company, when `{slug}` is its slug; any other slug is as if it did not exist. */
function ownStory(req: Request, action: CompanyAction) {
  const member = companyMember(req, action);
  if (req.params.slug !== member.companySlug) throw storyNotFound();
  return member;
}

const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(20),
});

function pageMeta(page: number, perPage: number, totalItems: number) {
  const totalPages = Math.ceil(totalItems / perPage);
  return {
    page,
    prevPage: page > 1 ? Math.min(page - 1, Math.max(totalPages, 1)) : null,
    nextPage: page < totalPages ? page + 1 : null,
    totalPages,
    totalItems,
  };
}

const offerDetails = readModel('offer-details');

/**
 * How many active offers (published, not past expiry) each company has on this brand, from the
 * offer-details read model, which keeps every offer's company; a company without any is absent.
 */
export async function activeOffersByCompany(
  db: Queryable,
  tenant: string,
  companyIds: readonly string[],
  now: Date,
): Promise<Map<string, number>> {
  if (companyIds.length === 0) return new Map();
  const { rows } = await offerDetails.read(db, (rm) =>
    db.query<{ company_id: string; count: number }>(
      `SELECT company_id, count(*)::int AS count FROM ${rm}.offer_details
        WHERE tenant = $1 AND company_id = ANY($2) AND status = 'published' AND expired_at > $3
        GROUP BY company_id`,
      [tenant, companyIds, now],
    ),
  );
  return new Map(rows.map((row) => [row.company_id, row.count]));
}

interface PublishedRow {
  company_id: string;
  slug: string;
  data: BrandStory;
  logo_key: string | null;
}

/** A published story of this tenant by its company's slug, for its public page; null: none shows. */
export async function findPublishedStory(db: Queryable, tenant: string, slug: string) {
  const { rows } = await db.query<PublishedRow>(
    `SELECT b.company_id, b.slug, b.data, p.logo_key
       FROM brand_story b LEFT JOIN company_profile p ON p.company_id = b.company_id
      WHERE b.tenant = $1 AND b.slug = $2 AND b.status = 'published'`,
    [tenant, slug],
  );
  const row = rows[0];
  if (!row) return null;
  const { name, type, coverPhotoUrl, shortDescription, description, technologies } = row.data;
  return {
    companyId: row.company_id,
    slug: row.slug,
    name,
    type,
    logoUrl: logoUrlOf(row.logo_key),
    coverPhotoUrl,
    shortDescription,
    description,
    technologies,
  };
}

/** One story of the candidates' list (spec §7 brand-stories company list; the homepage's carousel). */
export interface PublishedStoryListItem {
  readonly name: string;
  readonly logoUrl: string | null;
  readonly coverPhotoUrl: string | null;
  readonly shortDescription: string;
  readonly offersCount: number;
  readonly type: BrandStory['type'];
  readonly slug: string;
}

/** This tenant's published stories, last saved first, each with its company's active offers. */
export async function listPublishedStories(
  db: Queryable,
  tenant: string,
  now: Date,
  page: { readonly offset: number; readonly limit: number },
): Promise<{ readonly stories: PublishedStoryListItem[]; readonly total: number }> {
  const [count, found] = await Promise.all([
    db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM brand_story WHERE tenant = $1 AND status = 'published'`,
      [tenant],
    ),
    db.query<PublishedRow>(
      `SELECT b.company_id, b.slug, b.data, p.logo_key
         FROM brand_story b LEFT JOIN company_profile p ON p.company_id = b.company_id
        WHERE b.tenant = $1 AND b.status = 'published'
        ORDER BY b.updated_at DESC, b.slug
        OFFSET $2 LIMIT $3`,
      [tenant, page.offset, page.limit],
    ),
  ]);
  const offers = await activeOffersByCompany(
    db,
    tenant,
    found.rows.map((row) => row.company_id),
    now,
  );
  return {
    stories: found.rows.map(({ company_id, slug, data, logo_key }) => ({
      name: data.name,
      logoUrl: logoUrlOf(logo_key),
      coverPhotoUrl: data.coverPhotoUrl,
      shortDescription: data.shortDescription,
      offersCount: offers.get(company_id) ?? 0,
      type: data.type,
      slug,
    })),
    total: count.rows[0]?.total ?? 0,
  };
}

/** What candidates see of a story beside the company's offers: only a published one shows. */
function publishedCard(companyId: string, slug: string, story: BrandStory): BrandStoryCard | null {
  if (story.status !== 'published') return null;
  return { companyId, slug, coverPhotoUrl: story.coverPhotoUrl, shortDescription: story.shortDescription };
}

/**
 * Appends the event that tells the read models `card` (null: no story shows) when the company's
 * stream last told them otherwise; null when it already did. The caller holds the story's row lock
 * (a save's upsert or `FOR UPDATE`), so the stream cannot move between the read and the append.
 */
async function announceCard(
  store: EventStore,
  companyId: string,
  card: BrandStoryCard | null,
  metadata: { readonly tenant: string; readonly actor: Actor; readonly occurredAt: string },
): Promise<AppendResult | null> {
  const stream = brandStoryStreamId(companyId);
  const recorded = await store.readStream(stream);
  const change = brandStoryChange(announcedCard(recorded as unknown as BrandStoryEvent[]), card);
  if (!change) return null;
  return store.appendToStream(
    stream,
    [
      {
        id: randomUUID(),
        ...change,
        metadata: { ...metadata, correlationId: randomUUID(), causationId: null },
      },
    ],
    { expectedVersion: recorded.at(-1)?.streamVersion ?? 'no_stream' },
  );
}

/**
 * Tells the read models what they have not been told of each story: a story saved before the
 * brand-story events existed (an upgraded installation), or a save whose row commit failed after its
 * append. For every story whose card differs from the one its stream last announced, one event, under
 * the same row lock a save takes; a second run appends nothing. Returns the number appended.
 */
export async function announceBrandStories(
  { pool, store }: Pick<BrandStoryDeps, 'pool' | 'store'>,
  now: () => Date,
): Promise<number> {
  const { rows: companies } = await pool.query<{ company_id: string }>(
    'SELECT company_id FROM brand_story ORDER BY company_id',
  );
  let appended = 0;
  for (const { company_id: companyId } of companies)
    await inTransaction(pool, async (tx) => {
      const { rows } = await tx.query<{ tenant: string; slug: string; data: BrandStory }>(
        'SELECT tenant, slug, data FROM brand_story WHERE company_id = $1 FOR UPDATE',
        [companyId],
      );
      const row = rows[0];
      if (!row) return;
      const done = await announceCard(store, companyId, publishedCard(companyId, row.slug, row.data), {
        tenant: row.tenant,
        actor: { kind: 'system', id: 'brand-story-announcer' },
        occurredAt: now().toISOString(),
      });
      if (done) appended++;
    });
  return appended;
}

/** `announceBrandStories` in the background of a start; resolves when done (stopping waits for it). */
export function announceBrandStoriesOnStart(
  deps: Pick<BrandStoryDeps, 'pool' | 'store'>,
  now: () => Date,
  logger: Logger,
): Promise<void> {
  return announceBrandStories(deps, now).then(
    (appended) => {
      if (appended > 0) logger.info({ appended }, 'brand stories announced to the read models');
    },
    (error: unknown) => logger.error({ err: error }, 'brand stories not announced'),
  );
}

/**
 * Brand stories (spec §3, §7): the employer writes the company's story under the company's slug; the
 * candidate side lists the published stories of its brand.
 */
export function brandStoryRoutes({ pool, store, awaitReadModels }: BrandStoryDeps): Router {
  const router = Router();

  router.get('/v2/employer-panel/brand-stories/data/:slug', async (req, res) => {
    const { companyId } = ownStory(req, 'company.read');
    const { rows } = await pool.query<{ data: BrandStory }>(
      'SELECT data FROM brand_story WHERE company_id = $1',
      [companyId],
    );
    // Spec §8: an empty 404 is how the console learns there is no story yet.
    if (rows[0]) res.json(rows[0].data);
    else res.status(404).end();
  });

  router.put('/v2/employer-panel/brand-stories/:slug', async (req, res) => {
    const { companyId, companySlug } = ownStory(req, 'brandStory.edit');
    const input = parseOrThrow(brandStorySchema, req.body);
    const description = sanitizeDescription(input.description);
    if (descriptionText(description).length === 0)
      throw new ValidationError([
        { path: 'description', code: 'errors.required', message: errorTexts['errors.required'].en },
      ]);
    const story: BrandStory = { ...input, description };
    const saved = await inTransaction(pool, async (tx) => {
      // The upsert's row lock orders concurrent saves of one story: each compares with the one before.
      const { rows } = await tx.query<{ data: BrandStory }>(
        `INSERT INTO brand_story (company_id, tenant, slug, data, status, technologies)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (company_id) DO UPDATE
            SET tenant = EXCLUDED.tenant, slug = EXCLUDED.slug, data = EXCLUDED.data,
                status = EXCLUDED.status, technologies = EXCLUDED.technologies, updated_at = now()
         RETURNING data`,
        [companyId, req.tenant, companySlug, JSON.stringify(story), story.status, story.technologies],
      );
      // Compared with what the read models were last told, not with the row: a story published before
      // these events existed, or a save whose commit failed after its append, is put right by this one.
      // Appended before the row commits: a failed append leaves the story as it was (the reverse, an
      // append whose commit then fails, is put right by the next save or start).
      const appended = await announceCard(store, companyId, publishedCard(companyId, companySlug, story), {
        tenant: req.tenant,
        actor: { kind: 'employer', id: req.account!.userId },
        occurredAt: new Date().toISOString(),
      });
      return { data: rows[0]!.data, checkpoint: appended?.lastCheckpoint ?? null };
    });
    if (saved.checkpoint) await awaitReadModels(saved.checkpoint);
    res.json(saved.data);
  });

  router.get('/v2/employer-panel/brand-stories/status/:slug', async (req, res) => {
    const { companyId } = ownStory(req, 'company.read');
    const { rows } = await pool.query<{ status: string }>(
      'SELECT status FROM brand_story WHERE company_id = $1',
      [companyId],
    );
    res.json({ status: rows[0]?.status ?? 'none' });
  });

  router.get('/v2/employer-panel/brand-stories/technologies', async (req, res) => {
    const { companyId } = companyMember(req, 'company.read');
    // Other companies' drafts are theirs until published.
    const { rows } = await pool.query<{ name: string }>(
      `SELECT DISTINCT unnest(technologies) AS name FROM brand_story
        WHERE tenant = $1 AND (status = 'published' OR company_id = $2)`,
      [req.tenant, companyId],
    );
    const byKey = new Map<string, string>();
    for (const name of [...popularTechnologies, ...rows.map((row) => row.name)]) {
      const key = name.trim().toLocaleLowerCase('pl');
      if (key && !byKey.has(key)) byKey.set(key, name.trim());
    }
    res.json([...byKey.values()].sort((a, b) => collator.compare(a, b) || a.localeCompare(b)));
  });

  router.get('/v2/user-panel/brand-stories/company/list', async (req, res) => {
    const { page, perPage } = parseQuery(pageQuery, req.query);
    const { stories, total } = await listPublishedStories(pool, req.tenant, new Date(), {
      offset: (page - 1) * perPage,
      limit: perPage,
    });
    res.set('Cache-Control', publicCache).json({ data: stories, meta: pageMeta(page, perPage, total) });
  });

  router.get('/v2/user-panel/brand-stories/company/:slug/short-info', async (req, res) => {
    const { rows } = await pool.query<{ data: BrandStory }>(
      `SELECT data FROM brand_story WHERE tenant = $1 AND slug = $2 AND status = 'published'`,
      [req.tenant, req.params.slug],
    );
    if (!rows[0]) throw storyNotFound();
    const { coverPhotoUrl, shortDescription } = rows[0].data;
    res.set('Cache-Control', publicCache).json({ coverPhotoUrl, shortDescription });
  });

  return router;
}

const slugParameter = {
  name: 'slug',
  in: 'path',
  required: true,
  schema: { type: 'string' },
  description: "The company's slug",
};
const employerProblems = {
  401: problemResponse('auth.unauthenticated'),
  403: problemResponse('auth.not_an_employer, auth.role_forbidden'),
  404: problemResponse("not_found: not the caller's company"),
};
const listItem = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    logoUrl: { type: ['string', 'null'] },
    coverPhotoUrl: { type: ['string', 'null'] },
    shortDescription: { type: 'string' },
    offersCount: { type: 'integer', description: "The company's active offers on this brand" },
    type: { type: 'string', enum: [...brandStoryTypes] },
    slug: { type: 'string' },
  },
};

export const brandStoryPaths: OpenApiPaths = {
  '/v2/employer-panel/brand-stories/data/{slug}': {
    get: {
      summary: "The company's brand story; an EMPTY 404 (no body) means there is none yet (spec §8)",
      parameters: [slugParameter],
      responses: { 200: jsonResponse('The story'), ...employerProblems },
    },
  },
  '/v2/employer-panel/brand-stories/{slug}': {
    put: {
      summary:
        "Write the company's brand story (owner, admin); the description is sanitised. Publishing, changing the cover photo or short description of a published story, or taking it back to a draft shows on the company's offers (brandStory* fields) when this answers",
      parameters: [slugParameter],
      requestBody: jsonBody(brandStorySchema),
      responses: {
        200: jsonResponse('The story as stored'),
        400: problemResponse('Field issues'),
        ...employerProblems,
      },
    },
  },
  '/v2/employer-panel/brand-stories/status/{slug}': {
    get: {
      summary: "Whether the company's story is missing, a draft or published",
      parameters: [slugParameter],
      responses: {
        200: jsonResponse('{ status: none | draft | published }', {
          type: 'object',
          properties: { status: { type: 'string', enum: ['none', 'draft', 'published'] } },
        }),
        ...employerProblems,
      },
    },
  },
  '/v2/employer-panel/brand-stories/technologies': {
    get: {
      summary: "Technologies to pick from: popular ones and those this brand's stories name",
      responses: {
        200: jsonResponse('Names, sorted', { type: 'array', items: { type: 'string' } }),
        401: employerProblems[401],
        403: employerProblems[403],
      },
    },
  },
  '/v2/user-panel/brand-stories/company/list': {
    get: {
      summary: "This brand's published brand stories (public; cached 60 s)",
      parameters: [
        { name: 'page', in: 'query', schema: { type: 'integer', minimum: 1, default: 1 } },
        { name: 'perPage', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 100, default: 20 } },
      ],
      responses: {
        200: jsonResponse('data and meta {page, prevPage, nextPage, totalPages, totalItems}', {
          type: 'object',
          properties: { data: { type: 'array', items: listItem }, meta: { type: 'object' } },
        }),
        400: problemResponse('Bad page or perPage'),
      },
    },
  },
  '/v2/user-panel/brand-stories/company/{slug}/short-info': {
    get: {
      summary: 'Cover photo and short description of a published story (public; cached 60 s)',
      parameters: [slugParameter],
      responses: {
        200: jsonResponse('{ coverPhotoUrl, shortDescription }'),
        404: problemResponse('not_found: no published story with this slug on this brand'),
      },
    },
  },
};
