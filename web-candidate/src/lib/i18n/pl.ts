import type { MessageId } from './en';

/** Polish catalogue: the type makes a missing or unknown key a compile error. */
export const pl: Record<MessageId, string> = {
  'app.skipToOffers': 'Przejdź do ofert',
  'header.forEmployers': 'Dla pracodawców',

  'language.label': 'Język',
  'language.pl.short': 'PL',
  'language.en.short': 'EN',
  'language.pl.name': 'Polski',
  'language.en.name': 'English',

  'footer.copyright': '© {year} {brand}',
  'footer.tagline': 'Oferty pracy z widełkami wynagrodzeń, od juniora po C\u2011level.',

  'head.title':
    '{n, plural, one {{count} oferta pracy} few {{count} oferty pracy} many {{count} ofert pracy} other {{count} oferty pracy}} | {brand}',
  'head.description':
    'Przeglądaj {n, plural, one {{count} aktualną ofertę pracy} few {{count} aktualne oferty pracy} many {{count} aktualnych ofert pracy} other {{count} aktualnej oferty pracy}} w serwisie {brand}: widełki wynagrodzeń, praca zdalna i hybrydowa, stanowiska od juniora do seniora.',

  'listing.heading':
    '{n, plural, one {{count} oferta pracy} few {{count} oferty pracy} many {{count} ofert pracy} other {{count} oferty pracy}}',
  'listing.subheading': 'Najnowsze oferty na początku',
  'listing.listLabel': 'Oferty pracy',
  'listing.progress': 'Wyświetlono {shown} z {total}',
  'listing.loadMore': 'Pokaż więcej ofert',
  'listing.loading': 'Wczytywanie kolejnych ofert…',
  'listing.loaded':
    '{n, plural, one {Wczytano {count} kolejną ofertę} few {Wczytano {count} kolejne oferty} many {Wczytano {count} kolejnych ofert} other {Wczytano {count} kolejnej oferty}}. Wyświetlono {shown} z {total}.',
  'listing.allLoaded': 'To już wszystkie oferty',
  'listing.loadFailed': 'Nie udało się wczytać kolejnych ofert. Sprawdź połączenie i spróbuj ponownie.',
  'listing.retry': 'Spróbuj ponownie',
  'listing.empty.title': 'Na razie nie ma ofert',
  'listing.empty.body': 'Nowe oferty pojawiają się codziennie. Zajrzyj do nas wkrótce.',
  'listing.empty.employerAction': 'Dodaj ogłoszenie',

  'offer.new': 'Nowa',
  'offer.moreLocations':
    '+{n, plural, one {# lokalizacja} few {# lokalizacje} many {# lokalizacji} other {# lokalizacji}}',
  'offer.skillsLabel': 'Wymagane umiejętności',
  'offer.workplace.remote': 'Praca zdalna',
  'offer.workplace.hybrid': 'Praca hybrydowa',
  'offer.workplace.office': 'Praca stacjonarna',
  'offer.experience.junior': 'Junior',
  'offer.experience.mid': 'Mid',
  'offer.experience.senior': 'Senior',
  'offer.experience.expert': 'Ekspert',
  'offer.experience.c_level': 'C-level',
  'offer.salary.range': '{from} – {to} {currency}',
  'offer.salary.from': 'od {from} {currency}',
  'offer.salary.terms': '{period} {amountType}',
  'offer.salary.period.hour': '/godz.',
  'offer.salary.period.day': '/dzień',
  'offer.salary.period.month': '/mies.',
  'offer.salary.period.year': '/rok',
  'offer.salary.gross': 'brutto',
  'offer.salary.net': 'netto',
};
