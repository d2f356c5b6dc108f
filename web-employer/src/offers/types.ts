import type { ExperienceLevel, WorkplaceType } from '@tablica/domain/catalogue';

/** What the console's list says about an offer (the employer-offers read model's statuses). */
export const offerStatuses = ['draft', 'summary', 'scheduled', 'published', 'expired', 'finished'] as const;
export type OfferStatus = (typeof offerStatuses)[number];

/** A row of `GET /api/v2/employer-panel/offers`: one of the company's offers. */
export interface OfferRow {
  /** Applications received (visible to the company: not deleted, withdrawn or erased). */
  readonly applications?: number;
  /** Of those, the ones nobody has looked at yet (status `new`): the list's badge. */
  readonly newApplications?: number;
  readonly id: string;
  readonly slug: string;
  readonly title: string;
  readonly companyName: string;
  readonly city: string;
  readonly categoryId: string;
  readonly experienceLevel: ExperienceLevel;
  readonly workplaceType: WorkplaceType;
  readonly status: OfferStatus;
  readonly publishedAt: string | null;
  readonly expiredAt: string | null;
  /** Views in the last 7 days. */
  readonly views?: number;
  /** Bumps the plan still allows in this publication period (0 unless the offer is live). */
  readonly bumpsLeft?: number;
}
