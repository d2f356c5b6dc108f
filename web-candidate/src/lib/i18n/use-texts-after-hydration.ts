import { useIntl } from 'react-intl';
import type { MessageId } from './en';

/**
 * Texts a component shows only once the browser has something the server did not (a count fetched
 * after hydrating): read while the server renders, so they come with the page's texts
 * (`entry-server` records what the render read) rather than with the rest of the catalogue, which
 * loads after hydration. Without it, an answer quicker than the catalogue showed the text's id for a
 * moment (the listing's subcategory chips read "filters.withCount", a line longer on a phone).
 */
export function useTextsAfterHydration(...ids: readonly MessageId[]): void {
  const { messages } = useIntl();
  for (const id of ids) void messages[id];
}
