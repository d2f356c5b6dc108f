/** Where this device keeps the visitor's favourite offers (localStorage): their guids, newest first. */
export const favouriteOffersKey = 'tablica.favouriteOffers';
