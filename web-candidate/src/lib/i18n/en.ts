/**
 * English catalogue. Its keys define `MessageId`; `pl.ts` must provide every one of them.
 * Counts arrive pre-formatted as `{count}` (Finnish grouping, spec §9) next to the raw number `{n}`
 * that drives plural selection.
 */
export const en = {
  'app.skipToOffers': 'Skip to offers',
  'header.forEmployers': 'For employers',

  'language.label': 'Language',
  'language.pl.short': 'PL',
  'language.en.short': 'EN',
  'language.pl.name': 'Polski',
  'language.en.name': 'English',

  'footer.copyright': '© {year} {brand}',
  'footer.tagline': 'Job offers with salary ranges, from junior to C\u2011level.',

  'head.title': '{n, plural, one {{count} job offer} other {{count} job offers}} | {brand}',
  'head.description':
    'Browse {n, plural, one {{count} current job offer} other {{count} current job offers}} at {brand}: salary ranges, remote and hybrid work, roles from junior to senior.',

  'listing.heading': '{n, plural, one {{count} job offer} other {{count} job offers}}',
  'listing.subheading': 'Newest offers first',
  'listing.listLabel': 'Job offers',
  'listing.progress': 'Showing {shown} of {total}',
  'listing.loadMore': 'Load more offers',
  'listing.loading': 'Loading more offers…',
  'listing.loaded':
    '{n, plural, one {{count} more offer loaded} other {{count} more offers loaded}}. Showing {shown} of {total}.',
  'listing.allLoaded': 'That’s all the offers for now',
  'listing.loadFailed': 'We couldn’t load more offers. Check your connection and try again.',
  'listing.retry': 'Try again',
  'listing.empty.title': 'No offers yet',
  'listing.empty.body': 'New offers are published every day. Check back soon.',
  'listing.empty.employerAction': 'Post a job offer',

  'offer.new': 'New',
  'offer.moreLocations': '+{n, plural, one {# location} other {# locations}}',
  'offer.skillsLabel': 'Required skills',
  'offer.workplace.remote': 'Remote',
  'offer.workplace.hybrid': 'Hybrid',
  'offer.workplace.office': 'Office',
  'offer.experience.junior': 'Junior',
  'offer.experience.mid': 'Mid',
  'offer.experience.senior': 'Senior',
  'offer.experience.expert': 'Expert',
  'offer.experience.c_level': 'C-level',
  'offer.salary.range': '{from} – {to} {currency}',
  'offer.salary.from': 'from {from} {currency}',
  'offer.salary.terms': '{period} {amountType}',
  'offer.salary.period.hour': '/hour',
  'offer.salary.period.day': '/day',
  'offer.salary.period.month': '/month',
  'offer.salary.period.year': '/year',
  'offer.salary.gross': 'gross',
  'offer.salary.net': 'net',
} as const satisfies Record<string, string>;

export type MessageId = keyof typeof en;
