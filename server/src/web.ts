import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type express from 'express';
import { Router, type Request, type Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { defaultListFilters, type ListFilters } from '@tablica/domain/listing/filters';
import { filtersToUrl, urlToFilters } from '@tablica/domain/listing/url-codec';
import { tenantConfig } from '@tablica/domain/tenant-config/tenant-config';
import { listPageSize, type OfferListItem } from '@tablica/domain/offers/listing';
import { tenants, type TenantId } from '@tablica/domain/tenants';
import type { SearchIndex } from '@tablica/platform/search/port';
import type { Pool } from '@tablica/platform/postgres/pool';
import { sanitizeDescription } from '@tablica/platform/text/sanitize';
import { findPublishedStory, listPublishedStories } from '@tablica/command-api/companies/brand-stories';
import { listPopularOffers } from '@tablica/projections/offer-views/queries';
import {
  findActiveSlug,
  findOfferDetails,
  listCompanyActiveOffers,
} from '@tablica/projections/offer-details/queries';
import { candidateListItem } from '@tablica/projections/search-index/item';
import { appliedByReader } from '@tablica/query-api/applications/applied';
import { forCandidate } from '@tablica/query-api/candidate/category';
import { offerChangesFor } from '@tablica/query-api/offer-changes/changes';
import { offerDetailsBody } from '@tablica/query-api/offer-details/routes';
import { cursorMeta, searchOffersByCursor } from '@tablica/query-api/offer-search/pages';
import { fillTemplate } from './page-template';
import { sitemapRoutes } from './sitemap';
import { currentTermsFile } from '@tablica/domain/tenant-config/terms';
import { pageFiles, pageFilesElementId, type BuildManifest } from '@tablica/web-candidate/app/page-files';
import { scriptJson } from '@tablica/web-candidate/app/script-json';
import {
  applicationErasurePath,
  pageOf,
  profilePath,
  savedSearchesPath,
  termsPath,
} from '@tablica/web-candidate/app/pages';
import type { RenderInput } from '@tablica/web-candidate/app/render-input';
import { colorSchemeHint, paperColors, pickColorScheme } from '@tablica/web-candidate/lib/color-scheme';
import { themeVariantFromCookies } from '@tablica/web-candidate/lib/theme-variant';
import { homeCarouselSize, type HomePageData } from '@tablica/web-candidate/features/home/home-page-data';
import type { TileSettings } from '@tablica/web-candidate/features/map/map-settings';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const candidateDir = path.join(root, 'web-candidate');
export const employerDir = path.join(root, 'web-employer');
/** The files of the tenants' legal documents (the tenant configuration's `terms`). */
const documentsDir = path.join(root, 'server/documents');

type Render = (input: RenderInput) => { html: string; head: string };

interface CandidateRenderer {
  template(url: string): Promise<string>;
  render(): Promise<Render>;
  /** Its styles and the list of its scripts beyond the entry (which entry-client preloads once painted). */
  preloads(input: RenderInput): string;
  middleware?: express.RequestHandler;
}

const locales = ['pl', 'en'] as const;
type Locale = (typeof locales)[number];
const isLocale = (value: unknown): value is Locale => locales.includes(value as Locale);

/** ?lang= wins (and is remembered in a cookie), then the cookie, then Accept-Language; Polish by default. */
export function pickLocale(req: Request, res: Response): Locale {
  const requested = req.query.lang;
  if (isLocale(requested)) {
    res.cookie('lang', requested, { sameSite: 'lax', maxAge: 365 * 24 * 3600 * 1000, httpOnly: false });
    return requested;
  }
  const cookie = /(?:^|;\s*)lang=(pl|en)\b/.exec(req.headers.cookie ?? '')?.[1];
  if (isLocale(cookie)) return cookie;
  return req.acceptsLanguages('pl', 'en') === 'en' ? 'en' : 'pl';
}

async function builtRenderer(): Promise<CandidateRenderer> {
  const templatePath = path.join(candidateDir, 'dist/client/index.html');
  const entry = path.join(candidateDir, 'dist/server/entry-server.js');
  const manifestPath = path.join(candidateDir, 'dist/client/.vite/manifest.json');
  if (!existsSync(templatePath) || !existsSync(entry) || !existsSync(manifestPath))
    throw new Error('The candidate board is not built: run `npm run build` (npm start does it for you).');
  const template = await readFile(templatePath, 'utf8');
  const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as BuildManifest;
  const module = (await import(pathToFileURL(entry).href)) as { render: Render };
  return {
    template: async () => template,
    render: async () => module.render,
    preloads: (input) => {
      const { scripts, styles } = pageFiles(manifest, pageOf(input));
      // The scripts as a list entry-client preloads once the page is painted (see pageFilesElementId).
      return [
        ...styles.map((file) => `<link rel="stylesheet" crossorigin href="${file}">`),
        `<script id="${pageFilesElementId}" type="application/json">${scriptJson(scripts)}</script>`,
      ].join('');
    },
  };
}

function wellEncoded(url: string): boolean {
  try {
    decodeURI(url);
    return true;
  } catch {
    return false;
  }
}

async function devRenderer(): Promise<CandidateRenderer & { close(): Promise<void> }> {
  const { createServer } = await import('vite');
  const vite = await createServer({
    root: candidateDir,
    server: { middlewareMode: true },
    appType: 'custom',
  });
  return {
    middleware: vite.middlewares,
    // Vite decodes the URL it is given: a broken percent-encoding (a junk list URL) must not make it throw.
    template: async (url) =>
      vite.transformIndexHtml(
        wellEncoded(url) ? url : '/',
        await readFile(path.join(candidateDir, 'index.html'), 'utf8'),
      ),
    render: async () => ((await vite.ssrLoadModule('/src/entry-server.tsx')) as { render: Render }).render,
    // Vite's dev server serves each module as it is asked for; there is no build to name files from.
    preloads: () => '',
    close: () => vite.close(),
  };
}

export interface WebDeps {
  readonly search: SearchIndex;
  readonly db: Pool;
  readonly now: () => Date;
  readonly dev: boolean;
  /** The maps' tiles (MAP_TILE_URL), handed to the pages. */
  readonly mapTiles: TileSettings;
  /** CAPTCHA_SITE_KEY, handed to the pages: the ways to apply send reCAPTCHA tokens with it. */
  readonly captchaSiteKey?: string | undefined;
  /** Each brand's survey (SURVEY_URLS): its pages invite to it in the survey popup. */
  readonly surveyUrls?: Readonly<Partial<Record<TenantId, string>>>;
}

type PageView =
  /** `/`: the homepage (spec §1); the default list lives under the list prefix. */
  | { readonly kind: 'home' }
  | { readonly kind: 'listing'; readonly filters: ListFilters; readonly locale: Locale | null }
  | { readonly kind: 'offer'; readonly slug: string }
  /** The erasure link's page: nothing to look up (its code is in the fragment, unseen here). */
  | { readonly kind: 'application-erasure' }
  /** The legal documents: read from the tenant configuration while rendering. */
  | { readonly kind: 'terms' }
  | { readonly kind: 'brand-story'; readonly slug: string }
  | { readonly kind: 'not-found' };

/**
 * What a board URL shows: `/` the homepage; the pages of the board's own (profile, saved searches) the default list; a list URL
 * (its first segment the list prefix of either language, spec §2) exactly its filters, in that
 * language; `/application-erasure` the erasure link's page (no search); anything else the not-found
 * page. Offer pages come with the offer-page issue.
 */
function viewOf(req: Request): PageView {
  const config = tenantConfig(req.tenant);
  const offerSlug = /^\/job-offer\/([^/]{1,300})\/?$/.exec(req.path)?.[1];
  if (offerSlug !== undefined) return { kind: 'offer', slug: offerSlug };
  const storySlug = /^\/brands\/story\/([^/]{1,300})\/?$/.exec(req.path)?.[1];
  if (storySlug !== undefined) return { kind: 'brand-story', slug: storySlug };
  const ownPage = req.path.replace(/\/+$/, '');
  if (ownPage === applicationErasurePath) return { kind: 'application-erasure' };
  if (ownPage === termsPath) return { kind: 'terms' };
  if (req.path === '/') return { kind: 'home' };
  if (ownPage === profilePath || ownPage === savedSearchesPath)
    return { kind: 'listing', filters: defaultListFilters, locale: null };
  let prefix: string;
  try {
    prefix = decodeURIComponent(req.path.split('/')[1] ?? '');
  } catch {
    return { kind: 'not-found' };
  }
  const locale = locales.find((code) => config.slugs.listPrefix[code] === prefix);
  if (!locale) return { kind: 'not-found' };
  return { kind: 'listing', filters: urlToFilters(req.originalUrl, config, locale), locale };
}

/** A story page shows at most this many of its company's offers, newest first. */
const brandStoryOffersShown = 50;

const attributeEscapes: Record<string, string> = { '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' };
const escapeAttribute = (text: string) =>
  text.replace(/[&"<>]/g, (character) => attributeEscapes[character]!);

/** Built files, sent as the .br or .gz the build wrote beside them when the browser takes it. */
function precompressed(
  folder: string,
  options: { index?: string; maxAge: string; immutable?: boolean; fallthrough?: boolean },
) {
  return expressStaticGzip(folder, {
    enableBrotli: true,
    orderPreference: ['br', 'gz'],
    index: options.index ?? false,
    serveStatic: options,
  });
}

/** The candidate board (server-rendered) at `/` and the employer console at `/employer/`. */
export async function webRoutes(deps: WebDeps): Promise<{ router: Router; close(): Promise<void> }> {
  const router = Router();
  const renderer = deps.dev ? await devRenderer() : await builtRenderer();

  router.use(
    '/employer',
    // '/employer' and '/employer/' both match here; only the first needs the slash added.
    (req, res, next) => (req.originalUrl === '/employer' ? res.redirect(301, '/employer/') : next()),
    precompressed(path.join(employerDir, 'dist'), { index: 'index.html', maxAge: '1h' }),
  );

  if (renderer.middleware) router.use(renderer.middleware);
  else
    router.use(
      '/assets',
      precompressed(path.join(candidateDir, 'dist/client/assets'), {
        immutable: true,
        maxAge: '365d',
        fallthrough: false,
      }),
    );

  /** An offer page's offer as its API gives it, the description sanitised once more; null: 404. */
  const offerOf = async (req: Request, slug: string, locale: Locale, now: Date) => {
    const found = /^[a-z0-9-]+$/.test(slug) ? await findOfferDetails(deps.db, req.tenant, slug, now) : null;
    if (!found) return null;
    // Side by side: both need only the offer's id.
    const [applied, changes] = await Promise.all([
      appliedByReader(deps.db, req, [found.offerId]),
      offerChangesFor(deps.db, req, found.offerId),
    ]);
    const offer = forCandidate(tenantConfig(req.tenant), locale, offerDetailsBody(found), applied);
    return { ...offer, body: sanitizeDescription(offer.body), changes };
  };

  /** A published brand story with its company's active offers; null: 404 (no such story shows). */
  const brandStoryOf = async (req: Request, slug: string, locale: Locale, now: Date) => {
    const story = /^[a-z0-9-]{1,100}$/.test(slug)
      ? await findPublishedStory(deps.db, req.tenant, slug)
      : null;
    if (!story) return null;
    const { companyId, ...shown } = story;
    const records = await listCompanyActiveOffers(deps.db, req.tenant, companyId, now, brandStoryOffersShown);
    const applied = await appliedByReader(
      deps.db,
      req,
      records.map((record) => record.offerId),
    );
    const config = tenantConfig(req.tenant);
    const offers = records.map((record) =>
      forCandidate(config, locale, candidateListItem(record, record.story), applied),
    );
    return { ...shown, description: sanitizeDescription(story.description), offers };
  };

  /** The homepage's counts and carousels, read side by side (spec §1 "Homepage"). */
  const homeOf = async (req: Request, locale: Locale, now: Date): Promise<HomePageData> => {
    const config = tenantConfig(req.tenant);
    const boards = config.featureFlags.countAllBoardOffers
      ? (Object.keys(tenants) as TenantId[])
      : [req.tenant];
    const [counts, categoryCounts, newest, popular, stories] = await Promise.all([
      Promise.all(boards.map((tenant) => deps.search.count({ tenant, filters: defaultListFilters, now }))),
      deps.search.countByCategory({ tenant: req.tenant, filters: defaultListFilters, now }),
      deps.search.search({
        tenant: req.tenant,
        filters: { ...defaultListFilters, withSalary: true, sort: { sortBy: 'newest', orderBy: 'DESC' } },
        from: 0,
        itemsCount: homeCarouselSize,
        now,
      }),
      listPopularOffers(deps.db, { tenant: req.tenant, now, offset: 0, limit: homeCarouselSize }),
      listPublishedStories(deps.db, req.tenant, now, { offset: 0, limit: 20 }),
    ]);
    const applied = await appliedByReader(
      deps.db,
      req,
      [...newest.items, ...popular.items].map((item) => item.guid),
    );
    const shown = (items: readonly OfferListItem[]) =>
      items.map((item) => forCandidate(config, locale, item, applied));
    return {
      totalOffers: counts.reduce((sum, count) => sum + count, 0),
      categoryCounts,
      newestWithSalary: shown(newest.items),
      popular: shown(popular.items),
      brandStories: stories.stories.map(({ type: _type, ...story }) => story),
    };
  };

  const renderPage = async (req: Request, res: Response, requested: PageView) => {
    let view = requested;
    const now = deps.now();
    const tenant = tenants[req.tenant];
    const config = tenantConfig(req.tenant);
    const locale = view.kind === 'listing' && view.locale ? view.locale : pickLocale(req, res);
    const home = view.kind === 'home' ? await homeOf(req, locale, now) : null;
    const offer = view.kind === 'offer' ? await offerOf(req, view.slug, locale, now) : null;
    if (view.kind === 'offer' && offer && !offer.isOfferActive) {
      // An ended offer that an employer posted again lives on in its newest copy (spec §4).
      const current = await findActiveSlug(deps.db, req.tenant, view.slug, now);
      if (current !== null && current !== view.slug) return res.redirect(302, `/job-offer/${current}`);
    }
    if (view.kind === 'offer' && !offer) view = { kind: 'not-found' };
    const brandStory = view.kind === 'brand-story' ? await brandStoryOf(req, view.slug, locale, now) : null;
    if (view.kind === 'brand-story' && !brandStory) view = { kind: 'not-found' };
    const filters = view.kind === 'listing' ? view.filters : defaultListFilters;
    const found =
      view.kind !== 'listing'
        ? { data: [], meta: cursorMeta(0, listPageSize, 0, 0) }
        : await searchOffersByCursor(deps.search, {
            tenant: req.tenant,
            filters,
            from: filters.from,
            itemsCount: filters.itemsCount,
            now,
          });
    // A signed-in candidate's first window marks what they applied to, as the API's next windows do.
    const applied =
      found.data.length > 0
        ? await appliedByReader(
            deps.db,
            req,
            found.data.map((item) => item.guid),
          )
        : null;
    const page = applied
      ? { ...found, data: found.data.map((item) => ({ ...item, isAppliedTo: applied.has(item.guid) })) }
      : found;
    const origin = `${req.protocol}://${req.get('host') ?? 'localhost'}`;
    // A list page in each language: the same filters under the other language's words (spec §2).
    const alternates =
      view.kind === 'listing' && view.locale
        ? Object.fromEntries(
            locales.map((code) => [code, filtersToUrl({ ...filters, from: 0 }, config, code)]),
          )
        : undefined;
    const input: RenderInput = {
      url: req.originalUrl,
      locale,
      tenant: { id: tenant.id, name: tenant.name },
      page,
      filters,
      status: view.kind === 'not-found' ? 404 : 200,
      origin,
      ...(offer ? { offer } : {}),
      ...(brandStory ? { brandStory } : {}),
      ...(home ? { home } : {}),
      ...(alternates ? { alternates: alternates as Record<Locale, string> } : {}),
      mapTiles: deps.mapTiles,
      ...(deps.captchaSiteKey ? { captchaSiteKey: deps.captchaSiteKey } : {}),
      ...(deps.surveyUrls?.[req.tenant] ? { surveyUrl: deps.surveyUrls[req.tenant] } : {}),
      ...(config.featureFlags.enableDarkMode
        ? { colorScheme: pickColorScheme(req.headers.cookie, req.get(colorSchemeHint)) }
        : {}),
      ...(config.featureFlags.enableThemeChange
        ? { themeVariant: themeVariantFromCookies(req.headers.cookie) }
        : {}),
      now: now.toISOString(),
    };
    const { html, head } = (await renderer.render())(input);
    // A page of one thing (an offer, a brand story) is one address in both languages, `?lang=` apart.
    const pageUrl = offer
      ? `${origin}/job-offer/${offer.slug}`
      : brandStory
        ? `${origin}/brands/story/${brandStory.slug}`
        : home
          ? `${origin}/`
          : null;
    const links = pageUrl
      ? [
          `<link rel="canonical" href="${escapeAttribute(pageUrl)}" />`,
          ...locales.map(
            (code) =>
              `<link rel="alternate" hreflang="${code}" href="${escapeAttribute(`${pageUrl}?lang=${code}`)}" />`,
          ),
          `<link rel="alternate" hreflang="x-default" href="${escapeAttribute(pageUrl)}" />`,
        ].join('')
      : alternates
        ? [
            `<link rel="canonical" href="${escapeAttribute(origin + alternates[locale])}" />`,
            ...locales.map(
              (code) =>
                `<link rel="alternate" hreflang="${code}" href="${escapeAttribute(origin + alternates[code])}" />`,
            ),
            `<link rel="alternate" hreflang="x-default" href="${escapeAttribute(origin + alternates.pl)}" />`,
          ].join('')
        : '';
    const document = fillTemplate(await renderer.template(req.originalUrl), {
      '%LANG%': locale,
      '%COLOR_SCHEME%': input.colorScheme ?? 'light',
      '%THEME_COLOR%': paperColors[input.colorScheme ?? 'light'],
      '<!--app-head-->': head + links + renderer.preloads(input),
      '<!--app-html-->': html,
      '<!--app-state-->': `<script id="__TABLICA_STATE__" type="application/json">${scriptJson(input)}</script>`,
    });
    res
      .status(input.status)
      .type('html')
      // A page opened from a mail's link carries its one-time token or code: no cache may keep that page.
      .set(
        'Cache-Control',
        /[?&](token|code)=/.test(req.originalUrl)
          ? 'private, no-store'
          : // A signed-in reader's page holds what is theirs (applied, changes since): no shared cache keeps it.
            req.account
            ? 'private, no-cache'
            : 'no-cache',
      )
      .set('Vary', `Accept-Language, Cookie, ${colorSchemeHint}`)
      // The browser's light or dark preference, from the next request on (the reader's choice wins).
      .set('Accept-CH', colorSchemeHint)
      .send(document);
  };

  router.use('/documents', precompressed(documentsDir, { maxAge: '1h' }));
  // The fixed privacy-policy link of the sign-up and alert forms: always the policy in force today.
  router.get(`${termsPath}/privacy-policy`, (req, res) => {
    const config = tenantConfig(req.tenant);
    const policy = currentTermsFile(config.terms, config.featureFlags, 'privacyPolicy', deps.now());
    res.set('Cache-Control', 'no-cache').redirect(302, policy?.url ?? termsPath);
  });

  router.use(sitemapRoutes(deps));

  // `use`, not a `/{*path}` route: a route would decode the path first and answer broken
  // percent-encoding with a bare 400 before the board could show its 404 page.
  router.use((req, res, next) =>
    req.method === 'GET' || req.method === 'HEAD' ? renderPage(req, res, viewOf(req)) : next(),
  );

  return {
    router,
    close: async () =>
      'close' in renderer ? await (renderer as { close(): Promise<void> }).close() : undefined,
  };
}
