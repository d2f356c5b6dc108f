// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithAlerts } from '../test-kit';
import { AlertLinkDialog } from './alert-link-dialog';

const activation = '/?job-alerts=activate&code=abc.def&job-filter-id=f1&candidate-id=c1';
const unsubscribe = '/?job-alerts=unsubscribe&candidate-id=c1&job-filter-id=f1&code=u.v';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the links of the alert mails', () => {
  it('confirms the alert with the link’s code, and takes the code out of the address bar', async () => {
    window.history.replaceState(null, '', activation);
    const asked = fakeApi({ 'PUT /api/it/guests/job-alerts/activation': { status: 200, body: {} } });
    renderWithAlerts(<AlertLinkDialog url={activation} />);
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('heading', { name: 'Alert confirmed' })).toBeTruthy();
    expect(window.location.search).toBe('');
    expect(asked).toEqual([
      {
        method: 'PUT',
        path: '/api/it/guests/job-alerts/activation',
        body: { code: 'abc.def', jobFilterId: 'f1', candidateId: 'c1' },
      },
    ]);
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Close' }));
  });

  it('says when the link confirmed an account made with the alert too', async () => {
    fakeApi({
      'PUT /api/it/guests/job-alerts/activation': {
        status: 200,
        body: { jobFilterId: 'f1', account: 'verified' },
      },
    });
    renderWithAlerts(<AlertLinkDialog url={activation} />, { locale: 'pl' });
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('heading', { name: 'Powiadomienie potwierdzone' })).toBeTruthy();
    expect(dialog.textContent).toContain('Twoje konto też jest potwierdzone');
  });

  it('says an expired link has expired and mails a fresh one on request (Polish)', async () => {
    const asked = fakeApi({
      'PUT /api/it/guests/job-alerts/activation': {
        status: 409,
        body: { code: 'job_alert.confirmation_expired' },
      },
      'POST /api/it/guests/job-alerts/activation/renewal': { status: 202, body: {} },
    });
    renderWithAlerts(<AlertLinkDialog url={activation} />, { locale: 'pl' });
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('heading', { name: 'Link potwierdzający wygasł' })).toBeTruthy();
    const renew = within(dialog).getByRole('button', { name: 'Wyślij nowy link' });
    expect(document.activeElement).toBe(renew);
    await userEvent.setup().click(renew);
    expect(await within(dialog).findByRole('heading', { name: 'Sprawdź skrzynkę e-mail' })).toBeTruthy();
    expect(asked.map((call) => `${call.method} ${call.path}`)).toEqual([
      'PUT /api/it/guests/job-alerts/activation',
      'POST /api/it/guests/job-alerts/activation/renewal',
    ]);
  });

  it('tells a used link from a forged one', async () => {
    fakeApi({
      'PUT /api/it/guests/job-alerts/activation': { status: 409, body: { code: 'job_alert.already_active' } },
    });
    renderWithAlerts(<AlertLinkDialog url={activation} />);
    expect(await screen.findByRole('heading', { name: 'This alert is already active' })).toBeTruthy();
    cleanup();
    fakeApi({
      'PUT /api/it/guests/job-alerts/activation': { status: 404, body: { code: 'job_alert.invalid_code' } },
    });
    renderWithAlerts(<AlertLinkDialog url={activation} />);
    expect(await screen.findByRole('heading', { name: 'This link does not work' })).toBeTruthy();
    cleanup();
    // A link cut short is not sent at all.
    const asked = fakeApi({});
    renderWithAlerts(<AlertLinkDialog url="/?job-alerts=activate&code=abc" />);
    expect(await screen.findByRole('heading', { name: 'This link does not work' })).toBeTruthy();
    expect(asked).toHaveLength(0);
  });

  it('unsubscribes without signing in, with the code in the query', async () => {
    const asked = fakeApi({ 'DELETE /api/it/guests/job-alerts/c1/f1?code=u.v': { status: 204 } });
    renderWithAlerts(<AlertLinkDialog url={unsubscribe} />);
    expect(await screen.findByRole('heading', { name: 'You have unsubscribed' })).toBeTruthy();
    expect(asked.map((call) => `${call.method} ${call.path}`)).toEqual([
      'DELETE /api/it/guests/job-alerts/c1/f1?code=u.v',
    ]);
  });

  it('says an old unsubscribe link has expired, and shows nothing on other pages', async () => {
    fakeApi({
      'DELETE /api/it/guests/job-alerts/c1/f1': {
        status: 409,
        body: { code: 'job_alert.unsubscribe_link_expired' },
      },
    });
    renderWithAlerts(<AlertLinkDialog url={unsubscribe} />);
    expect(await screen.findByRole('heading', { name: 'This unsubscribe link has expired' })).toBeTruthy();
    cleanup();
    renderWithAlerts(<AlertLinkDialog url="/?lang=en" />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
