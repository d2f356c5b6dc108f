/**
 * The offer card's and offer page's texts added with the "applied" label and the currency toggle.
 * Spread into the board's catalogues (`lib/i18n/en.ts`, `pl.ts`) so `MessageId` knows them.
 */
export const offerMessagesEn = {
  'offer.applied': 'Applied',
  'offer.salary.approximate': '≈ {amount}',
  'currency.toggleLabel': 'Show the salary in',
  'currency.hint': 'Amounts in another currency are approximate, at a fixed rate.',
} as const;

export const offerMessagesPl: Record<keyof typeof offerMessagesEn, string> = {
  'offer.applied': 'Zaaplikowano',
  'offer.salary.approximate': '≈ {amount}',
  'currency.toggleLabel': 'Pokaż wynagrodzenie w walucie',
  'currency.hint': 'Kwoty w innej walucie są przybliżone, po stałym kursie.',
};
