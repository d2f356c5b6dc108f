import type {
  Currency,
  EmploymentTypeKind,
  ExperienceLevel,
  SalaryUnit,
  WorkingTime,
  WorkplaceType,
} from '../catalogue';

/** An offer as the candidate list shows it (spec §3, "Offer as read by candidate side"). */
export interface OfferListItem {
  readonly slug: string;
  readonly guid: string;
  readonly title: string;
  readonly companyName: string;
  readonly companyLogoUrl: string | null;
  readonly companyLogoThumbUrl: string | null;
  readonly city: string;
  readonly street: string;
  readonly latitude: number;
  readonly longitude: number;
  readonly locations: readonly {
    readonly city: string;
    readonly street: string;
    readonly latitude: number;
    readonly longitude: number;
    readonly slug: string;
  }[];
  readonly multilocation: boolean;
  readonly workplaceType: WorkplaceType;
  readonly experienceLevel: ExperienceLevel;
  readonly workingTime: WorkingTime;
  readonly categoryId: string;
  readonly employmentTypes: readonly {
    readonly type: EmploymentTypeKind;
    readonly from: number | null;
    readonly to: number | null;
    readonly currency: Currency;
    readonly unit: SalaryUnit;
    readonly gross: boolean;
  }[];
  readonly requiredSkills: readonly string[];
  readonly niceToHaveSkills: readonly string[];
  readonly publishedAt: string;
  readonly expiredAt: string;
}

/** The cursor form of a list response (spec §3): `from` is the offset of the first item. */
export interface CursorPage<Item> {
  readonly data: readonly Item[];
  readonly meta: {
    readonly from: number;
    readonly totalItems: number;
    readonly next: { readonly cursor: number; readonly itemsCount: number } | null;
    readonly prev: { readonly cursor: number; readonly itemsCount: number } | null;
  };
}

export const listPageSize = 100;
export const maxItemsCount = 100;

/** 'New' tag: published within the last 3 days (spec §9). */
export function isNewOffer(publishedAt: string, now: Date): boolean {
  return now.getTime() - new Date(publishedAt).getTime() < 3 * 24 * 60 * 60 * 1000;
}

/** City slug as used in list URLs and location slugs: lower case ASCII, dashes. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
