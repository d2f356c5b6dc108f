// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { act, useState, type ReactElement } from 'react';
import type { Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hydrateServerMarkup, reactOwned } from './hydration-test-kit';
import { island, serverPart, ServerIslandsProvider } from './island';

/** A field and a button, as an island's controls are. */
function Controls({ onSearch }: { readonly onSearch: (text: string) => void }) {
  const [text, setText] = useState('');
  return (
    <form role="search" onSubmit={(event) => event.preventDefault()}>
      <input
        aria-label="Search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') onSearch(`${text} (Enter)`);
        }}
      />
      <button type="button" onClick={() => onSearch(text)}>
        <span>Go</span>
      </button>
    </form>
  );
}

/** A page around the island, and the server's markup of it. */
function serverPage(onSearch = vi.fn()) {
  const load = vi.fn(async () => Controls);
  const Island = island('controls', load);
  const page = (
    <main>
      <h1>Offers</h1>
      <Island onSearch={onSearch} />
    </main>
  );
  const html = renderToString(
    <ServerIslandsProvider value={{ controls: Controls }}>{page}</ServerIslandsProvider>,
  );
  return { page, html, load, onSearch };
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  cleanup();
});

async function hydrated({ page, html }: { readonly page: ReactElement; readonly html: string }) {
  const hydration = await hydrateServerMarkup(html, page);
  root = hydration.root;
  return hydration.container;
}

/** The server's field focused and typed into natively, before the island's code is here. */
function typedBeforeTheCode(text: string): HTMLInputElement {
  const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Search' });
  act(() => input.focus());
  input.value = text;
  return input;
}

