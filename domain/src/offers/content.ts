import type {
  CompanySize,
  Currency,
  EmploymentTypeKind,
  ExperienceLevel,
  SalaryUnit,
  WorkingTime,
  WorkplaceType,
} from '../catalogue';

/**
 * What an offer says once it is complete: the employer form of spec §5 after validation (or an admin
 * import). Fields an import may leave out are nullable; the employer form requires them.
 */
export interface OfferContent {
  readonly title: string;
  readonly companyName: string;
  readonly companySize: CompanySize | null;
  readonly companyWebsite: string | null;
  /** The uploaded logo (the upload itself is checked by `logoUploadSchema`). */
  readonly companyLogoUrl: string | null;
  /** The main category; `subcategoryId` is set when the category has children. */
  readonly categoryId: string;
  readonly subcategoryId: string | null;
  readonly experienceLevel: ExperienceLevel;
  readonly workplaceType: WorkplaceType;
  readonly workingTime: WorkingTime;
  /** Sanitised HTML (command side, before `decide`); see `validation/description.ts`. */
  readonly body: string;
  readonly locations: readonly OfferLocation[];
  readonly employmentTypes: readonly EmploymentType[];
  readonly requiredSkills: readonly OfferSkill[];
  readonly optionalSkills: readonly OfferSkill[];
  readonly languages: readonly OfferLanguage[];
  /** How candidates apply; null: through the board's form to the contact e-mail. */
  readonly apply: OfferApply | null;
  readonly informationClause: string | null;
  readonly futureConsent: OfferConsent;
  readonly customConsent: OfferConsent;
  readonly contact: OfferContact | null;
  readonly remoteInterview: boolean;
  readonly openToHireUkrainians: boolean;
  /** Scheduled publication (ISO instant); null: publish when paid. */
  readonly publishAt: string | null;
  /** The expiry the employer chose (ISO instant); null: the plan's duration from publication. */
  readonly expiredAt: string | null;
}

export interface OfferLocation {
  readonly city: string;
  readonly street: string;
  readonly countryCode: string;
  readonly latitude: number;
  readonly longitude: number;
}

export interface EmploymentType {
  readonly type: EmploymentTypeKind;
  readonly from: number | null;
  readonly to: number | null;
  readonly currency: Currency;
  readonly unit: SalaryUnit;
  readonly gross: boolean;
}

export interface OfferSkill {
  readonly name: string;
  readonly level: number;
}

export const languageLevels = ['a1', 'a2', 'b1', 'b2', 'c1', 'c2'] as const;
export type LanguageLevel = (typeof languageLevels)[number];

export interface OfferLanguage {
  /** ISO 639-1, lower case. */
  readonly code: string;
  readonly level: LanguageLevel;
}

export const applyTypes = ['url', 'email'] as const;
export type ApplyType = (typeof applyTypes)[number];

export interface OfferApply {
  readonly type: ApplyType;
  /** An http(s) URL for `url`, an e-mail address for `email`. */
  readonly uri: string;
}

export interface OfferConsent {
  readonly enabled: boolean;
  readonly value: string;
}

export interface OfferContact {
  readonly name: string;
  readonly email: string;
  readonly phone: string | null;
}
