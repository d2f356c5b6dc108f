/**
 * The texts of the platform admins' import, codes and tenants pages (issue 17, item 5), pl and en with
 * the same keys; spread into the catalogues as `adminImport`, `adminCodes` and `tenants`.
 */
export const adminImportEn = {
  menu: 'Import an offer',
  title: 'Import an offer (JSON)',
  intro:
    'The offer as JSON, in the fields of the direct publication path. It is validated and published through the offer command handler, as if its company had published it; you are recorded as its author.',
  company: 'Company (optional)',
  companyHelp: 'The company whose console lists the offer; none: it belongs to no company.',
  json: 'Offer JSON',
  example: 'Fill in an example',
  submit: 'Validate and publish',
  submitting: 'Publishing…',
  notJson: 'This is not valid JSON: %{error}',
  notObject: 'The offer must be a JSON object { … }.',
  invalid:
    'The offer was not imported: %{smart_count} field needs fixing. |||| The offer was not imported: %{smart_count} fields need fixing.',
  field: 'Field',
  wholeOffer: '(the whole offer)',
  failed: 'The import failed. Try again.',
  done: 'Imported and published as %{slug}.',
  openAudit: 'Open its audit',
  noCompany: 'No company',
};

export type AdminImportMessages = typeof adminImportEn;

export const adminImportPl: AdminImportMessages = {
  menu: 'Import oferty',
  title: 'Import oferty (JSON)',
  intro:
    'Oferta jako JSON, w polach bezpośredniej ścieżki publikacji. Zostanie sprawdzona i opublikowana przez obsługę poleceń oferty, tak jakby opublikowała ją jej firma; jako autor zostaniesz zapisany Ty.',
  company: 'Firma (opcjonalnie)',
  companyHelp: 'Firma, w której panelu pojawi się oferta; bez firmy: oferta nie należy do żadnej.',
  json: 'JSON oferty',
  example: 'Wstaw przykład',
  submit: 'Sprawdź i opublikuj',
  submitting: 'Publikuję…',
  notJson: 'To nie jest poprawny JSON: %{error}',
  notObject: 'Oferta musi być obiektem JSON { … }.',
  invalid:
    'Oferta nie została zaimportowana: %{smart_count} pole do poprawienia. |||| Oferta nie została zaimportowana: %{smart_count} pola do poprawienia. |||| Oferta nie została zaimportowana: %{smart_count} pól do poprawienia.',
  field: 'Pole',
  wholeOffer: '(cała oferta)',
  failed: 'Import się nie udał. Spróbuj ponownie.',
  done: 'Zaimportowano i opublikowano jako %{slug}.',
  openAudit: 'Otwórz jej historię',
  noCompany: 'Bez firmy',
};

export const adminCodesEn = {
  menu: 'Issue codes',
  title: 'Codes',
  intro:
    'Issue prepaid codes for a company or for anyone on this brand, and see every code with who redeemed it.',
  issue: {
    title: 'Issue codes',
    company: 'Company',
    anyone: 'Anyone on this brand (promotional)',
    purpose: 'Pays for',
    plan: 'Plan',
    anyPlan: 'Any plan',
    count: 'How many',
    expires: 'Valid until (optional)',
    submit: 'Issue',
    submitting: 'Issuing…',
    issued: '%{smart_count} code issued: |||| %{smart_count} codes issued:',
    failed: 'The codes were not issued.',
  },
  purposes: { publish: 'Publication (and refresh)', extend: 'Extension', any: 'Anything' },
  list: {
    title: 'Every code',
    filter: 'Show',
    all: 'All codes',
    used: 'Redeemed',
    unused: 'Not redeemed',
    search: 'Code contains',
    empty: 'No codes here.',
    more: 'More codes',
    loadFailed: 'The codes could not be loaded.',
  },
  columns: {
    code: 'Code',
    purpose: 'Pays for',
    plan: 'Plan',
    company: 'Issued to',
    expires: 'Valid until',
    created: 'Issued',
    redeemed: 'Redeemed by',
  },
  notRedeemed: 'Not redeemed',
  noExpiry: 'No expiry',
  redeemedBy: '%{offer} (%{company}), %{date}',
};

export type AdminCodesMessages = typeof adminCodesEn;

export const adminCodesPl: AdminCodesMessages = {
  menu: 'Wydawanie kodów',
  title: 'Kody',
  intro:
    'Wydawaj kody przedpłacone dla firmy lub dla wszystkich w tej marce i zobacz każdy kod z tym, kto go wykorzystał.',
  issue: {
    title: 'Wydaj kody',
    company: 'Firma',
    anyone: 'Każdy w tej marce (promocyjne)',
    purpose: 'Opłaca',
    plan: 'Pakiet',
    anyPlan: 'Dowolny pakiet',
    count: 'Ile',
    expires: 'Ważne do (opcjonalnie)',
    submit: 'Wydaj',
    submitting: 'Wydaję…',
    issued: 'Wydano %{smart_count} kod: |||| Wydano %{smart_count} kody: |||| Wydano %{smart_count} kodów:',
    failed: 'Kody nie zostały wydane.',
  },
  purposes: { publish: 'Publikację (i odświeżenie)', extend: 'Przedłużenie', any: 'Cokolwiek' },
  list: {
    title: 'Wszystkie kody',
    filter: 'Pokaż',
    all: 'Wszystkie kody',
    used: 'Wykorzystane',
    unused: 'Niewykorzystane',
    search: 'Kod zawiera',
    empty: 'Brak kodów.',
    more: 'Więcej kodów',
    loadFailed: 'Nie udało się wczytać kodów.',
  },
  columns: {
    code: 'Kod',
    purpose: 'Opłaca',
    plan: 'Pakiet',
    company: 'Wydany dla',
    expires: 'Ważny do',
    created: 'Wydany',
    redeemed: 'Wykorzystany przez',
  },
  notRedeemed: 'Niewykorzystany',
  noExpiry: 'Bez terminu',
  redeemedBy: '%{offer} (%{company}), %{date}',
};

export const tenantsEn = {
  menu: 'Brands and flags',
  title: 'Brands and feature flags',
  intro:
    'The brands this installation serves and the feature flags each one runs with. Read-only: the flags are part of the release.',
  current: 'This brand',
  host: 'Host',
  currency: 'Currency',
  on: 'On',
  off: 'Off',
  flag: 'Flag',
  value: 'Value',
  loadFailed: 'The brands could not be loaded.',
};

export type TenantsMessages = typeof tenantsEn;

export const tenantsPl: TenantsMessages = {
  menu: 'Marki i flagi',
  title: 'Marki i flagi funkcji',
  intro:
    'Marki obsługiwane przez tę instalację i flagi funkcji każdej z nich. Tylko do odczytu: flagi są częścią wydania.',
  current: 'Ta marka',
  host: 'Host',
  currency: 'Waluta',
  on: 'Włączona',
  off: 'Wyłączona',
  flag: 'Flaga',
  value: 'Wartość',
  loadFailed: 'Nie udało się wczytać marek.',
};
