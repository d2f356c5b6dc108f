// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, reactRouterProvider, TestMemoryRouter } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { apiFailure, type CallApi } from '../api';
import { signedInAs } from '../admin/testing';
import { en } from '../i18n/en';
import { pl } from '../i18n/pl';
import type { ExportFormat } from './auditApi';
import { OfferAuditPage } from './OfferAuditPage';
import { OfferAuditSearchPage } from './OfferAuditSearchPage';
import type { AuditEvent, AuditedOffer } from './types';

const { Routes, Route } = reactRouterProvider;

const offerId = '0d7c2b53-6b0e-4f7e-9a51-7f1f3c6f0a22';
const employerId = 'user-ewa';

const offer: AuditedOffer = {
  offerId,
  tenant: 'it',
  slug: 'senior-node-developer-acme',
  status: 'published',
  version: 6,
  title: 'Senior Node Developer',
  companyName: 'Acme Software',
};

const event = (version: number, overrides: Partial<AuditEvent> = {}): AuditEvent => ({
  position: String(1000 + version),
  version,
  id: `event-${version}`,
  type: 'OfferEdited',
  occurredAt: new Date(Date.UTC(2026, 10, 1, 9, version)).toISOString(),
  recordedAt: new Date(Date.UTC(2026, 10, 1, 9, version, 1)).toISOString(),
  actor: { kind: 'employer', id: employerId, name: 'Ewa Nowak', email: 'ewa@acme.example.com' },
  correlationId: `correlation-${version}`,
  causationId: null,
  summary: 'Offer edited',
  changes: [{ field: 'employmentTypes.0.from', from: 15000, to: 18000 }],
  ...overrides,
});

const firstEvent = event(1, {
  type: 'OfferDraftCreated',
  changes: [
    { field: 'status', from: null, to: 'draft' },
    { field: 'title', from: null, to: 'Senior Node Developer' },
  ],
});
// Small pages keep the DOM small: jsdom's role queries are slow over many cards.
const pageSize = 4;
const allEvents = [firstEvent, ...Array.from({ length: 5 }, (_, index) => event(index + 2))];

const stateAt = (version: number, from: number) => ({
  offerId,
  version,
  lastVersion: 6,
  event: { type: 'OfferEdited', occurredAt: allEvents[version - 1]!.occurredAt, recordedAt: '' },
  state: {
    status: 'published',
    slug: offer.slug,
    plan: { key: 'pro' },
    publishedAt: '2026-11-01T09:00:00.000Z',
    expiredAt: '2026-12-01T09:00:00.000Z',
    bumpsUsed: 0,
    copiedFrom: { offerId: 'original-offer-id', slug: 'node-developer-original' },
    content: {
      title: 'Senior Node Developer',
      companyName: 'Acme Software',
      categoryId: 'javascript',
      subcategoryId: null,
      experienceLevel: 'senior',
      workplaceType: 'remote',
      body: '<p>Build the <strong>board</strong>.</p>',
      locations: [{ city: 'Warszawa', street: 'Marszałkowska 1' }],
      employmentTypes: [{ type: 'b2b', from, to: 24000, currency: 'PLN', unit: 'month', gross: false }],
    },
  },
});

/** The admin API as the audit calls it; records the paths asked. */
function auditApi() {
  const asked: string[] = [];
  const api = (async (path: string) => {
    asked.push(path);
    const url = new URL(path, 'http://console');
    if (url.pathname === '/admin/offers') {
      const q = url.searchParams.get('q') ?? '';
      return { offers: q === 'nothing' ? [] : [offer] };
    }
    if (url.pathname === `/admin/offers/${offerId}/history`) {
      const types = url.searchParams.get('type')?.split(',');
      const after = Number(url.searchParams.get('after') ?? 0);
      const limit = Number(url.searchParams.get('limit'));
      const events = allEvents
        .filter((each) => !types || types.includes(each.type))
        .filter((each) => each.version > after)
        .slice(0, limit);
      return { ...offer, events };
    }
    if (url.pathname === `/admin/offers/${offerId}/state`) {
      const at = Number(url.searchParams.get('at'));
      if (at > 6) throw apiFailure(404, { code: 'offer.version_past_end' });
      return stateAt(at, at < 4 ? 15000 : 18000);
    }
    if (url.pathname === `/admin/offers/${offerId}/related`)
      return {
        offerId,
        orders: [
          {
            orderId: 'o1',
            streamId: 'order-o1',
            status: 'paid',
            purpose: 'publish',
            planKey: 'pro',
            gross: 36900,
            currency: 'PLN',
            createdAt: '2026-11-20T10:00:00.000Z',
          },
        ],
        codes: [],
        applications: { new: 3, rejected: 1 },
        copiedFrom: { offerId: 'original-id', slug: 'the-original' },
        copies: [],
      };
    if (url.pathname === `/admin/offers/${offerId}/export`)
      return {
        events: allEvents.map((each) => ({
          version: each.version,
          type: each.type,
          data: { offerId, n: each.version },
        })),
      };
    throw apiFailure(404, { code: 'offer.not_found' });
  }) as CallApi;
  return { api, asked };
}