describe('an island (code loaded on first use)', () => {
  it('hydrates without its code: the server’s markup stays, unhydrated, until the visitor reaches for it', async () => {
    const served = serverPage();
    const container = await hydrated(served);
    const input = screen.getByRole('textbox', { name: 'Search' });
    expect(reactOwned(input)).toBe(false);
    expect(container.querySelector('h1')).not.toBeNull();
    await act(async () => undefined);
    expect(served.load).not.toHaveBeenCalled();

    fireEvent.pointerOver(input);
    await waitFor(() => expect(reactOwned(screen.getByRole('textbox', { name: 'Search' }))).toBe(true));
    expect(served.load).toHaveBeenCalledTimes(1);
    // The same markup, drawn by the browser in place of the server's.
    expect(container.querySelectorAll('form')).toHaveLength(1);
    const server = document.createElement('div');
    server.innerHTML = served.html;
    expect(container.querySelector('main')!.innerText).toBe(server.querySelector('main')!.innerText);
    expect(container.querySelector('form')!.outerHTML).toBe(server.querySelector('form')!.outerHTML);
  });

  it('carries over what was typed, the focus with its caret, and a click made while the code loaded', async () => {
    const served = serverPage();
    await hydrated(served);
    const input = typedBeforeTheCode('java');
    // The caret moved back two characters with the arrow key.
    input.setSelectionRange(2, 2);
    fireEvent.keyUp(input, { key: 'ArrowLeft' });
    fireEvent.click(screen.getByText('Go'));

    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Search' })).not.toBe(input));
    const live = screen.getByRole<HTMLInputElement>('textbox', { name: 'Search' });
    expect(live.value).toBe('java');
    expect(document.activeElement).toBe(live);
    await waitFor(() => expect(live.selectionStart).toBe(2));
    // The click reached the drawn button, after the typed text reached the component's state.
    await waitFor(() => expect(served.onSearch).toHaveBeenCalledWith('java'));
    expect(served.onSearch).toHaveBeenCalledTimes(1);
  });

  it('loads at once, keeping the text and the focus, when its field was typed into before the page hydrated', async () => {
    const served = serverPage();
    const hydration = await hydrateServerMarkup(served.html, served.page, (container) => {
      // No React yet: the field takes the tap and the typing natively, and nothing hears them.
      const input = container.querySelector('input')!;
      input.focus();
      input.value = 'rust';
    });
    root = hydration.root;

    await waitFor(() => expect(reactOwned(screen.getByRole('textbox', { name: 'Search' }))).toBe(true));
    expect(served.load).toHaveBeenCalledTimes(1);
    const live = screen.getByRole<HTMLInputElement>('textbox', { name: 'Search' });
    expect(live.value).toBe('rust');
    expect(document.activeElement).toBe(live);
    // The caret where it was (read before the server's field left the page): after the text.
    await waitFor(() => expect(live.selectionStart).toBe(4));
    fireEvent.click(screen.getByText('Go'));
    expect(served.onSearch).toHaveBeenCalledWith('rust');
  });

  it('carries a switch’s click made while the code loaded to the island’s switch, toggled once', async () => {
    function Toggle({ onToggle }: { readonly onToggle: (on: boolean) => void }) {
      const [on, setOn] = useState(false);
      return (
        <label>
          <input
            type="checkbox"
            role="switch"
            checked={on}
            onChange={(event) => {
              setOn(event.target.checked);
              onToggle(event.target.checked);
            }}
          />
          Remote
        </label>
      );
    }
    const onToggle = vi.fn();
    const Island = island('toggle', async () => Toggle);
    const page = <Island onToggle={onToggle} />;
    const html = renderToString(
      <ServerIslandsProvider value={{ toggle: Toggle }}>{page}</ServerIslandsProvider>,
    );
    await hydrated({ page, html });
    const server = screen.getByRole<HTMLInputElement>('switch', { name: 'Remote' });
    fireEvent.click(server);
    // Not toggled natively in the markup the island then draws over.
    expect(server.checked).toBe(false);
    await waitFor(() => expect(reactOwned(screen.getByRole('switch', { name: 'Remote' }))).toBe(true));
    await waitFor(() => expect(onToggle).toHaveBeenCalledWith(true));
    expect(onToggle).toHaveBeenCalledTimes(1);
    expect(screen.getByRole<HTMLInputElement>('switch', { name: 'Remote' }).checked).toBe(true);
  });

  it('loads when what it shows changes without the visitor reaching for it', async () => {
    const load = vi.fn(async () => Controls);
    const Island = island('controls-shown', load);
    const page = (shown: string) => (
      <main data-shown={shown}>
        <Island onSearch={() => undefined} dependsOn={shown} />
      </main>
    );
    const html = renderToString(
      <ServerIslandsProvider value={{ 'controls-shown': Controls }}>{page('a')}</ServerIslandsProvider>,
    );
    await hydrated({ page: page('a'), html });
    await act(async () => root!.render(page('a')));
    expect(load).not.toHaveBeenCalled();
    await act(async () => root!.render(page('b')));
    expect(load).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(reactOwned(screen.getByRole('textbox', { name: 'Search' }))).toBe(true));
  });

  it('holds keys that act while the code loads and presses them in the drawn island, in order', async () => {
    const served = serverPage();
    await hydrated(served);
    const input = typedBeforeTheCode('java');
    // A letter is the field's own (typed natively); Enter is the island's, held for it.
    expect(fireEvent.keyDown(input, { key: 'a' })).toBe(true);
    expect(fireEvent.keyDown(input, { key: 'Enter' })).toBe(false);
    await waitFor(() => expect(served.onSearch).toHaveBeenCalledWith('java (Enter)'));

    // Enter on a focused button of the server's markup: the drawn button clicks.
    const again = serverPage();
    await hydrated(again);
    const go = screen.getAllByRole('button', { name: 'Go' }).at(-1)!;
    act(() => go.focus());
    expect(fireEvent.keyDown(go, { key: 'Enter' })).toBe(false);
    await waitFor(() => expect(again.onSearch).toHaveBeenCalledWith(''));
    expect(again.onSearch).toHaveBeenCalledTimes(1);
  });

  it('mounted after hydration, loads at once and draws its component', async () => {
    const load = vi.fn(async () => Controls);
    const Island = island('controls-later', load);
    const onSearch = vi.fn();
    render(<Island onSearch={onSearch} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Go' }));
    expect(onSearch).toHaveBeenCalledWith('');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('on the server, refuses an island that app/island-components does not name', () => {
    const Island = island('unnamed', async () => Controls);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() =>
      renderToString(
        <ServerIslandsProvider value={{ controls: Controls }}>
          <Island onSearch={() => undefined} />
        </ServerIslandsProvider>,
      ),
    ).toThrow(/unnamed/);
  });
});

describe('a server part (code loaded only when what it shows changes)', () => {
  it('keeps the server’s markup whatever the visitor does, and loads when what it shows changes', async () => {
    const load = vi.fn(async () => Controls);
    const Part = serverPart('controls-part', load);
    const page = (shown: string) => (
      <main>
        <Part onSearch={() => undefined} dependsOn={shown} />
      </main>
    );
    const html = renderToString(
      <ServerIslandsProvider value={{ 'controls-part': Controls }}>{page('a')}</ServerIslandsProvider>,
    );
    const container = await hydrated({ page: page('a'), html });
    const go = screen.getByRole('button', { name: 'Go' });
    fireEvent.pointerOver(go);
    act(() => go.focus());
    fireEvent.keyDown(go, { key: 'Enter' });
    fireEvent.click(go);
    await act(async () => root!.render(page('a')));
    expect(load).not.toHaveBeenCalled();
    expect(reactOwned(go)).toBe(false);
    // Marked, for the focus ring its buttons get back (serverPartStyles).
    expect(container.querySelector('[data-server-part="controls-part"]')).not.toBeNull();

    await act(async () => root!.render(page('b')));
    expect(load).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(reactOwned(screen.getByRole('button', { name: 'Go' }))).toBe(true));
  });
});
