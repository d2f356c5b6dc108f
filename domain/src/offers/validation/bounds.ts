/**
 * Bounds of the employer offer form. Spec §5/§9 name most of them without values ("a constants module
 * holds 5, 255, 7, 10, 2"); the values here are ours and docs/decisions.md lists them.
 */
export const offerBounds = {
  titleMin: 3,
  titleMax: 70,
  companyNameMin: 2,
  companyNameMax: 50,
  /** Single-line texts: website, street, contact name and e-mail, apply address, logo URL. */
  lineMax: 255,
  clauseMin: 10,
  clauseMax: 5_000,
  contactNameMin: 3,
  phoneMin: 7,
  phoneMax: 20,
  skillNameMax: 50,
  skillLevelMax: 5,
  maxRequiredSkills: 10,
  maxOptionalSkills: 10,
  maxLanguages: 5,
  /** The hard cap on locations; the plan's `maxLocationsCount` is usually lower. */
  maxLocations: 20,
  maxEmploymentTypes: 5,
  /** Visible text of the description, after stripping markup. */
  descriptionTextMax: 20_000,
  /** The HTML as stored, room for one embedded JPEG of about 700 KB. */
  descriptionHtmlMax: 1_000_000,
  /** A publication may be scheduled at most this many days ahead. */
  maxSchedulingDays: 30,
  /** A chosen expiry lies at least this many days after the publication. */
  minPublicationDays: 1,
  /** Spec §5: 'to' at most three times 'from'. */
  salaryMaxRatio: 3,
} as const;

export const dayMs = 24 * 60 * 60 * 1000;

export const addDays = (instant: Date, days: number) => new Date(instant.getTime() + days * dayMs);
