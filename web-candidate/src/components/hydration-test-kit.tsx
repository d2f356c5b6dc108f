import { cleanup } from '@testing-library/react';
import { act, type ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, vi } from 'vitest';
import { ServerIslandsProvider, type IslandComponents } from './island';
import { beginHydration } from './server-markup';

// React's act() outside Testing Library's render.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Whether React drew (or hydrated) this element: the server's markup kept as it is is not. */
export const reactOwned = (node: Element) => Object.keys(node).some((key) => key.startsWith('__react'));

/**
 * The server's `html` in a fresh container of the document, hydrated with `page` as the browser's
 * entry does it (`beginHydration` first), after `beforeScripts` (what the visitor did while the
 * page's scripts loaded); the hydration logs no error (no mismatch).
 */
export async function hydrateServerMarkup(
  html: string,
  page: ReactElement,
  beforeScripts: (container: HTMLDivElement) => void = () => undefined,
): Promise<{ readonly container: HTMLDivElement; readonly root: Root }> {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  beforeScripts(container);
  const errors = vi.spyOn(console, 'error');
  beginHydration();
  const root = await act(async () => hydrateRoot(container, page));
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
  return { container, root };
}

/**
 * For a test file of one island's page: a function hydrating the server's markup of `page` (its
 * islands drawn by `islands`, as the server draws them), unmounted with this device's storage cleared
 * after each test.
 */
export function islandPage(page: ReactElement, islands: IslandComponents): () => Promise<void> {
  let root: Root | null = null;
  afterEach(() => {
    act(() => root?.unmount());
    root = null;
    document.body.innerHTML = '';
    localStorage.clear();
    cleanup();
  });
  return async () => {
    const html = renderToString(<ServerIslandsProvider value={islands}>{page}</ServerIslandsProvider>);
    ({ root } = await hydrateServerMarkup(html, page));
  };
}
