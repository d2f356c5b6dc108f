import type { JobAlertFrequency } from '@tablica/domain/job-alerts/job-alert';
import type { OfferListItem } from '@tablica/domain/offers/listing';
import type { MailLocale, MailMessage } from '../mail/port';

/**
 * The job-alert mails (pl and en, HTML and text): the double opt-in confirmation and the digest.
 * Every interpolated value is escaped in the HTML part.
 */
export const mailLocaleOf = (language: string): MailLocale => (language === 'en' ? 'en' : 'pl');

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? character,
  );

const frequencyText: Record<JobAlertFrequency, Record<MailLocale, string>> = {
  daily: { pl: 'codziennie', en: 'every day' },
  weekly: { pl: 'raz w tygodniu (w poniedziałek)', en: 'once a week (on Monday)' },
  twiceAWeek: {
    pl: 'dwa razy w tygodniu (w poniedziałek i czwartek)',
    en: 'twice a week (Monday and Thursday)',
  },
};

interface Link {
  readonly label: string;
  readonly href: string;
}

function compose(
  to: string,
  locale: MailLocale,
  subject: string,
  tag: string,
  parts: {
    readonly intro: readonly string[];
    readonly offers?: readonly OfferLine[];
    readonly links: readonly Link[];
  },
  listUnsubscribe?: string,
): MailMessage {
  const offers = parts.offers ?? [];
  const html = [
    `<!doctype html><html lang="${locale}"><body style="font-family:Arial,sans-serif;color:#1b1b1b">`,
    ...parts.intro.map((line) => `<p>${escapeHtml(line)}</p>`),
    ...(offers.length > 0
      ? [
          '<ul style="padding:0;list-style:none">',
          ...offers.map(
            (offer) =>
              `<li style="margin:0 0 12px"><a href="${escapeHtml(offer.href)}" style="font-weight:bold">${escapeHtml(offer.title)}</a><br>${escapeHtml(offer.details)}</li>`,
          ),
          '</ul>',
        ]
      : []),
    ...parts.links.map((link) => `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`),
    '</body></html>',
  ].join('\n');
  const text = [
    ...parts.intro,
    ...offers.flatMap((offer) => ['', offer.title, offer.details, offer.href]),
    '',
    ...parts.links.map((link) => `${link.label}: ${link.href}`),
  ].join('\n');
  return {
    to,
    subject,
    html,
    text,
    locale,
    tags: [tag],
    ...(listUnsubscribe ? { listUnsubscribe } : {}),
  };
}

/** The double opt-in mail: nothing is sent to the address until its link is opened. */
export function jobAlertConfirmationMail(input: {
  readonly to: string;
  readonly language: string;
  readonly name: string;
  readonly frequency: JobAlertFrequency;
  readonly activationLink: string;
}): MailMessage {
  const locale = mailLocaleOf(input.language);
  const en = locale === 'en';
  const how = frequencyText[input.frequency][locale];
  return compose(
    input.to,
    locale,
    en ? `Confirm your job alert: ${input.name}` : `Potwierdź powiadomienie o ofertach: ${input.name}`,
    'job-alert-confirmation',
    {
      intro: en
        ? [
            'Hello,',
            `confirm that you want new offers of the search “${input.name}” by e-mail ${how}.`,
            'If you did not ask for it, ignore this mail: nothing will be sent.',
          ]
        : [
            'Dzień dobry,',
            `potwierdź, że chcesz otrzymywać e-mailem nowe oferty wyszukiwania „${input.name}” ${how}.`,
            'Jeśli to nie Ty, zignoruj tę wiadomość: nic nie wyślemy.',
          ],
      links: [{ label: en ? 'Confirm the alert' : 'Potwierdź powiadomienie', href: input.activationLink }],
    },
  );
}

interface OfferLine {
  readonly title: string;
  readonly details: string;
  readonly href: string;
}

const unitText: Record<string, Record<MailLocale, string>> = {
  hour: { pl: 'godz.', en: 'hour' },
  day: { pl: 'dzień', en: 'day' },
  month: { pl: 'mies.', en: 'month' },
  year: { pl: 'rok', en: 'year' },
};

/** Made once: a formatter costs far more to make than to use (a digest formats up to 100 numbers). */
const payNumber = new Intl.NumberFormat('fi-FI', { maximumFractionDigits: 2 });

/** Offer cards' salary: the first employment type that states pay (spec §4), grouped as on the board. */
function salaryOf(offer: OfferListItem, locale: MailLocale): string | null {
  const pay = offer.employmentTypes.find((type) => type.from !== null);
  if (!pay || pay.from === null) return null;
  const number = payNumber;
  const range =
    pay.to !== null && pay.to !== pay.from
      ? `${number.format(pay.from)} – ${number.format(pay.to)}`
      : number.format(pay.from);
  return `${range} ${pay.currency} / ${unitText[pay.unit]?.[locale] ?? pay.unit}`;
}

function offerLine(offer: OfferListItem, origin: string, locale: MailLocale): OfferLine {
  const place = offer.multilocation ? `${offer.city} +${offer.locations.length - 1}` : offer.city;
  const details = [offer.companyName, place, salaryOf(offer, locale)].filter(Boolean).join(' · ');
  return { title: offer.title, details, href: `${origin}/job-offer/${encodeURIComponent(offer.slug)}` };
}

const polishOffers = (count: number) => {
  const tens = count % 100;
  const ones = count % 10;
  if (count === 1) return 'nowa oferta';
  if (ones >= 2 && ones <= 4 && (tens < 12 || tens > 14)) return 'nowe oferty';
  return 'nowych ofert';
};

/**
 * One digest: the new offers of one saved search (at most `offers.length` shown of `total`), a link
 * back to the search on the board and the unsubscribe link, also as the RFC 8058 one-click header.
 */
export function jobAlertDigestMail(input: {
  readonly to: string;
  readonly language: string;
  readonly name: string;
  readonly origin: string;
  readonly offers: readonly OfferListItem[];
  readonly total: number;
  readonly searchLink: string;
  readonly unsubscribeLink: string;
  readonly oneClickUnsubscribe: string;
}): MailMessage {
  const locale = mailLocaleOf(input.language);
  const en = locale === 'en';
  const more = input.total - input.offers.length;
  const intro = en
    ? [
        `New offers of your search “${input.name}”:`,
        ...(more > 0 ? [`Here are the newest ${input.offers.length}; ${more} more are on the board.`] : []),
      ]
    : [
        `Nowe oferty Twojego wyszukiwania „${input.name}”:`,
        ...(more > 0 ? [`Oto najnowsze ${input.offers.length}; kolejne ${more} znajdziesz na stronie.`] : []),
      ];
  return compose(
    input.to,
    locale,
    en
      ? `${input.total} new ${input.total === 1 ? 'offer' : 'offers'}: ${input.name}`
      : `${input.total} ${polishOffers(input.total)}: ${input.name}`,
    'job-alert-digest',
    {
      intro,
      offers: input.offers.map((offer) => offerLine(offer, input.origin, locale)),
      links: [
        {
          label: en ? 'See all offers of this search' : 'Zobacz wszystkie oferty tego wyszukiwania',
          href: input.searchLink,
        },
        {
          label: en ? 'Unsubscribe from this alert' : 'Wypisz się z tego powiadomienia',
          href: input.unsubscribeLink,
        },
      ],
    },
    input.oneClickUnsubscribe,
  );
}
