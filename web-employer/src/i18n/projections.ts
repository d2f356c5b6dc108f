/**
 * The texts of the platform admins' read-model page (issue 17), pl and en with the same keys; spread
 * into the catalogues as `projections`.
 */
export const projectionsEn = {
  menu: 'Read models',
  title: 'Read models',
  intro:
    'Each projection builds a read model from the event store. A rebuild builds a new version from the first event while the board keeps answering from the old one, then switches over.',
  empty: 'No projections run here.',
  status: { live: 'Live', rebuilding: 'Rebuilding', missing: 'No read model yet' },
  fields: {
    version: 'Version',
    versionValue: 'v%{version} (code v%{code})',
    checkpoint: 'Checkpoint',
    applied: 'Events applied',
    lag: 'Lag',
    lagValue: '%{smart_count} event behind |||| %{smart_count} events behind',
    upToDate: 'None',
    unknown: 'Unknown',
    activatedAt: 'Serving since',
    schema: 'Schema',
  },
  rebuild: {
    start: 'Rebuild',
    startLabel: 'Rebuild %{name}',
    confirmTitle: 'Rebuild %{name}?',
    confirmContent:
      'A new version is built from the first event. The board keeps answering from version %{version} until the new one has caught up.',
    confirm: 'Start the rebuild',
    cancel: 'Cancel',
    started: 'The rebuild of %{name} has started.',
    running: 'A rebuild of %{name} is already under way.',
    failed: 'The rebuild could not be started.',
    progress: 'Building version %{version}: %{done} of %{total} events',
    progressUnknown: 'Building version %{version}: counting the events…',
    rate: '%{rate} events/s',
    eta: 'about %{eta} left',
    reason: 'Asked for by: %{reason}',
    switched: 'Switched over: version %{version} now serves the board.',
    abandoned: 'The rebuild of version %{version} was given up; the old version still serves.',
  },
  versions: {
    title: 'Versions',
    version: 'Version',
    state: 'State',
    reason: 'Reason',
    createdAt: 'Created',
    activatedAt: 'Activated',
    retiredAt: 'Retired',
    states: {
      building: 'Building',
      active: 'Active',
      retired: 'Retired',
      abandoned: 'Abandoned',
    },
  },
  loadFailed: 'The read models could not be loaded.',
};

export type ProjectionsMessages = typeof projectionsEn;

export const projectionsPl: ProjectionsMessages = {
  menu: 'Modele odczytu',
  title: 'Modele odczytu',
  intro:
    'Każda projekcja buduje model odczytu ze sklepu zdarzeń. Przebudowa tworzy nową wersję od pierwszego zdarzenia, a tablica w tym czasie odpowiada ze starej; potem następuje przełączenie.',
  empty: 'Nie działa tu żadna projekcja.',
  status: { live: 'Na bieżąco', rebuilding: 'Przebudowa', missing: 'Brak modelu odczytu' },
  fields: {
    version: 'Wersja',
    versionValue: 'v%{version} (kod v%{code})',
    checkpoint: 'Punkt kontrolny',
    applied: 'Zastosowane zdarzenia',
    lag: 'Opóźnienie',
    lagValue:
      '%{smart_count} zdarzenie do nadrobienia |||| %{smart_count} zdarzenia do nadrobienia |||| %{smart_count} zdarzeń do nadrobienia',
    upToDate: 'Bez opóźnienia',
    unknown: 'Nieznane',
    activatedAt: 'Obsługuje od',
    schema: 'Schemat',
  },
  rebuild: {
    start: 'Przebuduj',
    startLabel: 'Przebuduj %{name}',
    confirmTitle: 'Przebudować %{name}?',
    confirmContent:
      'Nowa wersja powstanie od pierwszego zdarzenia. Do czasu, aż nadrobi zaległości, tablica odpowiada z wersji %{version}.',
    confirm: 'Rozpocznij przebudowę',
    cancel: 'Anuluj',
    started: 'Przebudowa %{name} się rozpoczęła.',
    running: 'Przebudowa %{name} już trwa.',
    failed: 'Nie udało się rozpocząć przebudowy.',
    progress: 'Budowa wersji %{version}: %{done} z %{total} zdarzeń',
    progressUnknown: 'Budowa wersji %{version}: liczę zdarzenia…',
    rate: '%{rate} zdarzeń/s',
    eta: 'zostało około %{eta}',
    reason: 'Zlecił: %{reason}',
    switched: 'Przełączono: tablicę obsługuje teraz wersja %{version}.',
    abandoned: 'Przebudowę wersji %{version} porzucono; nadal obsługuje stara wersja.',
  },
  versions: {
    title: 'Wersje',
    version: 'Wersja',
    state: 'Stan',
    reason: 'Powód',
    createdAt: 'Utworzona',
    activatedAt: 'Aktywowana',
    retiredAt: 'Wycofana',
    states: {
      building: 'Budowana',
      active: 'Aktywna',
      retired: 'Wycofana',
      abandoned: 'Porzucona',
    },
  },
  loadFailed: 'Nie udało się wczytać modeli odczytu.',
};
