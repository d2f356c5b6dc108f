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
 * Called by the server for every listing request. `html` goes into `<div id="root">`, `head` into
 * `<!--app-head-->`: the critical emotion CSS of exactly this markup, then title and description, and
 * the texts the markup used (`pageTextsElementId`), which the browser hydrates with.
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
  const styles = emotionServer.constructStyleTagsFromChunks(emotionServer.extractCriticalToChunks(html));
  const texts = `<script id="${pageTextsElementId}" type="application/json">${pageTextsJson(input.locale, used)}</script>`;
  return { html, head: `${styles}${documentHead(input)}${texts}` };
}
