import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type express from 'express';
import { Router, type Request, type Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { defaultListFilters } from '@tablica/domain/listing/filters';
import { listPageSize } from '@tablica/domain/offers/listing';
import { tenants } from '@tablica/domain/tenants';
import type { SearchIndex } from '@tablica/platform/search/port';
import { searchOffersByCursor } from '@tablica/query-api/offer-search/pages';
import type { RenderInput } from '../../web-candidate/src/app/render-input';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const candidateDir = path.join(root, 'web-candidate');
export const employerDir = path.join(root, 'web-employer');

type Render = (input: RenderInput) => { html: string; head: string };

interface CandidateRenderer {
  template(url: string): Promise<string>;
  render(): Promise<Render>;
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

/** JSON for a <script type="application/json"> block: nothing in it can close the tag. */
export function serializeState(state: unknown): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

async function builtRenderer(): Promise<CandidateRenderer> {
  const templatePath = path.join(candidateDir, 'dist/client/index.html');
  const entry = path.join(candidateDir, 'dist/server/entry-server.js');
  if (!existsSync(templatePath) || !existsSync(entry))
    throw new Error('The candidate board is not built: run `npm run build` (npm start does it for you).');
  const template = await readFile(templatePath, 'utf8');
  const module = (await import(pathToFileURL(entry).href)) as { render: Render };
  return { template: async () => template, render: async () => module.render };
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
    template: async (url) =>
      vite.transformIndexHtml(url, await readFile(path.join(candidateDir, 'index.html'), 'utf8')),
    render: async () => ((await vite.ssrLoadModule('/src/entry-server.tsx')) as { render: Render }).render,
    close: () => vite.close(),
  };
}

export interface WebDeps {
  readonly search: SearchIndex;
  readonly now: () => Date;
  readonly dev: boolean;
}

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

  const renderListing = async (req: Request, res: Response, status: number) => {
    const locale = pickLocale(req, res);
    const now = deps.now();
    const page = await searchOffersByCursor(deps.search, {
      tenant: req.tenant,
      filters: defaultListFilters,
      from: 0,
      itemsCount: listPageSize,
      now,
    });
    const tenant = tenants[req.tenant];
    const input: RenderInput = {
      url: req.originalUrl,
      locale,
      tenant: { id: tenant.id, name: tenant.name },
      page,
      now: now.toISOString(),
    };
    const { html, head } = (await renderer.render())(input);
    const document = (await renderer.template(req.originalUrl))
      .replace('%LANG%', locale)
      .replace('<!--app-head-->', head)
      .replace('<!--app-html-->', html)
      .replace(
        '<!--app-state-->',
        `<script id="__TABLICA_STATE__" type="application/json">${serializeState(input)}</script>`,
      );
    res
      .status(status)
      .type('html')
      // A page opened from a mail's link carries its one-time token: no cache may keep that page.
      .set('Cache-Control', /[?&]token=/.test(req.originalUrl) ? 'private, no-store' : 'no-cache')
      .set('Vary', 'Accept-Language, Cookie')
      .send(document);
  };

  // Offer pages come with the offer-page issue; until then the listing answers with 404 there.
  router.get('/job-offer/{*slug}', (req, res) => renderListing(req, res, 404));
  router.get('/{*path}', (req, res) => renderListing(req, res, 200));

  return {
    router,
    close: async () =>
      'close' in renderer ? await (renderer as { close(): Promise<void> }).close() : undefined,
  };
}
