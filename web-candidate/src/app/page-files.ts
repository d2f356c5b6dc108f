import type { Locale } from '../lib/i18n/locale';
import type { Page } from './pages';

/** What Vite's build manifest (`dist/client/.vite/manifest.json`) says of one module. */
export interface ManifestChunk {
  readonly file: string;
  readonly imports?: readonly string[];
  readonly css?: readonly string[];
}
export type BuildManifest = Readonly<Record<string, ManifestChunk>>;

/** The manifest's name for the board's entry (the scripts `index.html` names itself). */
export const entryModule = 'index.html';

/**
 * The modules a page needs before it is interactive beyond the entry (which only waits for the first
 * paint): what hydrates (React, the app) and the page's own module. Its texts come in its HTML; the
 * rest of its language's catalogue (`catalogueModule`) loads once it has hydrated.
 */
export function pageModules(page: Page): string[] {
  return [hydrateModule, `src/app/routes/${page}.tsx`];
}

/** A language's whole catalogue, which a page loads once it has hydrated (`useMoreTexts`). */
export const catalogueModule = (locale: Locale) => `src/lib/i18n/${locale}.ts`;

/**
 * The element (a JSON list) in which the server names a page's script files (`pageFiles`), for
 * entry-client to preload once the browser has painted the page rather than beside the HTML: a
 * download started before the first paint competes with it (on a slow phone's network, the whole
 * first paint waited for ~200 KB of scripts).
 */
export const pageFilesElementId = 'tablica-page-files';

/** The module entry-client imports once the browser has painted the server's page. */
export const hydrateModule = 'src/hydrate.tsx';

/** A module's file and every file it imports statically, as `/assets/…` paths, styles apart. */
function closure(manifest: BuildManifest, key: string, scripts: Set<string>, styles: Set<string>): void {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The build manifest has no ${key}: is the board built from this source?`);
  const file = `/${chunk.file}`;
  if (scripts.has(file)) return;
  scripts.add(file);
  for (const css of chunk.css ?? []) styles.add(`/${css}`);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, scripts, styles);
}

/**
 * The files a first visit of `page` needs before it is interactive beyond what `index.html` names
 * (the entry and its static imports): the server writes them as `<link rel="modulepreload">` and
 * stylesheets, and the weight bench counts them.
 */
export function pageFiles(
  manifest: BuildManifest,
  page: Page,
): { readonly scripts: string[]; readonly styles: string[] } {
  const entry = modulesFiles(manifest, [entryModule]);
  const { scripts, styles } = modulesFiles(manifest, pageModules(page));
  return {
    scripts: scripts.filter((file) => !entry.scripts.includes(file)),
    styles: styles.filter((file) => !entry.styles.includes(file)),
  };
}

/** The files of `modules` (manifest keys) and of everything they import statically. */
export function modulesFiles(
  manifest: BuildManifest,
  modules: readonly string[],
): { readonly scripts: string[]; readonly styles: string[] } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const key of modules) closure(manifest, key, scripts, styles);
  return { scripts: [...scripts], styles: [...styles] };
}
