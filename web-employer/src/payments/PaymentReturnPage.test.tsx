// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, TestMemoryRouter } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import type { CallApi } from '../api';
import { apiFailure } from '../api';
import { en } from '../i18n/en';
import { pl } from '../i18n/pl';
import { PaymentReturnPage } from './PaymentReturnPage';
import type { PaymentStatus } from './types';

const paymentId = '6f1c2b53-6b0e-4f7e-9a51-7f1f3c6f0a11';
const offerId = '0d7c2b53-6b0e-4f7e-9a51-7f1f3c6f0a22';

const status = (overrides: Partial<PaymentStatus>): PaymentStatus => ({
  paymentId,
  status: 'pending',
  orderStatus: 'pending',
  offerId,
  purpose: 'publish',
  published: false,
  failureReason: null,
  ...overrides,
});

/** The status endpoint answering `answers` in turn (the last one from then on); records the paths asked. */
function statusApi(...answers: (PaymentStatus | 'not-found')[]) {
  const asked: string[] = [];
  const api = (async (path: string) => {
    asked.push(path);
    const answer = answers[Math.min(asked.length - 1, answers.length - 1)]!;
    if (answer === 'not-found') throw apiFailure(404, { code: 'payment.not_found' });
    return answer;
  }) as CallApi;
  return { api, asked };
}

function renderPage(locale: 'pl' | 'en', api: CallApi, search: string, attempts = 10) {
  const i18nProvider = polyglotI18nProvider(() => (locale === 'pl' ? pl : en), locale);
  return render(
    <TestMemoryRouter initialEntries={['/payment-return']}>
      <AdminContext i18nProvider={i18nProvider}>
        <PaymentReturnPage api={api} search={search} attempts={attempts} everyMs={5} />
      </AdminContext>
    </TestMemoryRouter>,
  );
}

afterEach(cleanup);

describe('the payment return page', () => {
  it('asks until the payment is settled and the offer published, never believing the URL', async () => {
    const { api, asked } = statusApi(
      status({}),
      status({ status: 'success', orderStatus: 'paid' }),
      status({ status: 'success', orderStatus: 'paid', published: true }),
    );
    renderPage('en', api, `?payment_id=${paymentId}&status=success`);
    expect(await screen.findByText('Payment received. Your offer is published.')).toBeTruthy();
    expect(asked).toEqual(Array(3).fill(`/v1/payments/${paymentId}/status`));
    const toOffer = screen.getByRole('link', { name: 'Go to the offer' });
    expect(toOffer.getAttribute('href')).toBe(`/offers/${offerId}/show`);
    expect(screen.getByRole('link', { name: 'Orders and invoices' }).getAttribute('href')).toBe('/orders');
  });

  it('shows a declined card in Polish with a retry of the same offer', async () => {
    const { api } = statusApi(
      status({ status: 'failure', orderStatus: 'failed', failureReason: 'declined' }),
    );
    renderPage('pl', api, `?payment_id=${paymentId}&status=failure`);
    const alert = await screen.findByText(/Płatność nie powiodła się: karta została odrzucona/);
    expect(alert).toBeTruthy();
    const retry = screen.getByRole('link', { name: 'Spróbuj ponownie' });
    expect(retry.getAttribute('href')).toBe(`/offers/${offerId}/pay`);
    expect(screen.queryByRole('link', { name: 'Przejdź do oferty' })).toBeNull();
  });

  it('tells a payer who cancelled at the provider that nothing was published, and offers to pay the extension again', async () => {
    const { api } = statusApi(status({ purpose: 'extend' }));
    renderPage('en', api, `?payment_id=${paymentId}&status=pending&cancelled=1`);
    expect(await screen.findByText(/You cancelled the payment/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe(
      `/offers/${offerId}/pay?extend=1`,
    );
  });

  it('says the provider is slow after its attempts, and can ask again', async () => {
    const { api, asked } = statusApi(status({}));
    renderPage('en', api, `?payment_id=${paymentId}&status=pending`, 3);
    expect(await screen.findByText(/has not confirmed the payment yet/)).toBeTruthy();
    expect(asked).toHaveLength(3);
    screen.getByRole('button', { name: 'Check again' }).click();
    await screen.findByText(/Waiting for the payment provider/);
  });

  it('says so when there is no such payment (another company’s, or no id at all)', async () => {
    const { api } = statusApi('not-found');
    renderPage('en', api, `?payment_id=${paymentId}`, 2);
    const status = await screen.findByRole('status');
    await within(status).findByText('We could not find this payment.');
    cleanup();
    renderPage('pl', statusApi('not-found').api, '');
    expect(await screen.findByText('Nie znaleźliśmy tej płatności.')).toBeTruthy();
  });
});
