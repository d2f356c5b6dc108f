// @vitest-environment jsdom
import { cleanup, configure, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogues } from '../../../lib/i18n/catalogues';
import { candidateWithCv } from '../test-profile';
import type { Locale } from '../../../lib/i18n/locale';
import { resetRecaptcha } from '../captcha/recaptcha';
import { ConfirmApplicationDialog } from './confirm-application-dialog';

configure({ asyncUtilTimeout: 15_000 });

const offer = {
  guid: 'offer-1',
  title: 'Kierowca kat. B',
  companyName: 'Trans-Pol',
  informationClause: 'Administratorem danych jest Trans-Pol.',
  futureConsent: { enabled: true, value: 'I agree to future recruitments.' },
  customConsent: { enabled: false, value: '' },
};

const profile = candidateWithCv;

/** The applications endpoint answering `status` (201 with an id); every request is kept. */
function applicationsApi(status = 201, body: object = { id: 'app-1' }) {
  const sent: { body: FormData; headers: Headers }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      expect(path).toBe('/api/v1/offers/offer-1/applications');
      sent.push({ body: init?.body as FormData, headers: new Headers(init?.headers) });
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return sent;
}

type Props = ComponentProps<typeof ConfirmApplicationDialog>;

function renderDialog(locale: Locale, props: Partial<Props> = {}) {
  const calls: string[] = [];
  render(
    <IntlProvider locale={locale} messages={catalogues[locale]}>
      <ConfirmApplicationDialog
        open
        onClose={() => calls.push('close')}
        onEdit={() => calls.push('edit')}
        onApplied={() => calls.push('applied')}
        offer={offer}
        locale={locale}
        profile={profile}
        {...props}
      />
    </IntlProvider>,
  );
  return calls;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  resetRecaptcha();
  document.head.querySelectorAll('script').forEach((script) => script.remove());
  delete window.grecaptcha;
});

describe('ConfirmApplicationDialog', () => {
  it('shows what the profile sends and applies in one click with the saved CV (en)', async () => {
    const sent = applicationsApi();
    const calls = renderDialog('en');
    await screen.findByRole('heading', { name: 'Apply with your profile' });
    const facts = screen.getByText('Name').parentElement!.parentElement!;
    expect(facts.textContent).toBe('NameAnna NowakE-mailanna@example.comCVanna-cv.pdf');
    expect(screen.getByText(/Administratorem danych/)).toBeTruthy();
    await userEvent.click(screen.getByRole('checkbox', { name: 'I agree to future recruitments.' }));
    await userEvent.click(screen.getByRole('button', { name: 'Apply in 1 click' }));
    await screen.findByRole('heading', { name: 'Application Confirmation' });
    expect(screen.getByRole('region', { name: 'How was applying?' })).toBeTruthy();
    const form = sent[0]!.body;
    expect(form.get('source')).toBe('1_click_apply');
    expect(form.get('document_id')).toBe('doc-1');
    expect(form.get('name')).toBe('Anna Nowak');
    expect(form.get('email')).toBe('anna@example.com');
    expect(form.get('future_consent_accepted')).toBe('1');
    expect(form.get('custom_consent_accepted')).toBe('0');
    // No site key: no captcha script, no header.
    expect(sent[0]!.headers.has('Recaptcha-Token')).toBe(false);
    expect(document.querySelector('script[src*="recaptcha"]')).toBeNull();
    expect(calls).toEqual(['applied']);
  });

  it('tells a candidate who applied before, and edits in the full form instead (pl)', async () => {
    const sent = applicationsApi();
    const calls = renderDialog('pl', { appliedAt: '2026-11-20T10:00:00.000Z' });
    await screen.findByText('Aplikacja na tę ofertę została już wysłana 20 listopada 2026. Wyślesz kolejną.');
    await userEvent.click(screen.getByRole('button', { name: 'Zmień przed wysłaniem' }));
    expect(calls).toEqual(['edit']);
    expect(sent).toHaveLength(0);
  });

  it('a refusal says why and keeps the dialog; a lost answer shows the spec’s snackbar (en)', async () => {
    applicationsApi(400, { code: 'validation_failed', errors: { document_id: 'errors.invalidFileType' } });
    renderDialog('en');
    await userEvent.click(await screen.findByRole('button', { name: 'Apply in 1 click' }));
    await screen.findByText(/The application was not sent: .+ Edit it before sending\./);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Apply in 1 click' }));
    await screen.findByText('Something went wrong');
    expect(screen.getByRole('button', { name: 'Apply in 1 click' })).toBeTruthy();
  });

  it('with a site key, loads reCAPTCHA on opening and sends its token for "apply"', async () => {
    const sent = applicationsApi();
    const execute = vi.fn(async (_key: string, { action }: { action: string }) => `token-for-${action}`);
    renderDialog('en', { captchaSiteKey: 'site-key-0123456789' });
    const script = document.querySelector<HTMLScriptElement>('script[src*="recaptcha"]');
    expect(script?.src).toBe('https://www.google.com/recaptcha/api.js?render=site-key-0123456789');
    window.grecaptcha = { ready: (callback) => callback(), execute };
    script!.dispatchEvent(new Event('load'));
    await userEvent.click(await screen.findByRole('button', { name: 'Apply in 1 click' }));
    await screen.findByRole('heading', { name: 'Application Confirmation' });
    expect(execute).toHaveBeenCalledWith('site-key-0123456789', { action: 'apply' });
    expect(sent[0]!.headers.get('Recaptcha-Token')).toBe('token-for-apply');
  });
});
