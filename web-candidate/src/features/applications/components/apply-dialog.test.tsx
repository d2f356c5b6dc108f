// @vitest-environment jsdom
import type { CandidateProfile } from '@tablica/domain/accounts/candidates';
import { cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogues } from '../../../lib/i18n/catalogues';
import { candidateWithCv } from '../test-profile';
import type { Locale } from '../../../lib/i18n/locale';
import { resetRecaptcha } from '../captcha/recaptcha';
import { ApplyDialog } from './apply-dialog';

// A loaded machine renders MUI slowly: wait for what the dialog says, not for a fixed second.
configure({ asyncUtilTimeout: 15_000 });

const offer = {
  guid: 'offer-1',
  title: 'Kierowca kat. B',
  companyName: 'Trans-Pol',
  informationClause: null,
  futureConsent: { enabled: false, value: '' },
  customConsent: { enabled: false, value: '' },
};

const profile = candidateWithCv;

type Answer = Response | Error;
const created = () =>
  new Response(JSON.stringify({ id: 'app-1' }), {
    status: 201,
    headers: { 'Content-Type': 'application/json' },
  });
const refused = (errors: Record<string, string>) =>
  new Response(JSON.stringify({ status: 400, code: 'validation_failed', errors }), {
    status: 400,
    headers: { 'Content-Type': 'application/problem+json' },
  });

/** The applications endpoint giving the answers in turn (then 201); what each submit sent is kept. */
function applicationsApi(...answers: Answer[]) {
  const sent: { body: FormData; key: string | null; headers: Headers }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      expect(path).toBe('/api/v1/offers/offer-1/applications');
      const headers = new Headers(init?.headers);
      sent.push({ body: init?.body as FormData, key: headers.get('Idempotency-Key'), headers });
      const answer = answers.shift() ?? created();
      if (answer instanceof Error) throw answer;
      return answer;
    }),
  );
  return sent;
}

type DialogProps = ComponentProps<typeof ApplyDialog>;

function dialog(locale: Locale, props: Partial<DialogProps>) {
  return (
    <IntlProvider locale={locale} messages={catalogues[locale]}>
      <ApplyDialog open onClose={() => {}} onApplied={() => {}} offer={offer} locale={locale} {...props} />
    </IntlProvider>
  );
}

function renderDialog(locale: Locale, candidate: CandidateProfile | null, props: Partial<DialogProps> = {}) {
  return render(dialog(locale, { profile: candidate, ...props }));
}

const pdf = (name = 'cv.pdf') => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

/** Fills the fields at once (typing 20 characters a test costs seconds under MUI). */
function fill(fields: { name?: string; email?: string; message?: string }, locale: Locale = 'en') {
  const labels = {
    en: { name: /First and last name/, email: /E-mail/, message: /Message to the employer/ },
    pl: { name: /Imię i nazwisko/, email: /E-mail/, message: /Wiadomość do pracodawcy/ },
  }[locale];
  for (const [field, value] of Object.entries(fields))
    fireEvent.change(screen.getByLabelText(labels[field as keyof typeof labels]), { target: { value } });
}

const attach = (file: File) =>
  fireEvent.change(screen.getByTestId('apply-attachment'), { target: { files: [file] } });
