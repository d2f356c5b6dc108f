import type { TermsConfig, TermsFile } from './terms';

/** The documents' files are served by the board under `/documents/` (server/documents). */
const file = (name: string, fromDate: string | null = null, dueDate: string | null = null): TermsFile => ({
  url: `/documents/${name}`,
  fromDate,
  dueDate,
});

/** The users' terms change on 1 January 2027: the new text is announced, the old one shown until then. */
const usersTerms = [
  file('regulamin-dla-uzytkownikow-2026-01-01.html', '2026-01-01', '2026-12-31'),
  file('regulamin-dla-uzytkownikow-2027-01-01.html', '2027-01-01'),
];

const shared = {
  termsOfServiceUrl: {
    clients: [file('regulamin-dla-klientow-2026-01-01.html', '2026-01-01')],
    users: usersTerms,
  },
  privacyPolicyUrl: [file('polityka-prywatnosci-2026-01-01.html', '2026-01-01')],
};

export const itTerms: TermsConfig = {
  ...shared,
  informationClauseUrl: [file('klauzula-informacyjna-2026-01-01.html', '2026-01-01')],
  whistleblowerReportUrl: [file('zglaszanie-naruszen-2026-01-01.html', '2026-01-01')],
};

/** The general board has no information clause or whistleblower report of its own. */
export const workTerms: TermsConfig = {
  ...shared,
  informationClauseUrl: null,
  whistleblowerReportUrl: null,
};
