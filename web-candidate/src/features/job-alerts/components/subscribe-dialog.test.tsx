// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultListFilters } from '@tablica/domain/listing/filters';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithAlerts } from '../test-kit';
import { SubscribeButton } from './subscribe-button';

const filters = { ...defaultListFilters, category: 'javascript', city: 'warszawa' };
const searchUrl = '/jobs/warszawa/javascript';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function openDialog(locale: 'pl' | 'en' = 'en', viewer: 'anonymous' | 'signed-in' = 'anonymous') {
  renderWithAlerts(<SubscribeButton filters={filters} searchUrl={searchUrl} />, { locale, viewer });
  const user = userEvent.setup();
  await user.click(
    screen.getByRole('button', {
      name:
        locale === 'en'
          ? 'Subscribe to alerts for this search'
          : 'Powiadamiaj o ofertach z tego wyszukiwania',
    }),
  );
  return { user, dialog: await screen.findByRole('dialog') };
}

describe('subscribing to alerts for a search', () => {
  it('asks a guest for an e-mail and consent, explains the double opt-in and sends the list’s search', async () => {
    const asked = fakeApi({
      'POST /api/it/guests/job-alerts': {
        status: 201,
        body: { jobFilterId: 'f1', jobAlert: { status: 'pending' } },
      },
    });
    const { user, dialog } = await openDialog();
    expect(within(dialog).getByRole('textbox', { name: /Alert name/ })).toHaveProperty(
      'value',
      'JavaScript, Warsaw',
    );
    expect(within(dialog).getByText(/confirmation link \(valid for 7 days\)/)).toBeTruthy();

    // §5: e-mail and the privacy policy are required, said on their fields; the first gets the focus.
    await user.click(within(dialog).getByRole('button', { name: 'Subscribe' }));
    const email = within(dialog).getByRole('textbox', { name: /E-mail/ });
    expect(await within(dialog).findByText('This field is required')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(
      within(dialog)
        .getByRole('checkbox', { name: /privacy policy/ })
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(asked).toHaveLength(0);

    await user.type(email, 'Ola@Example.com');
    await user.click(within(dialog).getByRole('radio', { name: 'Every day' }));
    await user.click(within(dialog).getByRole('checkbox', { name: /privacy policy/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Subscribe' }));

    expect(await within(dialog).findByRole('heading', { name: 'Check your e-mail' })).toBeTruthy();
    expect(within(dialog).getByRole('status').textContent).toContain('ola@example.com');
    expect(asked).toEqual([
      {
        method: 'POST',
        path: '/api/it/guests/job-alerts',
        body: expect.objectContaining({
          email: 'Ola@Example.com',
          name: 'JavaScript, Warsaw',
          frequency: 'daily',
          searchUrl,
          privacyPolicy: true,
          candidate: null,
          language: 'en',
        }),
      },
    ]);
  });

  it('says the §8 conflicts and the limit in the spec’s words, in Polish too', async () => {
    fakeApi({
      'POST /api/it/guests/job-alerts': [
        { status: 409, body: { code: 'job_alert.already_exists', title: 'Job alert already exists' } },
        { status: 409, body: { code: 'candidate_profile.already_exists' } },
        { status: 422, body: { code: 'job_alert.limit_reached' } },
        { status: 500, body: { code: 'internal_error' } },
      ],
    });
    const { user, dialog } = await openDialog('pl');
    await user.type(within(dialog).getByRole('textbox', { name: /E-mail/ }), 'ola@example.com');
    await user.click(within(dialog).getByRole('checkbox', { name: /polityką prywatności/ }));
    const submit = within(dialog).getByRole('button', { name: 'Zapisz się' });
    const said = async () => (await within(dialog).findByRole('alert')).textContent;

    await user.click(submit);
    expect(await said()).toContain('To powiadomienie już istnieje');
    await user.click(submit);
    await waitFor(async () => expect(await said()).toContain('Istnieje konto z tym adresem e-mail'));
    await user.click(submit);
    await waitFor(async () => expect(await said()).toContain('Osiągnięto limit powiadomień'));
    await user.click(submit);
    await waitFor(async () => expect(await said()).toContain('Coś poszło nie tak'));
  });

  it('closes on Escape and keeps the focus inside while open', async () => {
    fakeApi({});
    const { user, dialog } = await openDialog();
    expect(dialog.contains(document.activeElement)).toBe(true);
    for (let n = 0; n < 12; n += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('saves the search of a signed-in candidate with the alert to the account, meeting a saved one again', async () => {
    const asked = fakeApi({
      'GET /api/it/job-filters': {
        status: 200,
        body: [{ id: 'f9', searchUrl, filterName: 'JS', jobAlert: null, count: 0 }],
      },
      'POST /api/it/job-filters': { status: 409, body: { code: 'job_filter.already_exists' } },
      'POST /api/it/job-alerts': {
        status: 201,
        body: { jobAlert: { status: 'active', frequency: 'weekly' } },
      },
    });
    const { user, dialog } = await openDialog('en', 'signed-in');
    expect(within(dialog).queryByRole('textbox', { name: /E-mail/ })).toBeNull();
    await user.click(within(dialog).getByRole('radio', { name: 'Once a week (Monday)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('heading', { name: 'Search saved, alert on' })).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Saved searches' }).getAttribute('href')).toBe(
      '/saved-searches?lang=en',
    );
    expect(asked.filter((call) => call.method !== 'GET')).toEqual([
      {
        method: 'POST',
        path: '/api/it/job-filters',
        body: expect.objectContaining({ searchUrl, name: 'JavaScript, Warsaw' }),
      },
      { method: 'POST', path: '/api/it/job-alerts', body: { jobFilterId: 'f9', frequency: 'weekly' } },
    ]);
  });

  it.each([
    [
      'en',
      {
        name: 'Use only letters, digits, spaces and , & # ( ) / + -',
        email: 'Invalid e-mail address',
        required: 'This field is required',
        policy: 'Accept the privacy policy to continue',
        submit: 'Subscribe',
      },
    ],
    [
      'pl',
      {
        name: 'Używaj tylko liter, cyfr, spacji i znaków , & # ( ) / + -',
        email: 'Nieprawidłowy adres e-mail',
        required: 'To pole jest wymagane',
        policy: 'Zaakceptuj politykę prywatności, aby kontynuować',
        submit: 'Zapisz się',
      },
    ],
  ] as const)(
    'says each §5 rule on its field (%s) and takes Polish letters and the allowed signs',
    async (locale, texts) => {
      const asked = fakeApi({
        'POST /api/it/guests/job-alerts': { status: 201, body: { jobFilterId: 'f1' } },
      });
      const { user, dialog } = await openDialog(locale);
      const name = within(dialog).getByRole('textbox', { name: /Alert name|Nazwa powiadomienia/ });
      const email = within(dialog).getByRole('textbox', { name: /E-mail/ });
      const submit = within(dialog).getByRole('button', { name: texts.submit });
      // At most 999 characters can be typed (spec §5, §9).
      expect(name.getAttribute('maxlength')).toBe('999');
      await user.clear(name);
      await user.click(submit);
      expect(await within(dialog).findAllByText(texts.required)).toHaveLength(2);
      expect(within(dialog).getByText(texts.policy)).toBeTruthy();
      await user.click(name);
      await user.paste('Java; DROP!');
      await user.click(email);
      await user.paste('ola@');
      await user.click(submit);
      expect(await within(dialog).findByText(texts.name)).toBeTruthy();
      expect(within(dialog).getByText(texts.email)).toBeTruthy();
      expect(asked).toHaveLength(0);
      // The other way: Polish letters, digits and , & # ( ) / + - pass; the frequency is twice a week.
      await user.clear(name);
      await user.paste('Żółć, C++ & C# (Łódź) / Java-Kotlin 2');
      await user.clear(email);
      await user.paste('ola@example.com');
      await user.click(within(dialog).getByRole('checkbox', { name: /privacy policy|polityką prywatności/ }));
      await user.click(submit);
      await waitFor(() => expect(asked).toHaveLength(1));
      expect(asked[0]!.body).toMatchObject({
        name: 'Żółć, C++ & C# (Łódź) / Java-Kotlin 2',
        frequency: 'twiceAWeek',
        candidate: null,
      });
    },
  );

  it('creates an account too when asked; marketing consent only with the account', async () => {
    const asked = fakeApi({
      'POST /api/it/guests/job-alerts': {
        status: 201,
        body: { jobFilterId: 'f1', account: 'created' },
      },
    });
    const { user, dialog } = await openDialog();
    const register = within(dialog).getByRole('checkbox', { name: /Also create a candidate account/ });
    const marketing = within(dialog).getByRole('checkbox', { name: /news and offers/ });
    expect(marketing).toHaveProperty('disabled', true);
    await user.click(register);
    expect(marketing).toHaveProperty('disabled', false);
    await user.click(marketing);
    // Unticking the account takes the consent with it.
    await user.click(register);
    expect(marketing).toHaveProperty('checked', false);
    expect(marketing).toHaveProperty('disabled', true);
    await user.click(register);
    await user.click(marketing);
    await user.type(within(dialog).getByRole('textbox', { name: /E-mail/ }), 'ola@example.com');
    await user.click(within(dialog).getByRole('checkbox', { name: /privacy policy/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Subscribe' }));
    expect(await within(dialog).findByRole('heading', { name: 'Check your e-mail' })).toBeTruthy();
    expect(within(dialog).getByRole('status').textContent).toContain('your new account');
    expect(asked[0]!.body).toMatchObject({ candidate: { marketing: true } });
  });

  it('sends no marketing consent without the account', async () => {
    const asked = fakeApi({
      'POST /api/it/guests/job-alerts': { status: 201, body: { jobFilterId: 'f1' } },
    });
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByRole('textbox', { name: /E-mail/ }), 'ola@example.com');
    await user.click(within(dialog).getByRole('checkbox', { name: /privacy policy/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(asked[0]!.body).toMatchObject({ candidate: null });
  });

  it('opens from #add-alert', async () => {
    fakeApi({});
    window.location.hash = '#add-alert';
    renderWithAlerts(<SubscribeButton filters={filters} searchUrl={searchUrl} />);
    expect(await screen.findByRole('dialog')).toBeTruthy();
    window.location.hash = '';
  });
});
