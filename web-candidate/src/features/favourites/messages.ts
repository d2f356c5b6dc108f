/**
 * The favourite-offer button's texts (spec §1 "favourite-offer button", §2 offer page's top bar).
 * Spread into the board's catalogues (`lib/i18n/en.ts`, `pl.ts`) so `MessageId` knows them.
 */
export const favouriteMessagesEn = {
  'favourite.button': 'Favourite: {title}',
  'favourite.hint': 'Keep among your favourite offers (on this device)',
} as const;

export const favouriteMessagesPl: Record<keyof typeof favouriteMessagesEn, string> = {
  'favourite.button': 'Ulubiona: {title}',
  'favourite.hint': 'Zachowaj wśród ulubionych ofert (na tym urządzeniu)',
};