const messageField = () => screen.getByLabelText(/Message to the employer/);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ApplyDialog for a signed-in candidate', () => {
  it('is prefilled from the profile and applies in 1 click with the saved CV (en)', async () => {
    const sent = applicationsApi();
    renderDialog('en', profile);
    const button = await screen.findByRole('button', { name: 'Apply in 1 click' });
    expect(screen.getByLabelText(/First and last name/)).toHaveProperty('value', 'Anna Nowak');
    expect(screen.getByLabelText(/E-mail/)).toHaveProperty('value', 'anna@example.com');
    expect(screen.getByRole('checkbox', { name: /anna-cv\.pdf/ })).toHaveProperty('checked', true);
    await userEvent.click(button);
    await screen.findByText('Application Confirmation');
    expect(sent[0]?.body.get('source')).toBe('1_click_apply');
    expect(sent[0]?.body.get('document_id')).toBe('doc-1');
    expect(sent[0]?.body.get('attachment')).toBeNull();
  });

  it('sends the form source once the name is changed (pl)', async () => {
    const sent = applicationsApi();
    renderDialog('pl', profile);
    const name = await screen.findByLabelText(/Imię i nazwisko/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Anna Kowalska');
    await userEvent.click(screen.getByRole('button', { name: 'Wyślij aplikację' }));
    await screen.findByText('Potwierdzenie aplikacji');
    expect(sent[0]?.body.get('source')).toBe('apply_form');
    expect(sent[0]?.body.get('document_id')).toBe('doc-1');
  });

  it('without the saved CV and a message, asks for one of them', async () => {
    const sent = applicationsApi();
    renderDialog('en', profile);
    await userEvent.click(await screen.findByRole('checkbox', { name: /anna-cv\.pdf/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Send application' }));
    await screen.findByText('Write a message or attach a file');
    expect(messageField().getAttribute('aria-invalid')).toBe('true');
    // The saved CV ticked again answers the rule at once (the first submit is behind us).
    await userEvent.click(screen.getByRole('checkbox', { name: /anna-cv\.pdf/ }));
    await waitFor(() => expect(screen.queryByText('Write a message or attach a file')).toBeNull());
    expect(sent).toHaveLength(0);
  });

  it('is prefilled once: a name cleared by the candidate stays cleared when the dialog opens again', async () => {
    const view = renderDialog('en', profile);
    const name = await screen.findByLabelText(/First and last name/);
    fireEvent.change(name, { target: { value: '' } });
    view.rerender(dialog('en', { profile, open: false }));
    view.rerender(dialog('en', { profile, open: true }));
    expect(await screen.findByLabelText(/First and last name/)).toHaveProperty('value', '');
    expect(screen.getByLabelText(/E-mail/)).toHaveProperty('value', 'anna@example.com');
  });
});

describe('ApplyDialog validation (spec §5)', () => {
  it('an anonymous visitor gets an empty form and no saved CV', async () => {
    renderDialog('en', null);
    expect(await screen.findByLabelText(/First and last name/)).toHaveProperty('value', '');
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.getByRole('button', { name: 'Send application' })).toBeTruthy();
  });

  it('checks a field as it changes, and only that field, before any submit', async () => {
    renderDialog('en', null);
    fill({ email: 'ola@' });
    expect(await screen.findByText('Invalid e-mail address')).toBeTruthy();
    expect(screen.queryByText('This field is required')).toBeNull();
    fill({ email: 'ola@example.com' });
    await waitFor(() => expect(screen.queryByText('Invalid e-mail address')).toBeNull());
  });

  it('an empty submit names every field, sends nothing and focuses the first one (pl)', async () => {
    const sent = applicationsApi();
    renderDialog('pl', null);
    await userEvent.click(await screen.findByRole('button', { name: 'Wyślij aplikację' }));
    await screen.findByText('Napisz wiadomość lub dołącz plik');
    expect(screen.getAllByText('To pole jest wymagane')).toHaveLength(2);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/Imię i nazwisko/)));
    expect(sent).toHaveLength(0);
  });

  it('after the first submit, a picked CV answers "message or attachment" and a bad one is named at once', async () => {
    renderDialog('en', null);
    await userEvent.click(await screen.findByRole('button', { name: 'Send application' }));
    await screen.findByText('Write a message or attach a file');
    attach(pdf());
    await waitFor(() => expect(screen.queryByText('Write a message or attach a file')).toBeNull());
    expect(messageField().getAttribute('aria-invalid')).toBe('false');
    expect(screen.getByText('cv.pdf')).toBeTruthy();
    attach(new File(['MZ'], 'setup.exe'));
    expect(await screen.findByText('Invalid file format')).toBeTruthy();
    attach(new File([new Uint8Array(5_000_001)], 'big.pdf'));
    expect(await screen.findByText(/The file is too large/)).toBeTruthy();
  });

  it('counts the message down from 100 characters before the limit and refuses more than 1000', async () => {
    renderDialog('en', null);
    await screen.findByLabelText(/Message to the employer/);
    fill({ message: 'a'.repeat(899) });
    expect(screen.getByText('A message, a CV, or both')).toBeTruthy();
    fill({ message: 'a'.repeat(900) });
    expect(await screen.findByText('100 characters left')).toBeTruthy();
    fill({ message: 'a'.repeat(999) });
    expect(await screen.findByText('1 character left')).toBeTruthy();
    fill({ message: 'a'.repeat(1001) });
    expect(await screen.findByText('Too long')).toBeTruthy();
  });

  it('cuts the information clause at 120 characters with show more and show less', async () => {
    const clause = `${'Administratorem danych jest Trans-Pol. '.repeat(4)}KONIEC`;
    renderDialog('en', null, { offer: { ...offer, informationClause: clause } });
    const more = await screen.findByRole('button', { name: 'show more' });
    expect(screen.queryByText(/KONIEC/)).toBeNull();
    expect(screen.getByText(`${clause.slice(0, 120)}…`, { exact: false })).toBeTruthy();
    await userEvent.click(more);
    expect(screen.getByText(/KONIEC/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'show less' }));
    expect(screen.queryByText(/KONIEC/)).toBeNull();
  });

  it('shows consents only when the offer carries them, and sends what was ticked', async () => {
    const sent = applicationsApi();
    renderDialog('en', null, {
      offer: { ...offer, futureConsent: { enabled: true, value: 'Zgoda na przyszłe rekrutacje' } },
    });
    fill({ name: 'Ola Kowalska', email: 'ola@example.com', message: 'Dzień dobry' });
    expect(screen.getAllByRole('checkbox')).toHaveLength(1);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Zgoda na przyszłe rekrutacje' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send application' }));
    await screen.findByText('Application Confirmation');
    expect(sent[0]?.body.get('future_consent_accepted')).toBe('1');
    expect(sent[0]?.body.get('custom_consent_accepted')).toBe('0');
  });
});

