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
 * `html` naming every style this render inserted, for emotion's `extractCriticalToChunks`, which keeps
 * only the rules whose class is in the markup. A component styled on top of another (MUI's IconButton
 * over ButtonBase, a card over CardActionArea) renders each layer's style, and the element carries only
 * the merged class: the layers' own rules were left out, so the browser's hydration rendered and
 * inserted them again (42 rules on the homepage, in the hydration's commit, then restyling the page:
 * issue 11, TBT). With them in the page, the browser's cache knows them and inserts nothing.
 */
function withEveryRenderedStyle(html: string, cache: ReturnType<typeof createEmotionCache>): string {
  const classes = Object.keys(cache.inserted)
    .filter((id) => cache.registered[`${cache.key}-${id}`] !== undefined)
    .map((id) => `${cache.key}-${id}`);
  return `${html}<!--${classes.join(' ')}-->`;
}

/**
 * Called by the server for every listing request. `html` goes into `<div id="root">`, `head` into
 * `<!--app-head-->`: the emotion CSS this render inserted (`withEveryRenderedStyle`), then title and
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
    emotionServer.extractCriticalToChunks(withEveryRenderedStyle(html, emotionCache)),
  );
  const texts = `<script id="${pageTextsElementId}" type="application/json">${pageTextsJson(input.locale, used)}</script>`;
  return { html, head: `${styles}${documentHead(input)}${texts}` };
}
