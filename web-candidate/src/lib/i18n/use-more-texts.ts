import { useCallback, useEffect, useRef, useState } from 'react';
import type { IntlConfig } from 'react-intl';
import type { Catalogue } from './catalogues';

/** Tries to load the rest of the texts (a download may fail on a flaky network) before giving up. */
const attempts = 3;
const retryAfterMs = 2000;

/**
 * The page's texts for react-intl, completed once the page has hydrated: `messages` holds those the
 * server's markup used, `more` loads the rest of the language's catalogue, which joins the same object
 * (react-intl reads a message when it formats it, so nothing renders again for it). A text asked for
 * before the rest has come (something drawn right after hydration that the server did not draw) is
 * not an error: it shows its id until then, and the texts are then given anew so it renders again.
 */
export function useMoreTexts(
  messages: Catalogue,
  more: (() => Promise<Catalogue>) | undefined,
): { readonly messages: Catalogue; readonly onError: NonNullable<IntlConfig['onError']> } {
  const [texts, setTexts] = useState(messages);
  const complete = useRef(more === undefined);
  const missed = useRef(false);
  useEffect(() => {
    if (more === undefined) return;
    let active = true;
    const load = (attempt: number): void => {
      more().then(
        (rest) => {
          if (!active) return;
          Object.assign(messages, rest);
          complete.current = true;
          if (missed.current) setTexts({ ...messages });
        },
        (error: unknown) => {
          if (!active) return;
          if (attempt < attempts) setTimeout(() => active && load(attempt + 1), retryAfterMs);
          else console.warn('The rest of the texts did not load', error);
        },
      );
    };
    load(1);
    return () => {
      active = false;
    };
  }, [messages, more]);
  const onError = useCallback<NonNullable<IntlConfig['onError']>>((error) => {
    if (error.code === 'MISSING_TRANSLATION' && !complete.current) missed.current = true;
    else console.error(error);
  }, []);
  return { messages: texts, onError };
}
