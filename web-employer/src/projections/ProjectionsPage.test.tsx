// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, Notification, TestMemoryRouter } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { apiFailure, type CallApi, type CallOptions } from '../api';
import { signedInAs } from '../admin/testing';
import { en } from '../i18n/en';
import { pl } from '../i18n/pl';
import { ProjectionsPage } from './ProjectionsPage';
import type { ProjectionFailure, ProjectionStatus, RebuildStatus, VersionComparison } from './types';

const version = (n: number, state: 'active' | 'building' | 'retired' | 'abandoned') => ({
  version: n,
  codeVersion: 1,
  state,
  reason: n === 1 ? 'initial' : 'admin',
  createdAt: '2026-11-20T10:00:00.000Z',
  activatedAt: state === 'active' || state === 'retired' ? '2026-11-20T10:01:00.000Z' : null,
  retiredAt: state === 'retired' ? '2026-11-25T10:01:00.000Z' : null,
  droppedAt: null,
});

/** What the switch to v2 found: the documents the same, the words table different. */
const comparison: VersionComparison = {
  previousVersion: 1,
  checkpoint: '1000:52000',
  comparedAt: '2026-11-25T10:00:05.000Z',
  tookMs: 412,
  tables: [
    {
      table: 'search_documents',
      previous: { rows: 20000, checksum: '0123456789abcdef' },
      current: { rows: 20000, checksum: '0123456789abcdef' },
      same: true,
    },
    {
      table: 'search_words',
      previous: { rows: 81234, checksum: 'aaaaaaaaaaaaaaaa' },
      current: { rows: 81240, checksum: 'bbbbbbbbbbbbbbbb' },
      same: false,
    },
  ],
};

const failure: ProjectionFailure = {
  error: 'null value in column "title" violates not-null constraint',
  event: {
    id: '5b3c1f8e-0000-4000-8000-000000000001',
    type: 'OfferEdited',
    streamId: 'offer-42',
    streamVersion: 3,
    globalPosition: '52001',
    checkpoint: '1001:52001',
  },
  attempts: 4,
  firstAt: '2026-11-25T10:00:00.000Z',
  lastAt: '2026-11-25T10:00:09.000Z',
};

const searchIndex = (
  active: number,
  rebuild: RebuildStatus | null = null,
  failed: ProjectionFailure | null = null,
): ProjectionStatus => ({
  name: 'search-index',
  codeVersion: 1,
  state: failed ? 'failed' : rebuild ? 'rebuilding' : 'live',
  active: {
    version: active,
    codeVersion: 1,
    schema: `rm_search_index_v${active}`,
    checkpoint: '1000:52000',
    eventsApplied: 52000,
    lag: active === 1 ? 3 : 0,
    lagSeconds: active === 1 ? 90 : 0,
    eventsPerSecond: active === 1 ? 12.5 : 0,
    activatedAt: '2026-11-20T10:01:00.000Z',
    failure: failed,
    comparison: active === 2 ? comparison : null,
  },
  rebuild,
  versions: [
    version(1, active === 1 ? 'active' : 'retired'),
    ...(rebuild || active === 2 ? [version(2, rebuild ? 'building' : 'active')] : []),
  ],
});

const building: RebuildStatus = {
  version: 2,
  codeVersion: 1,
  state: 'building',
  reason: 'admin',
  startedAt: '2026-11-25T10:00:00.000Z',
  eventsDone: 88000,
  eventsTotal: 220000,
  eventsApplied: 20000,
  percent: 40,
  eventsPerSecond: 44000,
  etaSeconds: 3,
  updatedAt: '2026-11-25T10:00:02.000Z',
  failure: null,
};

/**
 * The admin API: `before` until a rebuild is asked for, then the rebuild under way until `finish()`,
 * then the new version serving. The rebuild call starts one, or answers that one is running.
 */
function projectionsApi(before: ProjectionStatus[], rebuild: 'started' | 'running' = 'started') {
  const calls: string[] = [];
  let stage: 'before' | 'building' | 'switched' = 'before';
  const api = (async (path: string, options?: CallOptions) => {
    calls.push(`${options?.method ?? 'GET'} ${path}`);
    if (options?.method === 'POST') {
      if (rebuild === 'running') throw apiFailure(409, { code: 'projection.rebuild_running' });
      stage = 'building';
      return searchIndex(1, building);
    }
    const answers = { before, building: [searchIndex(1, building)], switched: [searchIndex(2)] };
    return { projections: answers[stage] };
  }) as CallApi;
  const finish = () => {
    stage = 'switched';
  };
  return { api, calls, finish };
}

function renderPage(api: CallApi, locale: 'pl' | 'en' = 'en', admin = true) {
  const i18nProvider = polyglotI18nProvider(() => (locale === 'pl' ? pl : en), locale);
  return render(
    <TestMemoryRouter initialEntries={['/admin/projections']}>
      <AdminContext i18nProvider={i18nProvider} authProvider={signedInAs(admin)}>
        <ProjectionsPage api={api} busyMs={5} quietMs={5} />
        <Notification />
      </AdminContext>
    </TestMemoryRouter>,
  );
}

afterEach(cleanup);

