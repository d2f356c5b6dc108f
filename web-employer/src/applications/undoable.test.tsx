// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import {
  AdminContext,
  ListBase,
  Notification,
  RecordContextProvider,
  ShowBase,
  useListContext,
} from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorTexts } from '@tablica/domain/validation';
import { dataProvider } from '../dataProvider';
import { en } from '../i18n/en';
import { pl } from '../i18n/pl';
import { ApplicationStatusField } from './ApplicationStatusField';
import { BulkStatusButton } from './BulkStatusButton';
import { StatusChange } from './StatusChange';
import { TrashButton } from './TrashButton';
import type { ApplicationRow } from './types';

// The console's undoable writes (react-admin's undoable mode): the status shows at once, nothing is
// sent while the "Undo" notification stands, Undo sends nothing and puts the status back, and without
// Undo the change is sent when the notification closes. The window is shortened here to 1.5 s.
const undoWindow = 1500;

const row = (id: string, name: string, status: ApplicationRow['status'] = 'seen'): ApplicationRow => ({
  id,
  offerId: '0d7c2b53-6b0e-4f7e-9a51-7f1f3c6f0a22',
  offerSlug: 'senior-typescript-developer-abc',
  offerTitle: 'Senior TypeScript Developer',
  status,
  source: 'apply_form',
  name,
  email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
  message: null,
  hasCv: false,
  cvFileName: null,
  cvContentType: null,
  cvSize: null,
  futureConsentAccepted: false,
  customConsentAccepted: false,
  shown: { offerVersion: 1, title: 'Senior TypeScript Developer', employmentTypes: [] },
  submittedAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  version: 3,
});
const ala = row('0d7c2b53-6b0e-4f7e-9a51-7f1f3c6f0a33', 'Ala Kowalska');
const jan = row('0d7c2b53-6b0e-4f7e-9a51-7f1f3c6f0a44', 'Jan Nowak');

/** The API: reads answer with the rows; every write is recorded and answered with `write` (a number: that error). */
let writes: { method: string; url: string; body: unknown }[] = [];
function api(write: number | 'ok' = 'ok') {
  writes = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = String(input);
      const method = init.method ?? 'GET';
      if (method === 'GET') {
        const one = [ala, jan].find((application) => url.endsWith(`/applications/${application.id}`));
        if (one) return Response.json(one);
        return Response.json([ala, jan], { headers: { 'Content-Range': 'applications 0-1/2' } });
      }
      writes.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : null });
      if (typeof write === 'number')
        return Response.json(
          { code: 'validation_failed', errors: { note: 'errors.tooLong' } },
          { status: write },
        );
      return method === 'DELETE'
        ? new Response(null, { status: 204 })
        : Response.json({ id: ala.id, status: 'interview', version: 4, changed: true });
    }),
  );
}

function renderAdmin(locale: 'pl' | 'en', children: React.ReactNode) {
  const i18nProvider = polyglotI18nProvider(() => (locale === 'pl' ? pl : en), locale);
  return render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      {children}
      <Notification autoHideDuration={undoWindow} />
    </AdminContext>,
  );
}

/** One application's page: the status shown (the chip) and the status change. */
const showAla = (locale: 'pl' | 'en') =>
  renderAdmin(
    locale,
    <ShowBase resource="applications" id={ala.id}>
      <div data-testid="shown-status">
        <ApplicationStatusField source="status" />
      </div>
      <StatusChange />
      <TrashButton />
    </ShowBase>,
  );

