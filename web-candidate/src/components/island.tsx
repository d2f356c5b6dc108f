import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
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

interface Reached {
  /** The element focused in the server's markup (null once focus left it). */
  focused: Element | null;
  /** The last element clicked there that is not a field (a field's click is its focus). */
  clicked: Element | null;
}

/**
 * What the visitor did in the server's markup while the island's code loaded, done again in the
 * island the browser drew in its place (the same markup): text typed into its fields, the focus
 * (with the caret) and a click.
 */
function carryOver(server: Element, live: Element, reached: Reached) {
  const fields = server.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea');
  for (const field of fields) {
    if (field.value === field.defaultValue) continue;
    const place = placeOf(server, field);
    const twin = place && elementAt(live, place);
    if (twin instanceof HTMLInputElement || twin instanceof HTMLTextAreaElement) typeInto(twin, field.value);
  }
  const { focused, clicked } = reached;
  const twinOf = (element: Element | null) => {
    const place = element && placeOf(server, element);
    return place && elementAt(live, place);
  };
  const focusTwin = twinOf(focused);
  if (focusTwin instanceof HTMLElement) focusTwin.focus();
  const clickTwin = twinOf(clicked);
  // Once React has taken the carried text into its state (writing it back into the field puts the
  // caret at its end): the caret where it was, then the click, which may read that state.
  setTimeout(() => {
    const { selectionStart, selectionEnd } = (focused ?? {}) as Partial<HTMLInputElement>;
    if (focusTwin instanceof HTMLInputElement && typeof selectionStart === 'number')
      focusTwin.setSelectionRange(selectionStart, selectionEnd ?? selectionStart);
    clickTwin?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  });
}

/**
 * An interactive part of the page whose code loads when the visitor first reaches for it (a pointer
 * over it, a touch, the focus, a key or a click), not with the page (issues 11 and 13: initial
 * JavaScript and blocking time). The server renders it as any other part (its component named in
 * `app/island-components.ts`); the hydration keeps that markup as it is, unhydrated (it looks the
 * same and its fields take typing); once the code is here the browser draws the island in its place
 * (the same markup), with what the visitor typed, the focus and a click carried over. Mounted later
 * in the browser (not by the hydration), it loads at once.
 */
export function island<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
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
    const reached = useRef<Reached>({ focused: null, clicked: null });
    const requested = useRef(false);

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

    useLayoutEffect(() => {
      const from = serverMarkup.current;
      if (Component === null || from === null || live.current === null) return;
      serverMarkup.current = null;
      carryOver(from, live.current, reached.current);
    }, [Component]);

    if (Component !== null)
      return (
        <div key="live" ref={live} style={contents}>
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
        onPointerOver={reach}
        onTouchStart={reach}
        onKeyDown={reach}
        onFocus={(event: SyntheticEvent) => {
          reached.current.focused = event.target as Element;
          reach();
        }}
        onBlur={(event) => {
          if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)))
            reached.current.focused = null;
        }}
        onClick={(event) => {
          const target = event.target as Element;
          if (!target.closest('input, textarea')) reached.current.clicked = target;
          reach();
        }}
      />
    );
  }
  Island.displayName = `Island(${name})`;
  return Island;
}
