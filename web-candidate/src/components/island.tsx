import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type SyntheticEvent,
} from 'react';
import { keptServerChildren, useKeptServerMarkup } from './server-markup';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each island's own props
export type IslandComponents = Readonly<Record<string, ComponentType<any>>>;

const ServerIslands = createContext<IslandComponents | null>(null);

/** Every island's component by name, for the server's rendering (entry-server: `app/island-components`). */
export const ServerIslandsProvider = ServerIslands.Provider;

const contents = { display: 'contents' } as const;

/** The element's place below `root` as child indexes: the same place in a copy of the same markup. */
function placeOf(root: Element, node: Element): number[] | null {
  const place: number[] = [];
  for (let at: Element | null = node; at !== root; at = at.parentElement) {
    if (at === null || at.parentElement === null) return null;
    place.unshift([...at.parentElement.children].indexOf(at));
  }
  return place;
}

function elementAt(root: Element, place: readonly number[]): Element | null {
  let at: Element | null = root;
  for (const index of place) at = at?.children[index] ?? null;
  return at;
}

/** The fields below `root` typed into (a box's or a radio's value is its constant, not typing). */
const typedFields = (root: Element) =>
  [...root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')].filter(
    (field) => field.type !== 'checkbox' && field.type !== 'radio' && field.value !== field.defaultValue,
  );

