import { hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { renderStateElementId, type RenderInput } from './app/render-input';
import { createEmotionCache } from './lib/emotion-cache';
import { isLocale } from './lib/i18n/locale';

function readRenderInput(): RenderInput {
  const json = document.getElementById(renderStateElementId)?.textContent;
  if (!json) throw new Error(`#${renderStateElementId} is missing: the page was not server-rendered`);
  const input = JSON.parse(json) as RenderInput;
  if (!isLocale(input.locale)) throw new Error(`Unsupported locale in render state: ${String(input.locale)}`);
  return input;
}

const root = document.getElementById('root');
if (root === null) throw new Error('#root is missing from index.html');

hydrateRoot(root, <App input={readRenderInput()} emotionCache={createEmotionCache()} />);
