import type { ExperienceLevel, WorkplaceType } from '@tablica/domain/catalogue';

/** A row of `GET /api/v2/employer-panel/offers`: one of the company's offers. */
export interface OfferRow {
  readonly id: string;
  readonly slug: string;
  readonly title: string;
  readonly companyName: string;
  readonly city: string;
  readonly categoryId: string;
  readonly experienceLevel: ExperienceLevel;
  readonly workplaceType: WorkplaceType;
  readonly status: 'published' | 'expired';
  readonly publishedAt: string;
  readonly expiredAt: string | null;
}
