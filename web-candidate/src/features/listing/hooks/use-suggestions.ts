import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { getSuggestions, type Suggestions } from '../api/list-api';
import { boardAtom } from '../state/board-atom';
import { filtersAtom } from '../state/listing-atoms';

/** Spec §4, §9: suggestions 300 ms after the last keystroke, from 2 characters on. */
export const suggestDebounceMs = 300;
/** The listing page's reading of spec §4: suggestions from 2 characters (the API's minimum too). */
export const minSuggestLength = 2;

/**
 * Suggestions for what is typed, within the list's city and category: asked 300 ms after typing
 * stops, the previous request aborted by the next. Fewer than 2 characters ask nothing.
 */
export function useSuggestions(text: string): {
  readonly suggestions: Suggestions | null;
  readonly loading: boolean;
} {
  const { locale } = useAtomValue(boardAtom);
  const filters = useAtomValue(filtersAtom);
  const [state, setState] = useState<{ text: string; suggestions: Suggestions | null }>({
    text: '',
    suggestions: null,
  });
  const trimmed = text.trim();
  const enough = [...trimmed].length >= minSuggestLength;

  useEffect(() => {
    if (!enough) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      getSuggestions(trimmed, filters, locale, controller.signal).then(
        (suggestions) => setState({ text: trimmed, suggestions }),
        () => {
          // Spec §8: a failed suggestion load is reported silently; the typed text still searches.
        },
      );
    }, suggestDebounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // The scope (city, category) matters, the rest of the filters do not.
  }, [trimmed, enough, filters.city, filters.category, locale]);

  if (!enough) return { suggestions: null, loading: false };
  return { suggestions: state.text === trimmed ? state.suggestions : null, loading: state.text !== trimmed };
}
