import { pageFilesElementId } from './app/page-files';
import { holdEarlyClicks } from './early-clicks';

/**
 * The board's first script: the browser paints the server's page before any of the board's code is
 * downloaded or run (its largest paint is the server's markup, whatever the scripts cost), then the
 * page's files download side by side (the server names them in #tablica-page-files: `hydrate.tsx`,
 * the page's module and their imports) and the page hydrates, with the texts that came in the page.
 */
holdEarlyClicks();

const afterFirstPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

void afterFirstPaint().then(() => {
  const files = JSON.parse(document.getElementById(pageFilesElementId)?.textContent ?? '[]') as string[];
  for (const file of files) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = file;
    document.head.append(link);
  }
  return import('./hydrate');
});