describe('ApplyDialog when sending fails', () => {
  it('a lost answer raises the snackbar, keeps every field, and the retry reuses the key (pl)', async () => {
    const sent = applicationsApi(new TypeError('Failed to fetch'));
    const applied = vi.fn();
    renderDialog('pl', null, { onApplied: applied });
    await screen.findByLabelText(/Imię i nazwisko/);
    fill({ name: 'Ola Kowalska', email: 'ola@example.com', message: 'Dzień dobry' }, 'pl');
    attach(pdf());
    await userEvent.click(screen.getByRole('button', { name: 'Wyślij aplikację' }));
    const snackbar = await screen.findByRole('alert');
    expect(within(snackbar).getByText('Coś poszło nie tak')).toBeTruthy();
    expect(screen.getByLabelText(/Imię i nazwisko/)).toHaveProperty('value', 'Ola Kowalska');
    expect(screen.getByLabelText(/E-mail/)).toHaveProperty('value', 'ola@example.com');
    expect(screen.getByLabelText(/Wiadomość do pracodawcy/)).toHaveProperty('value', 'Dzień dobry');
    expect(screen.getByText('cv.pdf')).toBeTruthy();
    expect(applied).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Wyślij aplikację' }));
    await screen.findByText('Potwierdzenie aplikacji');
    expect(sent).toHaveLength(2);
    expect(sent[1]?.key).toBe(sent[0]?.key);
    expect(sent[1]?.body.get('attachment')).toBeInstanceOf(File);
    expect(applied).toHaveBeenCalledOnce();
  });

  it('with a site key whose script cannot load (no internet), the refusal shows the snackbar and keeps the form (en)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const sent = applicationsApi(
      new Response(JSON.stringify({ status: 403, code: 'captcha.required' }), { status: 403 }),
    );
    renderDialog('en', null, { captchaSiteKey: 'site-key-0123456789' });
    await screen.findByLabelText(/First and last name/);
    const script = document.querySelector<HTMLScriptElement>('script[src*="recaptcha/api.js"]');
    expect(script).not.toBeNull();
    script!.dispatchEvent(new Event('error'));
    fill({ name: 'Ola Kowalska', email: 'ola@example.com', message: 'Hello' });
    await userEvent.click(screen.getByRole('button', { name: 'Send application' }));
    // Sending tries the script once more: still no connection.
    await waitFor(() => expect(document.querySelectorAll('script[src*="recaptcha/api.js"]')).toHaveLength(2));
    document.querySelectorAll('script[src*="recaptcha/api.js"]')[1]!.dispatchEvent(new Event('error'));
    expect(within(await screen.findByRole('alert')).getByText('Something went wrong')).toBeTruthy();
    expect(sent[0]?.headers.has('Recaptcha-Token')).toBe(false);
    expect(screen.getByLabelText(/First and last name/)).toHaveProperty('value', 'Ola Kowalska');
    expect(screen.getByLabelText(/Message to the employer/)).toHaveProperty('value', 'Hello');
    expect(warn).toHaveBeenCalledWith('reCAPTCHA: script unavailable', 'error');
    document.querySelectorAll('script[src*="recaptcha/api.js"]').forEach((element) => element.remove());
    resetRecaptcha();
  });

  it('a server error raises the snackbar; a form changed since is sent under a new key', async () => {
    const sent = applicationsApi(new Response('{}', { status: 503 }));
    renderDialog('en', null);
    await screen.findByLabelText(/First and last name/);
    fill({ name: 'Ola Kowalska', email: 'ola@example.com', message: 'Hello' });
    await userEvent.click(screen.getByRole('button', { name: 'Send application' }));
    expect(within(await screen.findByRole('alert')).getByText('Something went wrong')).toBeTruthy();
    expect(messageField()).toHaveProperty('value', 'Hello');
    fill({ message: 'Hello again' });
    await userEvent.click(screen.getByRole('button', { name: 'Send application' }));
    await screen.findByText('Application Confirmation');
    expect(sent[1]?.key).not.toBe(sent[0]?.key);
  });

  it('a refusal naming a field is said next to it, with no snackbar, and keeps what was typed', async () => {
    applicationsApi(refused({ attachment: 'errors.invalidFileType' }));
    renderDialog('en', null);
    await screen.findByLabelText(/First and last name/);
    fill({ name: 'Ola Kowalska', email: 'ola@example.com' });
    attach(pdf());
    await userEvent.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText('Invalid file format')).toBeTruthy();
    expect(screen.queryByText('Something went wrong')).toBeNull();
    expect(screen.getByLabelText(/First and last name/)).toHaveProperty('value', 'Ola Kowalska');
    expect(screen.getByText('cv.pdf')).toBeTruthy();
  });
});

