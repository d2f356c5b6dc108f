import createEmotionServer from '@emotion/server/create-instance';
import { renderToString } from 'react-dom/server';
import { App } from './app/app';
import { documentHead } from './app/document-head';
import { pageOf } from './app/pages';
import type { RenderInput } from './app/render-input';
import { islandComponents } from './app/island-components';
import { routeComponents } from './app/route-components';
import { catalogues } from './lib/i18n/catalogues';
import { pageTextsElementId } from './lib/i18n/page-texts';
import { pageTextsJson } from './lib/i18n/server-texts';
import { createEmotionCache } from './lib/emotion-cache';

export type { RenderInput } from './app/render-input';

/**
 * Every class this render inserted, for emotion's `extractCriticalToChunks` in place of the markup:
 * given the markup it keeps only the rules whose class is in it. A component styled on top of another
 * (MUI's IconButton over ButtonBase, a card over CardActionArea) renders each layer's style, and the
 * element carries only the merged class: the layers' own rules were left out, so the browser's
 * hydration rendered and inserted them again (42 rules on the homepage, in the hydration's commit, then
 * restyling the page: issue 11, TBT). With them in the page, the browser's cache knows them and inserts
 * nothing. (The classes in the markup are among them; global styles are kept whatever the text.)
 */
const everyInsertedClass = (cache: ReturnType<typeof createEmotionCache>): string =>
  Object.keys(cache.inserted)
    .map((id) => `${cache.key}-${id}`)
    .join(' ');

/**
 * Called by the server for every listing request. `html` goes into `<div id="root">`, `head` into
 * `<!--app-head-->`: the emotion CSS this render inserted (`everyInsertedClass`), then title and
 * description, and the texts the markup used (`pageTextsElementId`), which the browser hydrates with.
 */
export function render(input: RenderInput): { html: string; head: string } {
  const emotionCache = createEmotionCache();
  // Must exist before rendering: it switches the cache into collecting styles instead of inlining them.
  const emotionServer = createEmotionServer(emotionCache);
  const catalogue = catalogues[input.locale];
  const used = new Set<string>();
  const recorded = new Proxy(catalogue, {
    get(texts, id, receiver) {
      if (typeof id === 'string' && Object.hasOwn(texts, id)) used.add(id);
      return Reflect.get(texts, id, receiver) as unknown;
    },
  });
  const html = renderToString(
    <App
      input={input}
      emotionCache={emotionCache}
      messages={recorded}
      route={routeComponents[pageOf(input)]}
      islands={islandComponents}
    />,
  );
  const styles = emotionServer.constructStyleTagsFromChunks(
    emotionServer.extractCriticalToChunks(everyInsertedClass(emotionCache)),
  );
  const texts = `<script id="${pageTextsElementId}" type="application/json">${pageTextsJson(input.locale, used)}</script>`;
  return { html, head: `${styles}${documentHead(input)}${texts}` };
}
