// @vitest-environment jsdom
import type { CandidateProfile } from '@tablica/domain/accounts/candidates';
import { cleanup, configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogues, type Locale } from '../../../lib/i18n/locale';
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

const profile: CandidateProfile = {
  id: 'user-1',
  firstName: 'Anna',
  lastName: 'Nowak',
  email: 'anna@example.com',
  message: null,
  avatarUrl: null,
  applicationDocs: [
    { id: 'doc-1', type: 'cv', fileName: 'anna-cv.pdf', size: 1200, uploadedAt: '2026-11-01' },
  ],
  unreadMessages: { chatsCount: 0, conversationRequestsCount: 0 },
  matchmaking: { mandatoryPreferencesFilledIn: false },
};

/** The applications endpoint answering 201; what each submit sent is kept. */
function applicationsApi() {
  const sent: FormData[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      expect(path).toBe('/api/v1/offers/offer-1/applications');
      sent.push(init?.body as FormData);
      return new Response(JSON.stringify({ id: 'app-1' }), {
        status: 201,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return sent;
}

function renderDialog(locale: Locale, candidate: CandidateProfile | null) {
  return render(
    <IntlProvider locale={locale} messages={catalogues[locale]}>
      <ApplyDialog
        open
        onClose={() => {}}
        onApplied={() => {}}
        offer={offer}
        locale={locale}
        profile={candidate}
      />
    </IntlProvider>,
  );
}

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
    expect(sent[0]?.get('source')).toBe('1_click_apply');
    expect(sent[0]?.get('document_id')).toBe('doc-1');
    expect(sent[0]?.get('attachment')).toBeNull();
  });

  it('sends the form source once the name is changed (pl)', async () => {
    const sent = applicationsApi();
    renderDialog('pl', profile);
    const name = await screen.findByLabelText(/Imię i nazwisko/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Anna Kowalska');
    await userEvent.click(screen.getByRole('button', { name: 'Wyślij aplikację' }));
    await screen.findByText('Potwierdzenie aplikacji');
    expect(sent[0]?.get('source')).toBe('apply_form');
    expect(sent[0]?.get('document_id')).toBe('doc-1');
  });

  it('without the saved CV and a message, asks for one of them', async () => {
    const sent = applicationsApi();
    renderDialog('en', profile);
    await userEvent.click(await screen.findByRole('checkbox', { name: /anna-cv\.pdf/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Send application' }));
    await waitFor(() => expect(screen.getAllByRole('textbox')[2]?.getAttribute('aria-invalid')).toBe('true'));
    expect(sent).toHaveLength(0);
  });

  it('an anonymous visitor gets an empty form and no saved CV', async () => {
    renderDialog('en', null);
    expect(await screen.findByLabelText(/First and last name/)).toHaveProperty('value', '');
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.getByRole('button', { name: 'Send application' })).toBeTruthy();
  });
});
