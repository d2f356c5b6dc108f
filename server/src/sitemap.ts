import { Router, type Request, type Response } from 'express';
import { defaultListFilters } from '@tablica/domain/listing/filters';
import { filtersToUrl } from '@tablica/domain/listing/url-codec';
import { tenantConfig } from '@tablica/domain/tenant-config/tenant-config';
import type { Pool } from '@tablica/platform/postgres/pool';
import { listActiveOfferSlugs } from '@tablica/projections/offer-details/queries';

/**
 * `sitemap.xml` (sitemaps.org): an index of the list pages (each category and subcategory in each city
 * and in all cities, both languages) and of the active offers, 10,000 to a file, `lastmod` the time of
 * the offer's last publication or refresh (its newest event that moved it to the top).
 */

const offersPerFile = 10_000;
const locales = ['pl', 'en'] as const;

const xmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const xml = (text: string) => text.replace(/[&<>"']/g, (character) => xmlEscapes[character]!);

const origin = (req: Request) => `${req.protocol}://${req.get('host') ?? 'localhost'}`;

function urlSet(entries: readonly { loc: string; lastmod?: Date }[]): string {
  const urls = entries
    .map(
      ({ loc, lastmod }) =>
        `<url><loc>${xml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>`;
}

export function sitemapRoutes(deps: { readonly db: Pool; readonly now: () => Date }): Router {
  const router = Router();
  const send = (res: Response, body: string) =>
    res.type('application/xml').set('Cache-Control', 'public, max-age=3600').send(body);

  router.get('/sitemap.xml', async (req, res) => {
    const now = deps.now();
    const newest = await listActiveOfferSlugs(deps.db, req.tenant, now, { offset: 0, limit: 1 });
    const total = await countFiles(deps.db, req.tenant, now);
    const files = [
      '/sitemaps/lists.xml',
      ...Array.from({ length: total }, (_, n) => `/sitemaps/offers-${n + 1}.xml`),
    ];
    const lastmod = newest[0]?.publishedAt;
    const body = files
      .map(
        (file) =>
          `<sitemap><loc>${xml(origin(req) + file)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</sitemap>`,
      )
      .join('');
    send(
      res,
      `<?xml version="1.0" encoding="UTF-8"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${body}</sitemapindex>`,
    );
  });

  router.get('/sitemaps/lists.xml', async (req, res) => {
    const config = tenantConfig(req.tenant);
    const newest = (await listActiveOfferSlugs(deps.db, req.tenant, deps.now(), { offset: 0, limit: 1 }))[0];
    const cities = [null, ...config.cities.map((city) => city.slug)];
    const categories = config.categories
      .filter((category) => !category.static)
      .flatMap((category) => [
        { category: category.key, subcategories: [] as string[] },
        ...category.children.map((child) => ({ category: category.key, subcategories: [child.key] })),
      ]);
    const lists = [null, ...categories].flatMap((topic) =>
      cities.flatMap((city) =>
        locales.map((locale) =>
          filtersToUrl(
            {
              ...defaultListFilters,
              city,
              category: topic?.category ?? null,
              subcategories: topic?.subcategories ?? [],
            },
            config,
            locale,
          ),
        ),
      ),
    );
    send(
      res,
      urlSet(
        lists.map((list) => ({
          loc: origin(req) + list,
          ...(newest ? { lastmod: newest.publishedAt } : {}),
        })),
      ),
    );
  });

  router.get('/sitemaps/offers-:n.xml', async (req, res, next) => {
    const n = Number(req.params.n);
    if (!Number.isInteger(n) || n < 1 || n > 10_000) return next();
    const offers = await listActiveOfferSlugs(deps.db, req.tenant, deps.now(), {
      offset: (n - 1) * offersPerFile,
      limit: offersPerFile,
    });
    if (offers.length === 0 && n > 1) return next();
    send(
      res,
      urlSet(
        offers.map((offer) => ({
          loc: `${origin(req)}/job-offer/${offer.slug}`,
          lastmod: offer.publishedAt,
        })),
      ),
    );
  });

  return router;
}

async function countFiles(db: Pool, tenant: string, now: Date): Promise<number> {
  // The files that have offers: probe the first offer of each following file.
  let files = 0;
  while (
    (await listActiveOfferSlugs(db, tenant, now, { offset: files * offersPerFile, limit: 1 })).length > 0
  )
    files++;
  return Math.max(files, 1);
}