/** A field's value set as typing sets it, so React's onChange hears it. */
function typeInto(field: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const prototype =
    field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

export interface IslandProps {
  /**
   * What the island shows that may change without the visitor reaching for it (the list's filters,
   * moved by another control or the back button): the server's markup shows only the value it was
   * rendered with, so a change loads the island too.
   */
  readonly dependsOn?: unknown;
}

type KeyInit = Pick<KeyboardEventInit, 'key' | 'code' | 'shiftKey' | 'altKey' | 'ctrlKey' | 'metaKey'>;

interface Reached {
  /** The element focused in the server's markup (null once focus left it). */
  focused: Element | null;
  /** Clicks (not a field's: that is its focus) and keys that act rather than type, in order. */
  actions: ({ readonly click: Element } | { readonly key: KeyInit })[];
  /**
   * The focused field's caret, read while the server's markup is in the page (once the island is
   * drawn in its place, a field taken out of the page may answer 0).
   */
  caret: readonly [start: number, end: number] | null;
}

/** The caret of `target`, when it is a field (a text field's; other inputs have none). */
function caretOf(target: EventTarget | null): Reached['caret'] {
  if (!(target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement)) return null;
  const { selectionStart, selectionEnd } = target;
  return typeof selectionStart === 'number' ? [selectionStart, selectionEnd ?? selectionStart] : null;
}

/** Keys a field takes natively (its text, its caret): typed there, carried over with the field's text. */
const typingKeys = new Set(['Backspace', 'Delete', 'ArrowLeft', 'ArrowRight', 'Home', 'End']);

/** A key the island's code must hear (an arrow in a group, Enter on a suggestion), not the browser. */
function acts(event: KeyboardEvent<Element>): boolean {
  if (event.key === 'Tab') return false;
  const inField = event.target instanceof Element && event.target.closest('input, textarea') !== null;
  return !(inField && (event.key.length === 1 || typingKeys.has(event.key)));
}

/** A key on the focused element as the keyboard would press it: Enter or Space on a button clicks it. */
function press(key: KeyInit) {
  const target = document.activeElement ?? document.body;
  const heard = !target.dispatchEvent(
    new globalThis.KeyboardEvent('keydown', { ...key, bubbles: true, cancelable: true }),
  );
  if (
    !heard &&
    (key.key === 'Enter' || key.key === ' ') &&
    target instanceof HTMLElement &&
    target.matches('button, [role="button"]')
  )
    target.click();
}

/**
 * What the visitor did in the server's markup while the island's code loaded, done again in the
 * island the browser drew in its place (the same markup): text typed into its fields, the focus
 * (with the caret), then clicks and keys in order.
 */
function carryOver(server: Element, live: Element, reached: Reached) {
  for (const field of typedFields(server)) {
    const place = placeOf(server, field);
    const twin = place && elementAt(live, place);
    if (twin instanceof HTMLInputElement || twin instanceof HTMLTextAreaElement) typeInto(twin, field.value);
  }
  const { focused, actions, caret } = reached;
  const twinOf = (element: Element | null) => {
    const place = element && placeOf(server, element);
    return place && elementAt(live, place);
  };
  const focusTwin = twinOf(focused);
  if (focusTwin instanceof HTMLElement) focusTwin.focus();
  // Once React has taken the carried text into its state (writing it back into the field puts the
  // caret at its end): the caret where it was, then the clicks and keys, each once React has done
  // what the one before asked (an arrow moves the focus in an effect; Enter then presses that button).
  const settled = () => new Promise<void>((resolve) => setTimeout(resolve));
  // Keys pressed while these are done again wait their turn behind them, not act before them.
  const queue = (event: globalThis.KeyboardEvent) => {
    if (!event.isTrusted || !live.contains(event.target as Node)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    const { key, code, shiftKey, altKey, ctrlKey, metaKey } = event;
    actions.push({ key: { key, code, shiftKey, altKey, ctrlKey, metaKey } });
  };
  if (actions.length > 0) document.addEventListener('keydown', queue, true);
  void (async () => {
    await settled();
    // Unless the visitor typed on in the drawn field meanwhile: the caret is theirs then.
    const carried = focused instanceof HTMLInputElement ? focused.value : null;
    if (focusTwin instanceof HTMLInputElement && caret !== null && focusTwin.value === carried)
      focusTwin.setSelectionRange(caret[0], caret[1]);
    for (let action = actions.shift(); action !== undefined; action = actions.shift()) {
      if ('key' in action) press(action.key);
      else twinOf(action.click)?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
      await settled();
    }
    document.removeEventListener('keydown', queue, true);
  })();
}

/**
 * An interactive part of the page whose code loads when the visitor first reaches for it (a pointer
 * over it, a touch, the focus, a key or a click), not with the page (issues 11 and 13: initial
 * JavaScript and blocking time). The server renders it as any other part (its component named in
 * `app/island-components.ts`); the hydration keeps that markup as it is, unhydrated (it looks the
 * same and its fields take typing); once the code is here the browser draws the island in its place
 * (the same markup), with what the visitor typed, the focus, and the clicks and keys that act carried
 * over; a field focused or typed into before the page hydrated loads it right after the hydration.
 * Mounted later in the browser (not by the hydration), it loads at once.
 */
export function island<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
  { reachable = true }: { readonly reachable?: boolean } = {},
): ComponentType<P & IslandProps> {
  /** Loaded in this document: a later mount draws it at once. */
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const loadOnce = () => {
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A failed download (offline, a new release): the next reach tries again.
        loading = null;
        throw error;
      },
    );
    return loading;
  };

  function Island({ dependsOn, ...props }: P & IslandProps) {
    const server = useContext(ServerIslands);
    const kept = useKeptServerMarkup();
    const [Component, setComponent] = useState<ComponentType<P> | null>(() => {
      if (server === null) return loaded;
      const rendered = server[name] as ComponentType<P> | undefined;
      if (rendered === undefined)
        throw new Error(`The island ${name} is missing from app/island-components.ts`);
      return rendered;
    });
    const serverMarkup = useRef<HTMLDivElement | null>(null);
    const live = useRef<HTMLDivElement | null>(null);
    const reached = useRef<Reached>({ focused: null, actions: [], caret: null });
    const requested = useRef(false);

    /** The element focused in the server's markup, with its caret read while it is in the page. */
    const noteFocus = (element: Element | null) =>
      Object.assign(reached.current, { focused: element, caret: caretOf(element) });
    const reach = () => {
      if (requested.current) return;
      requested.current = true;
      loadOnce().then(
        (component) => startTransition(() => setComponent(() => component)),
        (error: unknown) => {
          requested.current = false;
          console.warn(`The ${name} island did not load`, error);
        },
      );
    };

    const rendered = useRef(dependsOn);
    useEffect(() => {
      if (Component === null && (!kept || dependsOn !== rendered.current)) reach();
    });

    // Reached before the page hydrated (a slow phone: the field tapped and typed into while the
    // scripts loaded), when no handler was there to hear it: the island loads at once, keeping that.
    // Once, right after the hydration.
    useEffect(() => {
      const markup = serverMarkup.current;
      if (markup === null) return;
      const active = document.activeElement;
      const focused = active !== null && markup.contains(active) ? active : null;
      if (focused === null && typedFields(markup).length === 0) return;
      noteFocus(focused);
      reach();
    }, []);

    useLayoutEffect(() => {
      const from = serverMarkup.current;
      if (Component === null || from === null || live.current === null) return;
      serverMarkup.current = null;
      carryOver(from, live.current, reached.current);
    }, [Component]);

    // What the visitor's first reach for the server's markup does: load the island, keep what they did.
    const rememberCaret = (event: SyntheticEvent) => {
      if (event.target === reached.current.focused) reached.current.caret = caretOf(event.target);
    };
    const reachHandlers = {
      onInput: rememberCaret,
      onKeyUp: rememberCaret,
      onMouseUp: rememberCaret,
      onPointerOver: reach,
      onTouchStart: reach,
      onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => {
        reach();
        if (!acts(event)) return;
        // Held for the island: natively it would do nothing here, or the wrong thing.
        event.preventDefault();
        const { key, code, shiftKey, altKey, ctrlKey, metaKey } = event;
        reached.current.actions.push({ key: { key, code, shiftKey, altKey, ctrlKey, metaKey } });
      },
      onFocus: (event: SyntheticEvent) => {
        noteFocus(event.target as Element);
        reach();
      },
      onBlur: (event: FocusEvent<HTMLDivElement>) => {
        if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)))
          noteFocus(null);
      },
      onClick: (event: MouseEvent<HTMLDivElement>) => {
        const target = event.target as Element;
        // A switch, checkbox or radio acts on its click (a field's click is its focus): held for the
        // island, not toggled natively in markup the island then draws over with its own state.
        const toggles =
          target instanceof HTMLInputElement && (target.type === 'checkbox' || target.type === 'radio');
        if (toggles) event.preventDefault();
        if (toggles || !target.closest('input, textarea')) reached.current.actions.push({ click: target });
        reach();
      },
    };

    // Marks a server part's markup (serverPartStyles), as the server writes it and the browser keeps it.
    const mark = reachable ? {} : { 'data-server-part': name };
    if (Component !== null)
      return (
        <div key="live" ref={live} style={contents} {...(server === null ? {} : mark)}>
          <Component {...(props as P)} />
        </div>
      );
    if (!kept) return null;
    return (
      <div
        key="server"
        // Kept after unmounting: the layout effect above reads the server's markup once it is replaced.
        ref={(node: HTMLDivElement | null) => {
          if (node !== null) serverMarkup.current = node;
        }}
        style={contents}
        {...keptServerChildren}
        {...(reachable ? reachHandlers : mark)}
      />
    );
  }
  Island.displayName = `Island(${name})`;
  return Island;
}

/**
 * Server parts never hydrated: MUI's buttons show keyboard focus from a class their code sets, and
 * reset the outline, so a link drawn as a button there (a card's action area, "show active offers")
 * gets the browser's focus ring back (WCAG 2.4.7).
 */
export const serverPartStyles = {
  '[data-server-part] .MuiButtonBase-root:focus-visible': {
    outline: '2px solid var(--mui-palette-primary-main)',
    outlineOffset: 2,
  },
} as const;

/**
 * A part of the page that shows what the server rendered and changes only when `dependsOn` does (an
 * offer's text, its facts): an island no reach loads. The browser keeps the server's markup, links
 * in it work as links, and its code (with the components it alone uses) loads only when what it shows
 * changes. Nothing interactive belongs in one: it would not answer until then.
 */
export const serverPart = <P extends object>(name: string, load: () => Promise<ComponentType<P>>) =>
  island(name, load, { reachable: false });
