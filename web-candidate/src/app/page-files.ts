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

/** The modules entry-client awaits before hydrating a page: the page's own and its language's texts. */
export function pageModules(page: Page, locale: Locale): string[] {
  return [`src/app/routes/${page}.tsx`, `src/lib/i18n/${locale}.ts`];
}

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
  locale: Locale,
): { readonly scripts: string[]; readonly styles: string[] } {
  const entryScripts = new Set<string>();
  const entryStyles = new Set<string>();
  closure(manifest, entryModule, entryScripts, entryStyles);
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const key of pageModules(page, locale)) closure(manifest, key, scripts, styles);
  return {
    scripts: [...scripts].filter((file) => !entryScripts.has(file)),
    styles: [...styles].filter((file) => !entryStyles.has(file)),
  };
}