async function chooseInterview(user: ReturnType<typeof userEvent.setup>, locale: 'pl' | 'en') {
  const shown = await screen.findByTestId('shown-status');
  await within(shown).findByText(locale === 'pl' ? 'Przejrzana' : 'Seen');
  await user.click(screen.getByRole('combobox', { name: 'Status' }));
  await user.click(screen.getByRole('option', { name: locale === 'pl' ? 'Rozmowa' : 'Interview' }));
  await user.type(screen.getByRole('textbox', { name: /Note|Notatka/ }), 'Strong portfolio');
  await user.click(screen.getByRole('button', { name: locale === 'pl' ? 'Zapisz status' : 'Save status' }));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a status change', () => {
  it('shows the new status at once, sends nothing while Undo is offered, and sends it when the notification closes', async () => {
    api();
    const user = userEvent.setup();
    showAla('en');
    await chooseInterview(user, 'en');
    expect(await screen.findByText('Status changed to “Interview”')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Undo' })).toBeTruthy();
    expect(within(screen.getByTestId('shown-status')).getByText('Interview')).toBeTruthy();
    expect(writes).toEqual([]);
    await waitFor(() => expect(writes).toHaveLength(1), { timeout: undoWindow + 3000 });
    expect(writes[0]).toEqual({
      method: 'PATCH',
      url: `/api/v2/employer-panel/applications/${ala.id}/status`,
      body: { status: 'interview', note: 'Strong portfolio' },
    });
  });

  it('sends nothing on Undo, and puts the shown status back and the choice and note into the form, in Polish', async () => {
    api();
    const user = userEvent.setup();
    showAla('pl');
    await chooseInterview(user, 'pl');
    expect(await screen.findByText('Zmieniono status na „Rozmowa”')).toBeTruthy();
    expect(within(screen.getByTestId('shown-status')).getByText('Rozmowa')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cofnij' }));
    await waitFor(() =>
      expect(within(screen.getByTestId('shown-status')).getByText('Przejrzana')).toBeTruthy(),
    );
    expect((screen.getByRole('textbox', { name: /Notatka/ }) as HTMLTextAreaElement).value).toBe(
      'Strong portfolio',
    );
    await new Promise((resolve) => setTimeout(resolve, undoWindow + 1000));
    expect(writes).toEqual([]);
  });

  it('shows the spec message of a refused change after the window, and the status as it was', async () => {
    api(400);
    const user = userEvent.setup();
    showAla('en');
    await chooseInterview(user, 'en');
    expect(await screen.findByText('Status changed to “Interview”')).toBeTruthy();
    expect(
      await screen.findByText(errorTexts['errors.tooLong'].en, {}, { timeout: undoWindow + 3000 }),
    ).toBeTruthy();
    expect(writes).toHaveLength(1);
    await waitFor(() => expect(within(screen.getByTestId('shown-status')).getByText('Seen')).toBeTruthy());
    expect((screen.getByRole('textbox', { name: /Note/ }) as HTMLTextAreaElement).value).toBe(
      'Strong portfolio',
    );
  });
});

describe('the trash', () => {
  it('is not asked first, sends nothing on Undo, and sends the DELETE when the notification closes', async () => {
    api();
    const user = userEvent.setup();
    showAla('en');
    await within(await screen.findByTestId('shown-status')).findByText('Seen');
    await user.click(screen.getByRole('button', { name: 'Move to trash' }));
    expect(await screen.findByText('Application moved to the trash')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await new Promise((resolve) => setTimeout(resolve, undoWindow + 1000));
    expect(writes).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Move to trash' }));
    expect(await screen.findByText('Application moved to the trash')).toBeTruthy();
    expect(writes).toEqual([]);
    await waitFor(() => expect(writes).toHaveLength(1), { timeout: undoWindow + 3000 });
    expect(writes[0]).toMatchObject({
      method: 'DELETE',
      url: `/api/v2/employer-panel/applications/${ala.id}`,
    });
  });
});

/** The list's rows (name and status chip) and the bulk status change on the selected ones. */
const Rows = () => (
  <ListBase resource="applications" perPage={25}>
    <ApplicationRows />
    <BulkStatusButton />
  </ListBase>
);

const ApplicationRows = () => {
  const { data, onToggleItem } = useListContext<ApplicationRow>();
  return (
    <ul>
      {(data ?? []).map((application) => (
        <li key={application.id} data-testid={`row-${application.name}`}>
          <input
            type="checkbox"
            aria-label={application.name ?? ''}
            onChange={() => onToggleItem(application.id)}
          />
          <RecordContextProvider value={application}>
            <ApplicationStatusField source="status" />
          </RecordContextProvider>
        </li>
      ))}
    </ul>
  );
};

async function bulkToInReview(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByTestId('row-Ala Kowalska');
  await user.click(screen.getByRole('checkbox', { name: 'Ala Kowalska' }));
  await user.click(screen.getByRole('checkbox', { name: 'Jan Nowak' }));
  await user.click(screen.getByRole('button', { name: 'Change status' }));
  await user.click(await screen.findByRole('button', { name: 'Change' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

describe('the bulk status change', () => {
  it('shows the status on every row at once and sends the changes only when the notification closes', async () => {
    api();
    const user = userEvent.setup();
    renderAdmin('en', <Rows />);
    await bulkToInReview(user);
    expect(await screen.findByText('Status changed on 2 applications')).toBeTruthy();
    for (const name of ['Ala Kowalska', 'Jan Nowak'])
      expect(within(screen.getByTestId(`row-${name}`)).getByText('In review')).toBeTruthy();
    expect(writes).toEqual([]);
    await waitFor(() => expect(writes).toHaveLength(2), { timeout: undoWindow + 3000 });
    expect(writes.map((write) => [write.url, write.body])).toEqual(
      [ala, jan].map((application) => [
        `/api/v2/employer-panel/applications/${application.id}/status`,
        { status: 'in_review', note: null },
      ]),
    );
  });

  it('sends nothing on Undo and shows every row as it was', async () => {
    api();
    const user = userEvent.setup();
    renderAdmin('en', <Rows />);
    await bulkToInReview(user);
    await screen.findByText('Status changed on 2 applications');
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    for (const name of ['Ala Kowalska', 'Jan Nowak'])
      await waitFor(() => expect(within(screen.getByTestId(`row-${name}`)).getByText('Seen')).toBeTruthy());
    await new Promise((resolve) => setTimeout(resolve, undoWindow + 1000));
    expect(writes).toEqual([]);
  });
});
