// The board's server-rendered pages (issue 11: the listing's HTML for its first window ≤ 60 KB gzipped,
// rendered p95 ≤ 50 ms on 100,000 offers for a filtered URL not seen before; issue 13: an offer page
// ≤ 40 KB gzipped, p95 ≤ 30 ms for slugs not seen before). One request at a time, each a question no
// one asked before: list URLs from the long tail's generator (a distinct salary floor each, so no
// answer is in the server's cache) written by the board's own URL codec in Polish, and offers whose
// slugs come from the API's pages. The time runs to the last byte; the size is the HTML gzipped.
// `npm run bench` runs it against its server; `BENCH_URL=http://127.0.0.1:3000 npm run bench:pages`
// alone against a running board (its size is the board's, printed with the results).
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { parseApiFilters } from '@tablica/domain/listing/api-query';
import { filtersToUrl } from '@tablica/domain/listing/url-codec';
import { tenantConfig } from '@tablica/domain/tenant-config/tenant-config';
import { distinctFilters, random } from './long-tail';
import { percentile, printingRecorder, writeResults, type Record, type Row } from './report';

const questions = Number(process.env.BENCH_PAGES ?? 100);

/** Times and gzipped sizes of `urls`, asked one after another; a page that is not 200 fails the phase. */
async function measure(base: string, urls: readonly string[]) {
  const times: number[] = [];
  const sizes: number[] = [];
  for (const url of urls) {
    const started = performance.now();
    const response = await fetch(base + url, { headers: { 'Accept-Encoding': 'identity' } });
    const html = await response.text();
    times.push(performance.now() - started);
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
    sizes.push(gzipSync(html).length / 1024);
  }
  return { p95: percentile(times, 95), p50: percentile(times, 50), size: percentile(sizes, 95) };
}

export async function benchPages(base: string, record: Record): Promise<void> {
  const config = tenantConfig('it');
  const next = random(20_260_226);
  // Warm the server's code paths (not its answers: every question below is new).
  await fetch(`${base}/praca`).then((response) => response.arrayBuffer());
  const lists = Array.from({ length: questions }, (_, serial) =>
    filtersToUrl(
      parseApiFilters(Object.fromEntries(distinctFilters(next, 40_000 + serial)), config),
      config,
      'pl',
    ),
  );
  const listing = await measure(base, lists);
  record(
    `listing page, ${questions} filtered URLs not seen before, p95`,
    listing.p95,
    'ms',
    '≤ 50',
    listing.p95 <= 50,
  );
  record('listing page p50', listing.p50, 'ms', 'reported', true);
  record('listing HTML gzipped, p95 of its pages', listing.size, 'KB', '≤ 60', listing.size <= 60);

  // The oldest offers first (the newest-first list the warm-up asked for does not reach them).
  const slugs: string[] = [];
  for (let from = 0; slugs.length <= questions; from += 100) {
    const page = (await (
      await fetch(
        `${base}/api/v2/user-panel/offers/by-cursor?from=${from}&itemsCount=100&sortBy=published&orderBy=ASC`,
      )
    ).json()) as { data: { slug: string }[] };
    if (page.data.length === 0) break;
    slugs.push(...page.data.map((offer) => offer.slug));
  }
  // The offer page's code paths warmed as the list's were, by an offer not among those measured.
  if (slugs.length > questions)
    await fetch(`${base}/job-offer/${slugs[questions]}`).then((response) => response.arrayBuffer());
  const offers = await measure(
    base,
    slugs.slice(0, questions).map((slug) => `/job-offer/${slug}`),
  );
  const asked = Math.min(questions, slugs.length);
  record(`offer page, ${asked} slugs not seen before, p95`, offers.p95, 'ms', '≤ 30', offers.p95 <= 30);
  record('offer page p50', offers.p50, 'ms', 'reported', true);
  record('offer page HTML gzipped, p95 of its pages', offers.size, 'KB', '≤ 40', offers.size <= 40);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const base = process.env.BENCH_URL ?? 'http://127.0.0.1:3000';
  const total = (await (await fetch(`${base}/api/v2/user-panel/offers/by-cursor?itemsCount=1`)).json()) as {
    meta: { totalItems: number };
  };
  console.error(`pages against ${base} (${total.meta.totalItems} active offers), ${questions} of each`);
  const rows: Row[] = [];
  await benchPages(base, printingRecorder(rows));
  const settings = { base, activeOffers: total.meta.totalItems, questions };
  console.log(`results written to ${await writeResults('pages', settings, rows)}`);
}
