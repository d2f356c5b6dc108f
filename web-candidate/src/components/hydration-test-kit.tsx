import { act, type ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { expect, vi } from 'vitest';
import { beginHydration } from './server-markup';

// React's act() outside Testing Library's render.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Whether React drew (or hydrated) this element: the server's markup kept as it is is not. */
export const reactOwned = (node: Element) => Object.keys(node).some((key) => key.startsWith('__react'));

/**
 * The server's `html` in a fresh container of the document, hydrated with `page` as the browser's
 * entry does it (`beginHydration` first); the hydration logs no error (no mismatch).
 */
export async function hydrateServerMarkup(
  html: string,
  page: ReactElement,
): Promise<{ readonly container: HTMLDivElement; readonly root: Root }> {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const errors = vi.spyOn(console, 'error');
  beginHydration();
  const root = await act(async () => hydrateRoot(container, page));
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
  return { container, root };
}
