import { startTransition, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { beginHydration } from './components/server-markup';
import { replayEarlyClicks } from './early-clicks';
import { pageOf } from './app/pages';
import { renderStateElementId, type RenderInput } from './app/render-input';
import { routeModules } from './app/route-modules';
import { createEmotionCache } from './lib/emotion-cache';
import { loadCatalogue } from './lib/i18n/load-catalogue';
import { themeOf } from './lib/theme';
import { isLocale } from './lib/i18n/locale';
import { expandTexts, pageTextsElementId, type CompactTexts } from './lib/i18n/page-texts';

function readRenderInput(): RenderInput {
  const json = document.getElementById(renderStateElementId)?.textContent;
  if (!json) throw new Error(`#${renderStateElementId} is missing: the page was not server-rendered`);
  const input = JSON.parse(json) as RenderInput;
  if (!isLocale(input.locale)) throw new Error(`Unsupported locale in render state: ${String(input.locale)}`);
  return input;
}

/** Renders nothing: its effect runs once the hydration has committed (and marks the page for tests). */
function Hydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    replayEarlyClicks();
  }, []);
  return null;
}

/** The texts the server's markup used (the rest of the catalogue loads once the page has hydrated). */
function readPageTexts() {
  const json = document.getElementById(pageTextsElementId)?.textContent;
  return expandTexts(json ? (JSON.parse(json) as CompactTexts) : {});
}

const root = document.getElementById('root');
if (root === null) throw new Error('#root is missing from index.html');

const input = readRenderInput();

/** Lets the browser run what waits (input, paint) before the next piece of work: a task of its own. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

void (async () => {
  // The page the server rendered, in hand before hydrating: the first render must be the server's
  // markup (the server names its files for entry-client to preload, so this waits for no extra round
  // trip). Its texts came with the page; the rest of its language's catalogue loads after hydration.
  const route = await routeModules[pageOf(input)]();
  // The page's look in a task of its own, not in the one that evaluated the page's code nor in the
  // hydration's first slice: each alone stays short on a slow phone (issue 11, TBT).
  await nextTask();
  themeOf(input.themeVariant ?? 'new');
  await nextTask();
  beginHydration();
  // A transition: React hydrates in slices of a few milliseconds, yielding to the browser between
  // them, instead of in one task of seconds on a slow phone (Lighthouse's total blocking time). A
  // click meanwhile makes React finish at once and replays it.
  startTransition(() => {
    hydrateRoot(
      root,
      <>
        <App
          input={input}
          emotionCache={createEmotionCache()}
          messages={readPageTexts()}
          moreMessages={loadCatalogue[input.locale]}
          route={route}
        />
        <Hydrated />
      </>,
    );
  });
})();
