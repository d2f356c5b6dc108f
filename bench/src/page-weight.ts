// The board's initial JavaScript (issue 11: ≤ 170 KB gzipped, the map, dialogs and alert form
// code-split; issue 13: the offer page's ≤ 150 KB): the scripts and module preloads the built
// index.html names, each at its gzip size as the build wrote it beside the file. Also checks that the
// map's code (Leaflet) is in none of them. Needs `npm run build -w web-candidate` first.
// `npm run bench` runs it; `npm run bench:weight` alone.
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { benchRoot, printingRecorder, writeResults, type Record, type Row } from './report';

const clientDir = path.join(benchRoot, 'web-candidate/dist/client');

/** The files a first visit loads before the page is interactive: entry script, preloads, styles. */
export async function initialFiles(): Promise<string[]> {
  const html = await readFile(path.join(clientDir, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1]!);
  const preloads = [...html.matchAll(/<link[^>]*rel="(?:modulepreload|stylesheet)"[^>]*href="([^"]+)"/g)].map(
    (match) => match[1]!,
  );
  return [...new Set([...scripts, ...preloads])].filter((file) => file.startsWith('/assets/'));
}

async function gzippedSize(file: string): Promise<number> {
  const full = path.join(clientDir, file);
  if (existsSync(`${full}.gz`)) return (await stat(`${full}.gz`)).size;
  return gzipSync(await readFile(full), { level: 9 }).length;
}

export async function benchPageWeight(record: Record): Promise<void> {
  const files = await initialFiles();
  let js = 0;
  let css = 0;
  for (const file of files) {
    const size = await gzippedSize(file);
    if (file.endsWith('.css')) css += size;
    else js += size;
  }
  const kb = (bytes: number) => bytes / 1024;
  record(
    `board initial JavaScript (${files.filter((f) => f.endsWith('.js')).length} files, gzipped)`,
    kb(js),
    'KB',
    '≤ 170',
    kb(js) <= 170,
  );
  record('offer page initial JavaScript (the same entry, gzipped)', kb(js), 'KB', '≤ 150', kb(js) <= 150);
  record('board initial CSS (gzipped)', kb(css), 'KB', 'reported', true);
  let leaflet = 0;
  for (const file of files)
    if (
      file.endsWith('.js') &&
      /leaflet-container|MarkerClusterGroup/.test(await readFile(path.join(clientDir, file), 'utf8'))
    )
      leaflet += 1;
  record('initial files holding the map code (Leaflet)', leaflet, 'files', '0', leaflet === 0);
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