describe('ApplyDialog success screen', () => {
  const lookalikes = [
    <a key="1" href="/job-offer/spawacz-mig-mag">
      Spawacz MIG/MAG
    </a>,
    <a key="2" href="/job-offer/kierowca-c-e">
      Kierowca C+E
    </a>,
  ];

  async function applyAnyway() {
    await screen.findByLabelText(/First and last name|Imię i nazwisko/);
    fill({ name: 'Anna Nowak', email: 'anna@example.com', message: 'Hello' });
    await userEvent.click(screen.getByRole('button', { name: /Send application|Apply in 1 click/ }));
  }

  it('shows the look-alike offers and invites a guest to create an account', async () => {
    applicationsApi();
    const createAccount = vi.fn();
    renderDialog('en', null, { lookalikes, onCreateAccount: createAccount });
    await applyAnyway();
    const title = await screen.findByRole('heading', { name: 'Application Confirmation' });
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(screen.getByText(/e-mailed a confirmation to anna@example\.com/)).toBeTruthy();
    const similar = screen.getByRole('region', { name: 'Offers like this one' });
    expect(within(similar).getByRole('link', { name: 'Spawacz MIG/MAG' })).toBeTruthy();
    expect(within(similar).getAllByRole('link')).toHaveLength(2);
    const banner = screen.getByRole('region', { name: 'Create a candidate account' });
    await userEvent.click(within(banner).getByRole('button', { name: 'Create account' }));
    expect(createAccount).toHaveBeenCalledOnce();
  });

  it('has no account banner for a signed-in candidate, and no look-alike section without look-alikes (pl)', async () => {
    applicationsApi();
    renderDialog('pl', profile, { lookalikes: [], onCreateAccount: () => {} });
    await userEvent.click(await screen.findByRole('button', { name: 'Aplikuj jednym kliknięciem' }));
    await screen.findByRole('heading', { name: 'Potwierdzenie aplikacji' });
    expect(screen.queryByRole('region', { name: 'Załóż konto kandydata' })).toBeNull();
    expect(screen.queryByText('Załóż konto')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Podobne oferty' })).toBeNull();
  });

  it('has no account banner where the brand has no candidate accounts', async () => {
    applicationsApi();
    renderDialog('en', null, { lookalikes });
    await applyAnyway();
    await screen.findByRole('heading', { name: 'Application Confirmation' });
    expect(screen.queryByRole('region', { name: 'Create a candidate account' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Offers like this one' })).toBeTruthy();
  });
});
