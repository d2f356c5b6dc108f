// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { act, useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { beginHydration, keptServerChildren, useKeptServerMarkup } from './server-markup';

const items = ['Java Developer', 'Go Developer', 'Rust Developer'];

/** A list whose items the server renders; hydrated, it keeps them; re-rendered with `extra`, still. */
function List({ onMounted }: { readonly onMounted?: (rerender: () => void) => void }) {
  const kept = useKeptServerMarkup();
  const [renders, setRenders] = useState(0);
  useEffect(() => onMounted?.(() => setRenders((count) => count + 1)), [onMounted]);
  return (
    <ul data-renders={renders} {...(kept ? keptServerChildren : {})}>
      {kept
        ? undefined
        : items.map((item) => (
            <li key={item}>
              <a href={`/job-offer/${item}`}>{item}</a>
            </li>
          ))}
    </ul>
  );
}

const reactOwned = (node: Element) => Object.keys(node).some((key) => key.startsWith('__react'));

afterEach(cleanup);

describe('markup kept from the server (useKeptServerMarkup)', () => {
  it('hydrating, keeps the server’s children as they are, unhydrated, through later renders', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<List />);
    document.body.append(container);
    const before = [...container.querySelectorAll('li')];
    expect(before.map((li) => li.textContent)).toEqual(items);

    let rerender = () => undefined as void;
    beginHydration();
    const root = await act(async () =>
      hydrateRoot(
        container,
        <List
          onMounted={(again) => {
            rerender = again;
          }}
        />,
      ),
    );
    await act(async () => rerender());
    expect(container.querySelector('ul')!.dataset.renders).toBe('1');
    const after = [...container.querySelectorAll('li')];
    // The same nodes, not re-created, and none of them React's.
    expect(after).toHaveLength(items.length);
    after.forEach((li, index) => expect(li).toBe(before[index]));
    expect(after.some(reactOwned)).toBe(false);
    expect(container.querySelector('a')!.getAttribute('href')).toBe('/job-offer/Java Developer');
    act(() => root.unmount());
    container.remove();
  });

  it('mounted after hydration (a client render, once the page has hydrated), draws its children', () => {
    beginHydration();
    const { container } = render(<List />);
    expect([...container.querySelectorAll('li')].map((li) => li.textContent)).toEqual(items);
  });
});
