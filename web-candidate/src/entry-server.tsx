import createEmotionServer from '@emotion/server/create-instance';
import { renderToString } from 'react-dom/server';
import { App } from './app/app';
import { documentHead } from './app/document-head';
import { pageOf } from './app/pages';
import type { RenderInput } from './app/render-input';
import { islandComponents } from './app/island-components';
import { routeComponents } from './app/route-components';
import { catalogues } from './lib/i18n/catalogues';
import { createEmotionCache } from './lib/emotion-cache';

export type { RenderInput } from './app/render-input';

/**
 * Called by the server for every listing request. `html` goes into `<div id="root">`, `head` into
 * `<!--app-head-->`: the critical emotion CSS of exactly this markup, then title and description.
 */
export function render(input: RenderInput): { html: string; head: string } {
  const emotionCache = createEmotionCache();
  // Must exist before rendering: it switches the cache into collecting styles instead of inlining them.
  const emotionServer = createEmotionServer(emotionCache);
  const html = renderToString(
    <App
      input={input}
      emotionCache={emotionCache}
      messages={catalogues[input.locale]}
      route={routeComponents[pageOf(input)]}
      islands={islandComponents}
    />,
  );
  const styles = emotionServer.constructStyleTagsFromChunks(emotionServer.extractCriticalToChunks(html));
  return { html, head: `${styles}${documentHead(input)}` };
}
