// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, TestMemoryRouter } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import type { CallApi } from '../api';
import { signedInAs } from '../admin/testing';
import { en } from '../i18n/en';
import { pl } from '../i18n/pl';
import { StreamsPage } from './StreamsPage';
import type { LiveSource, OpenLive } from './streamsApi';
import type { StreamEvent } from './types';

const event = (position: number, overrides: Partial<StreamEvent> = {}): StreamEvent => ({
  position: String(position),
  checkpoint: `700/${position}`,
  streamId: 'offer-0b6f7c1e-9d2a-4f3b-8c1d-2e3f4a5b6c7d',
  category: 'offer',
  version: position,
  id: `event-${position}`,
  type: 'OfferEdited',
  tenant: 'it',
  occurredAt: '2026-11-25T10:00:00.000Z',
  recordedAt: '2026-11-25T10:00:00.000Z',
  data: { title: `Title ${position}` },
  metadata: { tenant: 'it', actor: { kind: 'employer', id: 'user-1' }, correlationId: 'c-1' },
  ...overrides,
});

const erasedApplication = event(30, {
  streamId: 'application-1d6f7c1e-9d2a-4f3b-8c1d-2e3f4a5b6c7d',
  category: 'application',
  type: 'ApplicationSubmitted',
  data: { applicationId: '1d6f7c1e', personal: { erased: true } },
});

/** The admin API: two pages newest first (30 … 25, then 4 … 1), or the category's events. */
function streamsApi() {
  const calls: string[] = [];
  const api = (async (path: string) => {
    calls.push(path);
    if (path === '/admin/streams')
      return {
        categories: [
          { category: 'application', streams: 1 },
          { category: 'offer', streams: 2 },
        ],
      };
    const query = new URLSearchParams(path.split('?')[1]);
    if (query.get('category') === 'application') return { events: [erasedApplication], next: null };
    if (query.get('from')) return { events: [4, 3, 2, 1].map((n) => event(n)), next: null };
    return {
      events: [erasedApplication, ...[29, 28, 27, 26, 25].map((n) => event(n))],
      next: '700/6',
    };
  }) as CallApi;
  return { api, calls };
}

/** An EventSource the test sends events through. */
function liveSource() {
  const opened: string[] = [];
  let listener: ((message: MessageEvent<string>) => void) | null = null;
  let closed = 0;
  const openLive: OpenLive = (url) => {
    opened.push(url);
    const source: LiveSource = {
      onopen: null,
      onerror: null,
      addEventListener: (_type, handler) => {
        listener = handler;
      },
      close: () => {
        closed += 1;
      },
    };
    // The server answers a moment later.
    setTimeout(() => source.onopen?.(new Event('open')), 0);
    return source;
  };
  const send = (recorded: StreamEvent) =>
    listener?.(new MessageEvent('recorded', { data: JSON.stringify(recorded) }));
  return { openLive, opened, send, closedCount: () => closed };
}

function renderPage(api: CallApi, openLive: OpenLive, locale: 'pl' | 'en' = 'en', admin = true) {
  const i18nProvider = polyglotI18nProvider(() => (locale === 'pl' ? pl : en), locale);
  return render(
    <TestMemoryRouter initialEntries={['/admin/streams']}>
      <AdminContext i18nProvider={i18nProvider} authProvider={signedInAs(admin)}>
        <StreamsPage api={api} openLive={openLive} />
      </AdminContext>
    </TestMemoryRouter>,
  );
}

afterEach(cleanup);

describe('the stream browser', () => {
  it('pages events newest first, pretty-prints their data and shows erased personal data as erased', async () => {
    const user = userEvent.setup();
    const { api, calls } = streamsApi();
    renderPage(api, liveSource().openLive);
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(6);
    const application = within(cards[0]!);
    expect(application.getByText('ApplicationSubmitted')).toBeTruthy();
    expect(application.getByText('Personal data erased')).toBeTruthy();
    await user.click(application.getByRole('button', { name: 'Data' }));
    expect(application.getByLabelText('Data').textContent).toContain('"erased": true');
    expect(within(cards[1]!).getByRole('link', { name: 'Offer audit' }).getAttribute('href')).toBe(
      '/admin/offers/0b6f7c1e-9d2a-4f3b-8c1d-2e3f4a5b6c7d',
    );

    await user.click(screen.getByRole('button', { name: 'More events' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(10));
    expect(calls).toContain('/admin/streams/events?direction=backwards&limit=25&from=700%2F6');
    expect(screen.getByText('That is every event.')).toBeTruthy();
    // Many cards and a select in jsdom: slow where two cores are shared.
  }, 90_000);

  it('narrows to a category and tails it live, in Polish', async () => {
    const user = userEvent.setup();
    const { api, calls } = streamsApi();
    const live = liveSource();
    renderPage(api, live.openLive, 'pl');
    await screen.findAllByRole('article');
    await user.click(screen.getByRole('combobox', { name: 'Kategoria' }));
    await user.click(await screen.findByRole('option', { name: 'application (1 strumień)' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(calls).toContain('/admin/streams/events?direction=backwards&limit=25&category=application');

    await user.click(screen.getByRole('switch', { name: 'Na żywo' }));
    expect(live.opened).toEqual(['/api/admin/streams/live?category=application']);
    expect(screen.getByText('Czekam na nowe zdarzenia…')).toBeTruthy();
    live.send(event(31, { ...erasedApplication, id: 'event-31', position: '31', type: 'ApplicationSeen' }));
    const fresh = await screen.findByRole('article', { name: 'ApplicationSeen' });
    expect(within(fresh).getByText('Nowe')).toBeTruthy();
    expect(screen.getAllByRole('article')[0]).toBe(fresh);

    await user.click(screen.getByRole('switch', { name: 'Na żywo' }));
    expect(live.closedCount()).toBe(1);
  }, 90_000);

  it('is not there for anyone but a platform admin', async () => {
    const { api, calls } = streamsApi();
    renderPage(api, liveSource().openLive, 'en', false);
    expect(await screen.findByText(/not found|doesn't exist/i)).toBeTruthy();
    expect(calls).toEqual([]);
  });
});
