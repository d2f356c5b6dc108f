// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import type { ChangesSinceApplied } from '@tablica/domain/offers/changes-since';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { catalogues } from '../../../lib/i18n/catalogues';
import type { Locale } from '../../../lib/i18n/locale';
import { ChangesSinceAppliedNote, OfferFreshnessLine } from './offer-changes';

const renderIn = (locale: Locale, ui: React.ReactElement) =>
  render(
    <IntlProvider locale={locale} messages={catalogues[locale]}>
      {ui}
    </IntlProvider>,
  );

afterEach(cleanup);

const since: ChangesSinceApplied = {
  appliedAt: '2026-11-10T09:00:00.000Z',
  edits: 2,
  lastEditedAt: '2026-11-20T12:00:00.000Z',
  changes: [
    {
      kind: 'salary',
      direction: 'raised',
      from: [{ type: 'b2b', from: 20000, to: 28000, currency: 'PLN', unit: 'month', gross: false }],
      to: [{ type: 'b2b', from: 24000, to: 31000, currency: 'PLN', unit: 'month', gross: false }],
    },
    { kind: 'locations', added: ['Kraków'], removed: [] },
    { kind: 'workplace', from: 'hybrid', to: 'remote' },
  ],
};

describe('changes since the candidate applied', () => {
  it('lists what changed in English', () => {
    renderIn('en', <ChangesSinceAppliedNote since={since} />);
    expect(
      screen.getByRole('heading', { name: 'What changed since you applied on November 10, 2026' }),
    ).toBeTruthy();
    const items = screen.getAllByRole('listitem').map((item) => item.textContent?.replace(/\u00a0/g, ' '));
    expect(items).toEqual([
      'Salary raised: 20 000 – 28 000 PLN → 24 000 – 31 000 PLN',
      'Location added: Kraków',
      'Workplace: Hybrid → Remote',
    ]);
    expect(screen.getByText('2 edits since then, the last on November 20, 2026.')).toBeTruthy();
  });

  it('says nothing changed, in Polish', () => {
    renderIn(
      'pl',
      <ChangesSinceAppliedNote since={{ ...since, edits: 0, lastEditedAt: null, changes: [] }} />,
    );
    expect(screen.getByRole('status').textContent).toBe(
      'Od Twojej aplikacji z 10 listopada 2026 nic się w tej ofercie nie zmieniło.',
    );
  });
});

describe('freshness', () => {
  it('tells first publication, refreshes and edits', () => {
    renderIn(
      'en',
      <OfferFreshnessLine
        freshness={{
          firstPublishedAt: '2026-11-01T08:00:00.000Z',
          lastRefreshedAt: '2026-11-15T08:00:00.000Z',
          refreshes: 2,
          edits: 1,
          lastEditedAt: '2026-11-16T08:00:00.000Z',
        }}
      />,
    );
    expect(screen.getByTestId('offer-freshness').textContent).toBe(
      'First published November 1, 2026 · refreshed 2 times, last on November 15, 2026 · edited once, last on November 16, 2026',
    );
  });

  it('says an offer was never edited', () => {
    renderIn(
      'pl',
      <OfferFreshnessLine
        freshness={{
          firstPublishedAt: '2026-11-01T08:00:00.000Z',
          lastRefreshedAt: null,
          refreshes: 0,
          edits: 0,
          lastEditedAt: null,
        }}
      />,
    );
    expect(screen.getByTestId('offer-freshness').textContent).toBe(
      'Pierwsza publikacja 1 listopada 2026 · bez zmian od publikacji',
    );
  });
});
