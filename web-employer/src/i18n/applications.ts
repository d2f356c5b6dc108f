import type { ApplicationStatus } from '@tablica/domain/applications/application';

/** The console's application screens (spec §3 "Application (employer side)", §4 statuses). */
export const applicationsEn = {
  name: 'Application |||| Applications',
  fields: {
    name: 'Candidate',
    email: 'E-mail',
    offerId: 'Offer',
    offerTitle: 'Offer',
    status: 'Status',
    hasCv: 'CV',
    message: 'Message',
    submittedAt: 'Received',
    updatedAt: 'Changed',
    futureConsentAccepted: 'Consent to future recruitments',
    customConsentAccepted: 'Additional consent',
  },
  statuses: {
    new: 'New',
    seen: 'Seen',
    in_review: 'In review',
    interview: 'Interview',
    offer: 'Offer made',
    hired: 'Hired',
    rejected: 'Rejected',
  } satisfies Record<ApplicationStatus, string>,
  empty: 'No applications yet. They appear here as soon as candidates apply to your offers.',
  erased: 'Data erased',
  submittedOn: 'Received %{date}',
  noMessage: 'No message.',
  noCv: 'No CV attached.',
  consents: 'Consents',
  status: {
    title: 'Status',
    note: 'Note (optional, for your team)',
    noteHelp: '%{count} / %{max}',
    noteTooLong: 'The note is too long.',
    save: 'Save status',
    saved: 'Status changed to “%{status}”',
    stale:
      'Someone else changed this application meanwhile. Load the current version; your choice and note stay here.',
    reload: 'Load current',
  },
  shown: {
    title: 'What the candidate was shown',
    help: 'The offer as it was when they applied (version %{version}): kept for pay transparency.',
    noSalary: 'No salary was given.',
    undisclosed: 'not disclosed',
  },
  downloads: {
    title: 'CV downloads',
    none: 'Nobody has downloaded the CV yet.',
    entry: '%{who}, %{when}',
  },
  trash: {
    action: 'Move to trash',
    done: 'Application moved to the trash',
  },
  bulk: {
    action: 'Change status',
    title:
      'Change the status of %{smart_count} application |||| Change the status of %{smart_count} applications',
    save: 'Change',
    done: 'Status changed on %{smart_count} application |||| Status changed on %{smart_count} applications',
    partly: 'Status changed on %{smart_count}; %{failed} could not be changed (reload and try again)',
  },
  actions: { open: 'Applications (%{count})' },
};

export type ApplicationsMessages = typeof applicationsEn;

export const applicationsPl: ApplicationsMessages = {
  name: 'Aplikacja |||| Aplikacje |||| Aplikacji',
  fields: {
    name: 'Kandydat',
    email: 'E-mail',
    offerId: 'Oferta',
    offerTitle: 'Oferta',
    status: 'Status',
    hasCv: 'CV',
    message: 'Wiadomość',
    submittedAt: 'Otrzymano',
    updatedAt: 'Zmieniono',
    futureConsentAccepted: 'Zgoda na przyszłe rekrutacje',
    customConsentAccepted: 'Dodatkowa zgoda',
  },
  statuses: {
    new: 'Nowa',
    seen: 'Przejrzana',
    in_review: 'W ocenie',
    interview: 'Rozmowa',
    offer: 'Złożona oferta',
    hired: 'Zatrudniony',
    rejected: 'Odrzucona',
  },
  empty: 'Nie masz jeszcze aplikacji. Pojawią się tutaj, gdy tylko kandydaci zaaplikują na Twoje oferty.',
  erased: 'Dane usunięte',
  submittedOn: 'Otrzymano %{date}',
  noMessage: 'Brak wiadomości.',
  noCv: 'Bez załączonego CV.',
  consents: 'Zgody',
  status: {
    title: 'Status',
    note: 'Notatka (opcjonalna, dla zespołu)',
    noteHelp: '%{count} / %{max}',
    noteTooLong: 'Notatka jest za długa.',
    save: 'Zapisz status',
    saved: 'Zmieniono status na „%{status}”',
    stale:
      'W międzyczasie ktoś inny zmienił tę aplikację. Wczytaj aktualną wersję; Twój wybór i notatka zostaną.',
    reload: 'Wczytaj aktualną',
  },
  shown: {
    title: 'Co zobaczył kandydat',
    help: 'Oferta w chwili aplikowania (wersja %{version}): zachowana dla jawności wynagrodzeń.',
    noSalary: 'Nie podano wynagrodzenia.',
    undisclosed: 'nie podano',
  },
  downloads: {
    title: 'Pobrania CV',
    none: 'Nikt jeszcze nie pobrał CV.',
    entry: '%{who}, %{when}',
  },
  trash: {
    action: 'Przenieś do kosza',
    done: 'Aplikacja przeniesiona do kosza',
  },
  bulk: {
    action: 'Zmień status',
    title:
      'Nowy status: zaznaczono %{smart_count} aplikację |||| Nowy status: zaznaczono %{smart_count} aplikacje |||| Nowy status: zaznaczono %{smart_count} aplikacji',
    save: 'Zmień',
    done: '%{smart_count} aplikacja ma nowy status |||| %{smart_count} aplikacje mają nowy status |||| %{smart_count} aplikacji ma nowy status',
    partly:
      'Nowy status ma %{smart_count} aplikacja; nie udało się: %{failed} (odśwież i spróbuj ponownie) |||| Nowy status mają %{smart_count} aplikacje; nie udało się: %{failed} (odśwież i spróbuj ponownie) |||| Nowy status ma %{smart_count} aplikacji; nie udało się: %{failed} (odśwież i spróbuj ponownie)',
  },
  actions: { open: 'Aplikacje (%{count})' },
};
