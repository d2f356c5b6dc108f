// The board's initial JavaScript per page (issue 11: the listing ≤ 170 KB gzipped, the map, dialogs
// and alert form code-split; issue 13: the offer page ≤ 150 KB, the map and apply dialog
// code-split). A first visit downloads the scripts and module preloads the built index.html names
// (the entry and what it imports) and the files the server preloads for that page: what hydrates and
// the page's own module, which entry-client awaits before hydrating (the texts the page's markup used
// come in its HTML, the rest of its language's catalogue after hydration). The latter come from
// the build manifest through the server's own function (pageFiles), so the figure is what the
// server's HTML names. Each file is counted at the gzip size the build wrote beside it. Also checks
// that the map's code (Leaflet) is in none of them. Needs `npm run build -w web-candidate` first.
// `npm run bench` runs it; `npm run bench:weight` alone.
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  catalogueModule,
  hydrateModule,
  modulesFiles,
  pageFiles,
  type BuildManifest,
} from '@tablica/web-candidate/app/page-files';
import type { Page } from '@tablica/web-candidate/app/pages';
import { benchRoot, printingRecorder, writeResults, type Record, type Row } from './report';

const clientDir = path.join(benchRoot, 'web-candidate/dist/client');

const readManifest = async () =>
  JSON.parse(await readFile(path.join(clientDir, '.vite/manifest.json'), 'utf8')) as BuildManifest;

/** The files every first visit loads before the page is interactive: entry script, preloads, styles. */
export async function entryFiles(): Promise<string[]> {
  const html = await readFile(path.join(clientDir, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1]!);
  const preloads = [...html.matchAll(/<link[^>]*rel="(?:modulepreload|stylesheet)"[^>]*href="([^"]+)"/g)].map(
    (match) => match[1]!,
  );
  // What hydrates every page, which the entry imports once the browser has painted.
  const hydrate = modulesFiles(await readManifest(), [hydrateModule]);
  return [...new Set([...scripts, ...preloads, ...hydrate.scripts, ...hydrate.styles])].filter((file) =>
    file.startsWith('/assets/'),
  );
}

/** A first visit of `page`: the entry's files and the page's. */
export async function initialFiles(page: Page): Promise<string[]> {
  const { scripts, styles } = pageFiles(await readManifest(), page);
  return [...new Set([...(await entryFiles()), ...styles, ...scripts])];
}

async function gzippedSize(file: string): Promise<number> {
  const full = path.join(clientDir, file);
  if (existsSync(`${full}.gz`)) return (await stat(`${full}.gz`)).size;
  return gzipSync(await readFile(full), { level: 9 }).length;
}

/**
 * Code a page loads past its first files, reported beside them (not in the target): its islands on
 * the visitor's first reach for them (`components/island.tsx`), and what loads after hydration.
 */
const later: { readonly [P in Page]?: readonly { what: string; modules: readonly string[] }[] } = {
  listing: [
    {
      what: 'the search bar and the filter bar, on first use',
      modules: [
        'src/features/listing/components/search-bar.tsx',
        'src/features/listing/components/filter-bar.tsx',
      ],
    },
    {
      what: 'the virtualised list, after hydration',
      modules: ['src/features/listing/components/virtual-offers.tsx'],
    },
  ],
  home: [{ what: 'the search, on first use', modules: ['src/features/home/components/home-search.tsx'] }],
};

const measured: readonly { page: Page; name: string; target: number | null }[] = [
  { page: 'listing', name: 'listing', target: 170 },
  { page: 'offer', name: 'offer page', target: 150 },
  { page: 'home', name: 'homepage', target: null },
];

export async function benchPageWeight(record: Record): Promise<void> {
  const kb = (bytes: number) => bytes / 1024;
  const entry = await entryFiles();
  let entryJs = 0;
  for (const file of entry) if (file.endsWith('.js')) entryJs += await gzippedSize(file);
  record(`entry every page shares (${entry.length} files, gzipped)`, kb(entryJs), 'KB', 'reported', true);
  for (const { page, name, target } of measured) {
    const files = await initialFiles(page);
    let js = 0;
    let css = 0;
    for (const file of files) {
      const size = await gzippedSize(file);
      if (file.endsWith('.css')) css += size;
      else js += size;
    }
    const scripts = files.filter((file) => file.endsWith('.js')).length;
    record(
      `${name} initial JavaScript (${scripts} files, gzipped)`,
      kb(js),
      'KB',
      target === null ? 'reported' : `≤ ${target}`,
      target === null || kb(js) <= target,
    );
    // Polish: the longer of the two catalogues.
    const texts = { what: 'the rest of the texts, after hydration', modules: [catalogueModule('pl')] };
    for (const { what, modules } of [...(later[page] ?? []), texts]) {
      const { scripts: needed } = modulesFiles(await readManifest(), modules);
      let more = 0;
      for (const file of needed) if (!files.includes(file)) more += await gzippedSize(file);
      record(`${name}: JavaScript loaded later, ${what} (gzipped)`, kb(more), 'KB', 'reported', true);
    }
    record(`${name} initial CSS (gzipped)`, kb(css), 'KB', 'reported', true);
    let leaflet = 0;
    for (const file of files)
      if (
        file.endsWith('.js') &&
        /leaflet-container|MarkerClusterGroup/.test(await readFile(path.join(clientDir, file), 'utf8'))
      )
        leaflet += 1;
    record(`${name} initial files holding the map code (Leaflet)`, leaflet, 'files', '0', leaflet === 0);
  }
}

// Alone: `npm run bench:weight`.
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  console.error('bench: page weight of the built board');
  const rows: Row[] = [];
  await benchPageWeight(printingRecorder(rows));
  const notes = { loadAverage: os.loadavg().map((n) => Math.round(n * 100) / 100) };
  console.log(
    `results written to ${path.relative(process.cwd(), await writeResults('weight', notes, rows))}`,
  );
  process.exit(0);
}
