import express, { Router } from 'express';
import { NotFoundError } from '@tablica/domain/errors';
import type { SandboxPayment, SandboxProvider } from '@tablica/platform/payments/sandbox';

/** The sandbox checkout's texts, pl and en (the provider's own page, not the web apps'). */
export const sandboxTexts = {
  pl: {
    title: 'Płatność testowa',
    amount: 'Kwota',
    card: 'Numer karty',
    expiry: 'Data ważności (MM/RR)',
    cvc: 'CVC',
    pay: 'Zapłać',
    hint: 'Środowisko testowe: karta 4242 4242 4242 4242 zostanie obciążona, 4000 0000 0000 0002 odrzucona.',
    invalid: 'To nie jest prawidłowy numer karty.',
    settled: 'Ta płatność została już zakończona.',
    back: 'Wróć do serwisu',
    cancel: 'Anuluj płatność i wróć',
  },
  en: {
    title: 'Test payment',
    amount: 'Amount',
    card: 'Card number',
    expiry: 'Expiry (MM/YY)',
    cvc: 'CVC',
    pay: 'Pay',
    hint: 'Test mode: card 4242 4242 4242 4242 is charged, 4000 0000 0000 0002 is declined.',
    invalid: 'This is not a valid card number.',
    settled: 'This payment has already been completed.',
    back: 'Back to the site',
    cancel: 'Cancel the payment and go back',
  },
} as const;

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function money(amount: number, currency: string, locale: 'pl' | 'en'): string {
  return new Intl.NumberFormat(locale === 'pl' ? 'pl-PL' : 'en-GB', { style: 'currency', currency }).format(
    amount / 100,
  );
}

/** Where the payer who gives up goes: back to the shop, which is told the payer cancelled. */
function cancelUrl(returnUrl: string): string {
  const url = new URL(returnUrl);
  url.searchParams.set('cancelled', '1');
  return url.toString();
}

/** The hosted checkout page: a plain server-rendered form. */
export function checkoutPage(
  payment: SandboxPayment,
  locale: 'pl' | 'en',
  error: string | null = null,
): string {
  const t = sandboxTexts[locale];
  const body =
    payment.status === 'pending'
      ? `<form method="post" action="/payments/sandbox/${escapeHtml(payment.id)}?lang=${locale}">
  ${error ? `<p role="alert" class="error">${escapeHtml(error)}</p>` : ''}
  <label>${t.card} <input name="card_number" inputmode="numeric" autocomplete="cc-number" required></label>
  <label>${t.expiry} <input name="expiry" autocomplete="cc-exp" placeholder="12/34"></label>
  <label>${t.cvc} <input name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="123"></label>
  <button type="submit">${t.pay} ${escapeHtml(money(payment.amount, payment.currency, locale))}</button>
</form>
<p class="hint">${t.hint}</p>
<p><a href="${escapeHtml(cancelUrl(payment.returnUrl))}">${t.cancel}</a></p>`
      : `<p>${t.settled}</p><p><a href="${escapeHtml(payment.returnUrl)}">${t.back}</a></p>`;
  return `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t.title}</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem}label{display:block;margin:.75rem 0}input{display:block;width:100%;padding:.5rem;font-size:1rem}button{padding:.6rem 1.2rem;font-size:1rem}.error{color:#b00020}.hint{color:#555;font-size:.9rem}</style>
</head><body><h1>${t.title}</h1>
<p>${escapeHtml(payment.description)}</p>
<p>${t.amount}: <strong>${escapeHtml(money(payment.amount, payment.currency, locale))}</strong></p>
${body}
</body></html>`;
}

const notFound = () => new NotFoundError('payment.not_found', 'There is no such payment.');

function localeOf(query: unknown, fallback: 'pl' | 'en'): 'pl' | 'en' {
  const lang = (query as { lang?: unknown }).lang;
  return lang === 'en' || lang === 'pl' ? lang : fallback;
}

/** `/payments/sandbox/{id}`: the sandbox provider's hosted checkout (outside /api, as a provider's site). */
export function sandboxPages(sandbox: SandboxProvider): Router {
  const router = Router();
  router.get('/payments/sandbox/:id', async (req, res) => {
    const payment = await sandbox.find(req.params.id);
    if (!payment) throw notFound();
    res
      .type('html')
      .set('Cache-Control', 'no-store')
      .send(checkoutPage(payment, localeOf(req.query, payment.locale)));
  });
  router.post(
    '/payments/sandbox/:id',
    express.urlencoded({ extended: false, limit: '8kb' }),
    async (req, res) => {
      const card = (req.body as { card_number?: unknown } | undefined)?.card_number;
      const outcome = await sandbox.submitCard(req.params.id, typeof card === 'string' ? card : '');
      if (outcome === null) throw notFound();
      if (outcome === 'invalid') {
        const payment = await sandbox.find(req.params.id);
        if (!payment) throw notFound();
        const locale = localeOf(req.query, payment.locale);
        res
          .status(422)
          .type('html')
          .send(checkoutPage(payment, locale, sandboxTexts[locale].invalid));
        return;
      }
      // Paid or declined, the payer goes back to the shop (the callback follows, signed, a little later).
      res.redirect(303, outcome.returnUrl);
    },
  );
  return router;
}
