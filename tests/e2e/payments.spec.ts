import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { samplePng } from '@tablica/platform/files/sample-files';
import { offerForm } from '../support/offer-commands';
import { confirmedEmployer, signInThroughApi } from './employer-account';

// The console's payment step with the sandbox provider (issue 15), in Polish (desktop) and English (mobile).
const labels = {
  pl: {
    pay: 'Zapłać i opublikuj',
    street: 'Ulica',
    number: 'Numer',
    city: 'Miasto',
    postalCode: 'Kod pocztowy',
    regulations: 'Akceptuję regulamin i cennik',
    goToPayment: 'Przejdź do płatności',
    card: 'Numer karty',
    cardPay: /^Zapłać/,
    declined: /Płatność nie powiodła się: karta została odrzucona/,
    retry: 'Spróbuj ponownie',
    success: 'Płatność przyjęta. Twoja oferta jest opublikowana.',
    showOffer: 'Przejdź do oferty',
    published: 'Opublikowana',
    paid: 'Opłacone',
    download: 'Pobierz PDF',
    cancel: 'Anuluj płatność i wróć',
    cancelled: /Anulowano płatność/,
  },
  en: {
    pay: 'Pay and publish',
    street: 'Street',
    number: 'Number',
    city: 'City',
    postalCode: 'Postal code',
    regulations: 'I accept the terms of service and the price list',
    goToPayment: 'Go to payment',
    card: 'Card number',
    cardPay: /^Pay/,
    declined: /The payment did not go through: the card was declined/,
    retry: 'Try again',
    success: 'Payment received. Your offer is published.',
    showOffer: 'Go to the offer',
    published: 'Published',
    paid: 'Paid',
    download: 'Download PDF',
    cancel: 'Cancel the payment and go back',
    cancelled: /You cancelled the payment/,
  },
};

const localeOf = (testInfo: TestInfo) => (testInfo.project.use.locale?.startsWith('pl') ? 'pl' : 'en');
const shot = (page: Page, testInfo: TestInfo, name: string) =>
  page.screenshot({
    path: testInfo.outputPath(`payments-${name}-${localeOf(testInfo)}-${testInfo.project.name}.png`),
    fullPage: true,
  });

/** The invoice details the company has not given yet, and the regulations; then off to the provider. */
async function fillInvoiceDetails(page: Page, label: (typeof labels)['pl']) {
  const text = (name: string) => page.getByRole('textbox', { name, exact: true });
  await text(label.street).fill('Długa');
  await text(label.number).fill('7');
  await text(label.city).fill('Gdańsk');
  await text(label.postalCode).fill('80-001');
  await page.getByRole('checkbox', { name: label.regulations }).check();
}

async function payWithCard(page: Page, label: (typeof labels)['pl'], card: string) {
  await page.getByRole('button', { name: label.goToPayment }).click();
  await page.waitForURL(/\/payments\/sandbox\//);
  await page.getByRole('textbox', { name: label.card }).fill(card);
  await page.getByRole('button', { name: label.cardPay }).click();
  await page.waitForURL(/#\/payment-return/);
}

test('an employer pays for an offer with a test card: declined, cancelled, retried, published, invoiced', async ({
  page,
}, testInfo) => {
  const locale = localeOf(testInfo);
  const label = labels[locale];
  const title = `Paid Playwright Engineer ${testInfo.project.name} ${Date.now()}`;
  const email = await confirmedEmployer(page.request, `payer-${testInfo.project.name}`, locale);
  await signInThroughApi(page.request, email);

  // A complete draft (the wizard's earlier steps are the offer editor's); it holds the default plan, Pro.
  const draft = await page.request.post('/api/v2/employer-panel/offers/drafts', {
    multipart: {
      offer: JSON.stringify(offerForm({ title })),
      company_logo: { name: 'logo.png', mimeType: 'image/png', buffer: samplePng },
    },
  });
  expect(draft.status()).toBe(201);
  const { id, slug } = (await draft.json()) as { id: string; slug: string };

  await page.goto(`/employer/#/offers/${id}/show`);
  await page.getByRole('link', { name: label.pay }).click();
  await expect(page.getByTestId('price-summary')).toContainText(/859[.,]77/);
  // The plan step: Premium instead of Pro, and the price follows (1,199.00 net + 23 % VAT).
  await page.getByRole('radio', { name: 'Premium' }).check();
  await expect(page.getByTestId('price-summary')).toContainText(/1[\s\u00a0.,]?474[.,]77/);
  await expect(page.getByRole('radio', { name: 'Premium' })).toBeChecked();
  await fillInvoiceDetails(page, label);
  await shot(page, testInfo, 'step');

  // A declining card: the failure, and the offer stays unpublished with a retry.
  await payWithCard(page, label, '4000 0000 0000 0002');
  await expect(page.getByText(label.declined)).toBeVisible();
  await shot(page, testInfo, 'declined');

  // The payer gives up at the provider's page.
  await page.getByRole('link', { name: label.retry }).click();
  await fillInvoiceDetails(page, label);
  await page.getByRole('button', { name: label.goToPayment }).click();
  await page.waitForURL(/\/payments\/sandbox\//);
  await page.getByRole('link', { name: label.cancel }).click();
  await expect(page.getByText(label.cancelled)).toBeVisible();
  await shot(page, testInfo, 'cancelled');

  // Retried with a test card that pays: published once the provider confirms.
  await page.getByRole('link', { name: label.retry }).click();
  await fillInvoiceDetails(page, label);
  await payWithCard(page, label, '4242 4242 4242 4242');
  await expect(page.getByText(label.success)).toBeVisible({ timeout: 30_000 });
  await shot(page, testInfo, 'paid');
  await page.getByRole('link', { name: label.showOffer }).click();
  await expect(page.getByText(label.published).first()).toBeVisible();

  // The orders: the paid one with its invoice; the invoices list downloads the PDF as issued.
  await page.goto('/employer/#/orders');
  await expect(page.getByText(label.paid).first()).toBeVisible();
  await shot(page, testInfo, 'orders');
  await page.goto('/employer/#/invoices');
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: label.download }).first().click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^FV-\d{4}-\d{6}\.pdf$/);
  const pdf = await download.createReadStream();
  const head = await new Promise<string>((resolve) =>
    pdf.once('data', (chunk) => resolve(String(chunk).slice(0, 5))),
  );
  expect(head).toBe('%PDF-');
  await shot(page, testInfo, 'invoices');

  const orders = (await (await page.request.get('/api/v2/employer-panel/orders')).json()) as {
    status: string;
  }[];
  expect(orders.map((order) => order.status).sort()).toEqual(['failed', 'paid', 'pending']);
  const offer = (await (await page.request.get(`/api/v2/employer-panel/offers/${id}`)).json()) as {
    planKey: string;
    slug: string;
  };
  expect(offer).toMatchObject({ planKey: 'premium', slug });
});
