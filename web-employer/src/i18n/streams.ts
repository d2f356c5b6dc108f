/**
 * The texts of the platform admins' stream browser and admin activity pages (issue 17), pl and en with
 * the same keys; spread into the catalogues as `streams` and `activity`.
 */
export const streamsEn = {
  menu: 'Event streams',
  title: 'Event streams',
  intro:
    "The event store's streams of this brand by category, newest or oldest event first. The live tail adds new events as they are recorded.",
  category: 'Category',
  allCategories: 'All categories',
  categoryOption: '%{category} (%{smart_count} stream) |||| %{category} (%{smart_count} streams)',
  order: 'Order',
  newestFirst: 'Newest first',
  oldestFirst: 'Oldest first',
  live: 'Live tail',
  liveOn: 'Listening for new events…',
  liveLost: 'The live tail lost its connection; reconnecting…',
  liveNew: 'New',
  more: 'More events',
  empty: 'No events here yet.',
  end: 'That is every event.',
  loadFailed: 'The events could not be loaded.',
  event: {
    position: 'Position',
    stream: 'Stream',
    version: 'v%{version}',
    recordedAt: 'Recorded',
    occurredAt: 'Occurred',
    actor: 'Actor',
    data: 'Data',
    metadata: 'Metadata',
    erased: 'Personal data erased',
    sealed: 'Personal data sealed',
    openAudit: 'Offer audit',
  },
  stream: {
    title: 'Stream %{stream}',
    back: 'All streams',
    notFound: 'There is no such stream on this brand.',
  },
};

export type StreamsMessages = typeof streamsEn;

export const streamsPl: StreamsMessages = {
  menu: 'Strumienie zdarzeń',
  title: 'Strumienie zdarzeń',
  intro:
    'Strumienie sklepu zdarzeń tej marki według kategorii, od najnowszego lub najstarszego zdarzenia. Podgląd na żywo dopisuje nowe zdarzenia, gdy tylko zostaną zapisane.',
  category: 'Kategoria',
  allCategories: 'Wszystkie kategorie',
  categoryOption:
    '%{category} (%{smart_count} strumień) |||| %{category} (%{smart_count} strumienie) |||| %{category} (%{smart_count} strumieni)',
  order: 'Kolejność',
  newestFirst: 'Od najnowszych',
  oldestFirst: 'Od najstarszych',
  live: 'Na żywo',
  liveOn: 'Czekam na nowe zdarzenia…',
  liveLost: 'Podgląd na żywo stracił połączenie; łączę ponownie…',
  liveNew: 'Nowe',
  more: 'Więcej zdarzeń',
  empty: 'Nie ma tu jeszcze zdarzeń.',
  end: 'To już wszystkie zdarzenia.',
  loadFailed: 'Nie udało się wczytać zdarzeń.',
  event: {
    position: 'Pozycja',
    stream: 'Strumień',
    version: 'v%{version}',
    recordedAt: 'Zapisane',
    occurredAt: 'Zaszło',
    actor: 'Wykonawca',
    data: 'Dane',
    metadata: 'Metadane',
    erased: 'Dane osobowe usunięte',
    sealed: 'Dane osobowe zapieczętowane',
    openAudit: 'Audyt ogłoszenia',
  },
  stream: {
    title: 'Strumień %{stream}',
    back: 'Wszystkie strumienie',
    notFound: 'Nie ma takiego strumienia w tej marce.',
  },
};

export const activityEn = {
  menu: 'Admin activity',
  title: 'Admin activity',
  intro: "Every admin action on this brand (and the installation's read models): who did it and when.",
  action: 'Action',
  allActions: 'All actions',
  actions: {
    offer_import: 'Offer imported',
    offer_export: 'Offer stream exported',
    codes_issue: 'Codes issued',
    projection_rebuild: 'Read model rebuilt',
    projection_cancel: 'Rebuild cancelled',
  },
  columns: { at: 'When', actor: 'Who', action: 'What', subject: 'Subject', details: 'Details' },
  actors: { admin: 'Admin', operator: 'Operator token', cli: 'Command line' },
  details: {
    format: 'format %{format}',
    events: '%{smart_count} event |||| %{smart_count} events',
    count: '%{smart_count} code |||| %{smart_count} codes',
    purpose: 'for %{purpose}',
    plan: 'plan %{plan}',
    expires: 'until %{date}',
    version: 'version %{version}',
    company: 'company %{company}',
    anyone: 'for anyone',
  },
  more: 'Older actions',
  empty: 'No admin actions yet.',
  loadFailed: 'The admin activity could not be loaded.',
};

export type ActivityMessages = typeof activityEn;

export const activityPl: ActivityMessages = {
  menu: 'Działania administratorów',
  title: 'Działania administratorów',
  intro: 'Każde działanie administratora w tej marce (i na modelach odczytu całej instalacji): kto i kiedy.',
  action: 'Działanie',
  allActions: 'Wszystkie działania',
  actions: {
    offer_import: 'Import ogłoszenia',
    offer_export: 'Eksport strumienia ogłoszenia',
    codes_issue: 'Wydanie kodów',
    projection_rebuild: 'Przebudowa modelu odczytu',
    projection_cancel: 'Przerwanie przebudowy',
  },
  columns: { at: 'Kiedy', actor: 'Kto', action: 'Co', subject: 'Dotyczy', details: 'Szczegóły' },
  actors: { admin: 'Administrator', operator: 'Token operatora', cli: 'Wiersz poleceń' },
  details: {
    format: 'format %{format}',
    events: '%{smart_count} zdarzenie |||| %{smart_count} zdarzenia |||| %{smart_count} zdarzeń',
    count: '%{smart_count} kod |||| %{smart_count} kody |||| %{smart_count} kodów',
    purpose: 'cel: %{purpose}',
    plan: 'plan %{plan}',
    expires: 'ważne do %{date}',
    version: 'wersja %{version}',
    company: 'firma %{company}',
    anyone: 'dla każdego',
  },
  more: 'Starsze działania',
  empty: 'Nie ma jeszcze działań administratorów.',
  loadFailed: 'Nie udało się wczytać działań administratorów.',
};