describe('the read models page', () => {
  it('starts a rebuild after asking, shows its progress, and reports the switch-over', async () => {
    const user = userEvent.setup();
    const { api, calls, finish } = projectionsApi([searchIndex(1)]);
    renderPage(api);
    const card = await screen.findByRole('article', { name: 'search-index' });
    expect(within(card).getByText('Live')).toBeTruthy();
    expect(within(card).getByText('3 events behind')).toBeTruthy();
    expect(within(card).getByText('2 min behind')).toBeTruthy();
    expect(within(card).getByText('12.5/s')).toBeTruthy();
    expect(within(card).getByText('v1 (code v1)')).toBeTruthy();

    await user.click(within(card).getByRole('button', { name: 'Rebuild search-index' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Rebuild search-index?')).toBeTruthy();
    expect(within(dialog).getByText(/keeps answering from version 1/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Start the rebuild' }));
    expect(calls).toContain('POST /admin/projections/search-index/rebuild');
    // The page is hidden from assistive technology until the dialog has gone.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    expect(await within(card).findByText('Building version 2: 88,000 of 220,000 events')).toBeTruthy();
    expect(
      within(card)
        .getByRole('progressbar', { name: /Building version 2/ })
        .getAttribute('aria-valuenow'),
    ).toBe('40');
    expect(within(card).getByText(/44,000 events\/s · about 3 s left/)).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Rebuild search-index' })).toHaveProperty(
      'disabled',
      true,
    );

    finish();
    expect(await within(card).findByText('Switched over: version 2 now serves the board.')).toBeTruthy();
    expect(within(card).getByText('v2 (code v1)')).toBeTruthy();
    // The comparison taken at the switch: one table of two the same, the other marked different.
    await user.click(within(card).getByRole('button', { name: /Comparison with version 1/ }));
    expect(within(card).getByText('1 of 2 tables the same')).toBeTruthy();
    const table = within(card).getByRole('table', { name: 'Comparison with version 1' });
    const words = within(table).getByRole('row', { name: /search_words/ });
    expect(within(words).getByText('81,234')).toBeTruthy();
    expect(within(words).getByText('81,240')).toBeTruthy();
    expect(within(words).getByText('Different')).toBeTruthy();
    expect(
      within(within(table).getByRole('row', { name: /search_documents/ })).getByText('Same'),
    ).toBeTruthy();
  });

  it('shows a failed read model with its error and the event it is stuck on (pl and en)', async () => {
    for (const locale of ['en', 'pl'] as const) {
      const api = (async () => ({ projections: [searchIndex(1, null, failure)] })) as CallApi;
      renderPage(api, locale);
      const card = await screen.findByRole('article', { name: 'search-index' });
      const alert = within(card).getByRole('alert');
      expect(
        within(card).getByText(locale === 'en' ? 'Failed' : 'Błąd', { selector: '.MuiChip-label' }),
      ).toBeTruthy();
      expect(within(alert).getByText(/violates not-null constraint/)).toBeTruthy();
      expect(within(alert).getByText(/4 (attempts|próby)/)).toBeTruthy();
      expect(
        within(alert).getByText(
          locale === 'en'
            ? /OfferEdited · offer-42 @ 3 · position 52001/
            : /OfferEdited · offer-42 @ 3 · pozycja 52001/,
        ),
      ).toBeTruthy();
      expect(
        within(alert)
          .getByRole('link', { name: locale === 'en' ? 'Open the stream' : 'Otwórz strumień' })
          .getAttribute('href'),
      ).toBe('/admin/streams/offer-42');
      cleanup();
    }
  });

  it('cancels the rebuild under way and reports it given up, the old version serving (pl)', async () => {
    const user = userEvent.setup();
    const calls: string[] = [];
    let cancelled = false;
    const abandoned: ProjectionStatus = {
      ...searchIndex(1),
      versions: [version(1, 'active'), version(2, 'abandoned')],
    };
    const api = (async (path: string, options?: CallOptions) => {
      calls.push(`${options?.method ?? 'GET'} ${path}`);
      if (options?.method === 'POST') {
        cancelled = true;
        return abandoned;
      }
      return { projections: [cancelled ? abandoned : searchIndex(1, building)] };
    }) as CallApi;
    renderPage(api, 'pl');
    const card = await screen.findByRole('article', { name: 'search-index' });
    await user.click(await within(card).findByRole('button', { name: 'Przerwij przebudowę search-index' }));
    expect(calls).toContain('POST /admin/projections/search-index/rebuild/cancel');
    expect(await screen.findByText('Przebudowę search-index przerwano.')).toBeTruthy();
    expect(
      await within(card).findByText('Przebudowę wersji 2 porzucono; nadal obsługuje stara wersja.'),
    ).toBeTruthy();
    expect(within(card).queryByRole('button', { name: /Przerwij/ })).toBeNull();
  });

  it('says so when a rebuild is already under way, in Polish', async () => {
    const user = userEvent.setup();
    const { api } = projectionsApi([searchIndex(1)], 'running');
    renderPage(api, 'pl');
    const card = await screen.findByRole('article', { name: 'search-index' });
    expect(within(card).getByText('Na bieżąco', { selector: '.MuiChip-label' })).toBeTruthy();
    expect(within(card).getByText('3 zdarzenia do nadrobienia')).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: 'Przebuduj search-index' }));
    await user.click(await screen.findByRole('button', { name: 'Rozpocznij przebudowę' }));
    expect(await screen.findByText('Przebudowa search-index już trwa.')).toBeTruthy();
  });

  it('shows an error with a retry when the status cannot be read', async () => {
    const api = (async () => {
      throw apiFailure(500, null);
    }) as CallApi;
    renderPage(api);
    expect(await screen.findByText('The read models could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeTruthy();
  });

  it('is the not-found page for anyone but a platform admin', async () => {
    const { api, calls } = projectionsApi([searchIndex(1)]);
    renderPage(api, 'en', false);
    expect(await screen.findByRole('heading', { name: 'Not Found' })).toBeTruthy();
    expect(calls).toEqual([]);
  });
});