function renderAt(
  path: string,
  options: { locale?: 'pl' | 'en'; api?: CallApi; admin?: boolean; download?: typeof fakeDownload } = {},
) {
  const { locale = 'en', api = auditApi().api, admin = true, download } = options;
  const i18nProvider = polyglotI18nProvider(() => (locale === 'pl' ? pl : en), locale);
  return render(
    <TestMemoryRouter initialEntries={[path]}>
      <AdminContext i18nProvider={i18nProvider} authProvider={signedInAs(admin)}>
        <Routes>
          <Route path="/admin/offers" element={<OfferAuditSearchPage api={api} />} />
          <Route
            path="/admin/offers/:id"
            element={<OfferAuditPage api={api} download={download} pageSize={pageSize} />}
          />
        </Routes>
      </AdminContext>
    </TestMemoryRouter>,
  );
}

const downloads: ExportFormat[] = [];
async function fakeDownload(offer: string, format: ExportFormat): Promise<void> {
  expect(offer).toBe(offerId);
  downloads.push(format);
}

afterEach(() => {
  cleanup();
  downloads.length = 0;
});

describe('the offer audit search', () => {
  it('lists the offers found with their status, company and brand, and links each to its audit', async () => {
    const user = userEvent.setup();
    const { api, asked } = auditApi();
    renderAt('/admin/offers', { api });
    const link = await screen.findByRole('link', { name: /Senior Node Developer/ });
    expect(link.getAttribute('href')).toBe(`/admin/offers/${offerId}`);
    expect(within(link).getByText(/Acme Software · Brand: it · senior-node-developer-acme/)).toBeTruthy();
    expect(within(link).getByText('Published')).toBeTruthy();

    await user.type(
      screen.getByRole('textbox', { name: 'Offer id, slug, title or company' }),
      'nothing{Enter}',
    );
    expect(await screen.findByText('No offer matches “nothing”.')).toBeTruthy();
    expect(asked).toContain('/admin/offers?q=nothing&limit=50');
  });

  it('is the not-found page for anyone but a platform admin, who never gets to call the API', async () => {
    const { api, asked } = auditApi();
    renderAt('/admin/offers', { api, admin: false });
    expect(await screen.findByRole('heading', { name: 'Not Found' })).toBeTruthy();
    expect(asked).toEqual([]);
  });

  it('speaks Polish', async () => {
    renderAt('/admin/offers', { locale: 'pl' });
    expect(await screen.findByText('Ostatnio zmienione oferty')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Szukaj' })).toBeTruthy();
    expect(screen.getByText('Opublikowana')).toBeTruthy();
  });
});

describe('an offer’s audit', () => {
  it('shows the timeline a page at a time: type, time, actor, correlation and changes', async () => {
    const user = userEvent.setup();
    const { api, asked } = auditApi();
    renderAt(`/admin/offers/${offerId}`, { api });
    expect(await screen.findByRole('heading', { name: 'Senior Node Developer', level: 1 })).toBeTruthy();
    const created = (await screen.findByText('Version 1')).closest('article');
    if (!(created instanceof HTMLElement)) throw new Error('no creation shown');
    expect(within(created).getByRole('heading', { name: 'Draft created' })).toBeTruthy();
    expect(within(created).getByText('Employer: Ewa Nowak <ewa@acme.example.com>')).toBeTruthy();
    expect(within(created).getByText('correlation-1')).toBeTruthy();
    expect(within(created).getByRole('cell', { name: 'title' })).toBeTruthy();
    expect(document.querySelectorAll('article')).toHaveLength(pageSize);
    expect(screen.getByText('Events 1–4')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Events 5–6')).toBeTruthy();
    expect(asked.at(-1)).toBe(`/admin/offers/${offerId}/history?after=4&limit=5`);
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(await screen.findByText('Events 1–4')).toBeTruthy();
  });

  it('filters the timeline by event type and actor', async () => {
    const user = userEvent.setup();
    const { api, asked } = auditApi();
    renderAt(`/admin/offers/${offerId}`, { api });
    await screen.findByText('Events 1–4');
    await user.click(screen.getByRole('combobox', { name: 'Event types' }));
    await user.click(await screen.findByRole('option', { name: 'Draft created' }));
    await user.type(screen.getByRole('textbox', { name: 'Actor (kind or id)' }), employerId);
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByText('Events 1–1')).toBeTruthy();
    expect(asked.at(-1)).toBe(
      `/admin/offers/${offerId}/history?type=OfferDraftCreated&actor=${employerId}&limit=5`,
    );
    expect(document.querySelectorAll('article')).toHaveLength(1);
  });

  it('filters the timeline by a time range in the admin’s own time zone, and clears the filters', async () => {
    const user = userEvent.setup();
    const { api, asked } = auditApi();
    renderAt(`/admin/offers/${offerId}`, { api });
    await screen.findByText('Events 1–4');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01T10:03:00' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-01T10:04:30' } });
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    const range = new URLSearchParams({
      from: new Date('2026-11-01T10:03:00').toISOString(),
      to: new Date('2026-11-01T10:04:30').toISOString(),
    });
    await waitFor(() => expect(asked.at(-1)).toBe(`/admin/offers/${offerId}/history?${range}&limit=5`));
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(asked.at(-1)).toBe(`/admin/offers/${offerId}/history?limit=5`));
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('');
  });

  it('shows an event’s data and the state as of that event, with the salary it had then', async () => {
    const user = userEvent.setup();
    renderAt(`/admin/offers/${offerId}`);
    // Text queries: role queries over twenty event cards are slow in jsdom.
    const second = (await screen.findByText('Version 2')).closest('article');
    if (!(second instanceof HTMLElement)) throw new Error('no edit shown');
    await user.click(within(second).getByRole('button', { name: 'Show event data' }));
    expect(await within(second).findByText(/"n": 2/)).toBeTruthy();

    await user.click(within(second).getByRole('button', { name: 'State as of this event' }));
    expect(await screen.findByText(/As of version 2 of 6, after Edited/)).toBeTruthy();
    expect(screen.getByText('B2B: 15,000 – 24,000 PLN (Per month)')).toBeTruthy();
    expect(screen.getByText('Warszawa, Marszałkowska 1')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'node-developer-original' }).getAttribute('href')).toBe(
      '/admin/offers/original-offer-id',
    );

    const version = screen.getByRole('spinbutton', { name: 'Version (1–6)' });
    await user.clear(version);
    await user.type(version, '7{Enter}');
    expect(await screen.findByText('The stream has no such version yet.')).toBeTruthy();
  });

  it('downloads the exports through the API', async () => {
    const user = userEvent.setup();
    renderAt(`/admin/offers/${offerId}`, { download: fakeDownload });
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await user.click(screen.getByRole('button', { name: 'Export JSON' }));
    await waitFor(() => expect(downloads).toEqual(['csv', 'json']));
  });

  it('says so when the brand has no such offer, in Polish', async () => {
    renderAt('/admin/offers/no-such-offer', { locale: 'pl' });
    expect(await screen.findByText('Ta marka nie ma takiej oferty.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Odśwież' })).toBeTruthy();
  });
  it('links the related streams: orders, applications by status, the offer it was copied from (pl)', async () => {
    renderAt(`/admin/offers/${offerId}`, { locale: 'pl' });
    await userEvent.click(await screen.findByRole('tab', { name: 'Powiązane' }));
    const orders = await screen.findByRole('region', { name: 'Zamówienia' });
    expect(within(orders).getByRole('link', { name: 'order-o1' }).getAttribute('href')).toBe(
      '/admin/streams/order-o1',
    );
    expect(orders.textContent).toContain('369,00');
    const applications = screen.getByRole('region', { name: 'Aplikacje według statusu' });
    expect(applications.textContent).toContain('3new');
    expect(
      within(screen.getByRole('region', { name: 'Skopiowane z' }))
        .getByRole('link', { name: 'the-original' })
        .getAttribute('href'),
    ).toBe('/admin/offers/original-id');
    expect(screen.getByRole('region', { name: 'Wykorzystane kody' }).textContent).toContain(
      'Brak wykorzystanych kodów.',
    );
  });
});
