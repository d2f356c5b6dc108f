// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, Notification, RecordContextProvider, ResourceContextProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dataProvider } from '../dataProvider';
import { en } from '../i18n/en';
import { pl } from '../i18n/pl';
import { ApplicationDetails } from './ApplicationShow';
import { ShownOffer } from './ShownOffer';
import { StatusChange } from './StatusChange';
import type { ApplicationRow } from './types';

const application: ApplicationRow = {
  id: '0d7c2b53-6b0e-4f7e-9a51-7f1f3c6f0a33',
  offerId: '0d7c2b53-6b0e-4f7e-9a51-7f1f3c6f0a22',
  offerSlug: 'senior-typescript-developer-abc',
  offerTitle: 'Senior TypeScript Developer',
  status: 'new',
  source: 'apply_form',
  name: 'Ala Kowalska',
  email: 'ala@example.com',
  message: 'Hello!\nI would like to join.',
  hasCv: true,
  cvFileName: 'życiorys.pdf',
  cvContentType: 'application/pdf',
  cvSize: 1_250_000,
  futureConsentAccepted: true,
  customConsentAccepted: false,
  shown: {
    offerVersion: 4,
    title: 'Senior TypeScript Developer (then)',
    employmentTypes: [
      { type: 'b2b', from: 20000, to: 26000, currency: 'PLN', unit: 'month', gross: false },
      { type: 'permanent', from: null, to: null, currency: 'PLN', unit: 'month', gross: true },
    ],
  },
  submittedAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  version: 3,
  downloads: [],
};

/** The API: each call recorded; answers in turn (a number is an error status). */
let calls: { url: string; init: RequestInit }[] = [];
function answering(...answers: (number | object)[]) {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      const answer = answers[Math.min(calls.length - 1, answers.length - 1)]!;
      return typeof answer === 'number'
        ? new Response(JSON.stringify({ code: 'stream_version_conflict' }), { status: answer })
        : new Response(JSON.stringify(answer), { status: 200 });
    }),
  );
}

function renderWith(locale: 'pl' | 'en', children: React.ReactNode, record = application) {
  const i18nProvider = polyglotI18nProvider(() => (locale === 'pl' ? pl : en), locale);
  return render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      <ResourceContextProvider value="applications">
        <RecordContextProvider value={record}>{children}</RecordContextProvider>
      </ResourceContextProvider>
      {/* A short "Undo" window: the status change is sent when it closes. */}
      <Notification autoHideDuration={200} />
    </AdminContext>,
  );
}

beforeEach(() => answering({ id: application.id, status: 'seen', version: 4, changed: true }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('an application in the console', () => {
  it('shows the candidate, the message, the CV to download, and marks a new one seen on its version', async () => {
    renderWith('en', <ApplicationDetails />);
    expect(screen.getByRole('heading', { name: 'Ala Kowalska' })).toBeTruthy();
    expect(screen.getByText(/I would like to join/)).toBeTruthy();
    const cv = screen.getByRole('link', { name: /życiorys\.pdf \(1\.3 MB\)/ });
    expect(cv.getAttribute('href')).toBe(
      `/api/v1/offers/${application.offerSlug}/applications/${application.id}/download`,
    );
    expect(screen.getByText('Nobody has downloaded the CV yet.')).toBeTruthy();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.url).toBe(`/api/v2/employer-panel/applications/${application.id}/status`);
    expect(new Headers(calls[0]!.init.headers).get('If-Match')).toBe('"3"');
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ status: 'seen', note: null });
  });

  it('does not touch an application already seen, and says when the data was erased', async () => {
    renderWith('pl', <ApplicationDetails />, {
      ...application,
      status: 'in_review',
      name: null,
      email: null,
    });
    expect(screen.getByRole('heading', { name: 'Dane usunięte' })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toHaveLength(0);
  });

  it('keeps what the candidate was shown: every salary range as published then', () => {
    renderWith('en', <ShownOffer />);
    expect(screen.getByText('Senior TypeScript Developer (then)')).toBeTruthy();
    expect(screen.getByText(/version 4/)).toBeTruthy();
    expect(screen.getByText('B2B: 20,000 – 26,000 PLN, per month, net')).toBeTruthy();
    expect(screen.getByText('Permanent contract: not disclosed, per month, gross')).toBeTruthy();
  });

  it('saves on the current version when only a CV download made the shown one stale', async () => {
    answering(412, { ...application, status: 'seen', version: 5 }, { id: application.id, version: 6 });
    const user = userEvent.setup();
    renderWith('en', <StatusChange />, { ...application, status: 'seen' });
    await user.type(screen.getByRole('textbox', { name: /Note/ }), 'Looks good');
    await user.click(screen.getByRole('button', { name: 'Save status' }));
    await waitFor(() => expect(calls).toHaveLength(3), { timeout: 5000 });
    expect(new Headers(calls[2]!.init.headers).get('If-Match')).toBe('"5"');
    expect(JSON.parse(String(calls[2]!.init.body))).toEqual({ status: 'seen', note: 'Looks good' });
    expect(screen.queryByText(/Someone else changed/)).toBeNull();
  });

  it('tells of a status changed meanwhile by someone else (412) and keeps the note typed, in Polish', async () => {
    answering(412, { ...application, status: 'rejected', version: 5 });
    const user = userEvent.setup();
    renderWith('pl', <StatusChange />, { ...application, status: 'seen' });
    const save = screen.getByRole('button', { name: 'Zapisz status' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    await user.type(screen.getByRole('textbox', { name: /Notatka/ }), 'Dobre CV');
    await user.click(save);
    expect(
      await screen.findByText(
        /ktoś inny zmienił tę aplikację/,
        { selector: '.MuiAlert-message' },
        { timeout: 5000 },
      ),
    ).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /Notatka/ }) as HTMLTextAreaElement).value).toBe('Dobre CV');
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ status: 'seen', note: 'Dobre CV' });
    expect(new Headers(calls[0]!.init.headers).get('If-Match')).toBe('"3"');
  });
});
