import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { vi } from 'vitest';
import { catalogues } from '../../lib/i18n/catalogues';
import type { Locale } from '../../lib/i18n/locale';
import { SavedSearchesProvider, type AlertsViewer } from './state/saved-searches';

/** One request the fake API saw. */
export interface Asked {
  readonly method: string;
  readonly path: string;
  readonly body: unknown;
}

type Answer = { readonly status: number; readonly body?: unknown };

/**
 * `fetch` answering by "METHOD path" (the first route whose key starts the request wins; a list of
 * answers is used in turn, the last one from then on), recording what was asked.
 */
export function fakeApi(routes: Record<string, Answer | Answer[]>) {
  const asked: Asked[] = [];
  const counts = new Map<string, number>();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      asked.push({ method, path, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
      const key = Object.keys(routes).find((route) => `${method} ${path}`.startsWith(route));
      if (!key) return new Response(JSON.stringify({ code: 'not_found' }), { status: 404 });
      const given = routes[key]!;
      const seen = counts.get(key) ?? 0;
      counts.set(key, seen + 1);
      const answer = Array.isArray(given) ? given[Math.min(seen, given.length - 1)]! : given;
      return answer.status === 204
        ? new Response(null, { status: 204 })
        : new Response(JSON.stringify(answer.body ?? {}), { status: answer.status });
    }),
  );
  return asked;
}

export function renderWithAlerts(
  ui: ReactNode,
  { locale = 'en', viewer = 'anonymous' }: { locale?: Locale; viewer?: AlertsViewer } = {},
) {
  return render(
    <IntlProvider locale={locale} messages={catalogues[locale]}>
      <SavedSearchesProvider tenant="it" locale={locale} enabled accounts viewer={viewer}>
        {ui}
      </SavedSearchesProvider>
    </IntlProvider>,
  );
}
