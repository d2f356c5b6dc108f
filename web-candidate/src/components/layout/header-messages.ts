/**
 * The header's texts added with the currency dropdown and the theme switch (spec §2 "Header").
 * Spread into the board's catalogues (`lib/i18n/en.ts`, `pl.ts`) so `MessageId` knows them.
 */
export const headerMessagesEn = {
  'header.currency.label': 'Currency: {currency}',
  'header.currency.own': 'each offer’s own',
  'header.currency.ownItem': 'Each offer’s own currency',
  'header.classicLook': 'Classic look',
} as const;

export const headerMessagesPl: Record<keyof typeof headerMessagesEn, string> = {
  'header.currency.label': 'Waluta: {currency}',
  'header.currency.own': 'waluta oferty',
  'header.currency.ownItem': 'Waluta każdej oferty',
  'header.classicLook': 'Klasyczny wygląd',
};
