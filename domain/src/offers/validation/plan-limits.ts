import type { ExperienceLevel } from '../../catalogue';
import type { PlanLimits } from '../../plans/plan';
import type { ErrorKey } from '../../validation';

export interface PlanLimitedContent {
  readonly locations: readonly unknown[];
  readonly experienceLevel: ExperienceLevel;
  readonly categoryId: string;
}

/** Spec §4: "Plan limits restrict categories, seniority and locations". Each broken limit, by field. */
export function planLimitProblems(
  content: PlanLimitedContent,
  limits: PlanLimits,
): readonly { readonly field: keyof PlanLimitedContent; readonly code: ErrorKey }[] {
  const problems: { field: keyof PlanLimitedContent; code: ErrorKey }[] = [];
  if (content.locations.length > limits.maxLocationsCount)
    problems.push({ field: 'locations', code: 'errors.maxLocations' });
  if (limits.seniority !== null && !limits.seniority.includes(content.experienceLevel))
    problems.push({ field: 'experienceLevel', code: 'errors.seniorityNotInPlan' });
  if (limits.categories !== null && !limits.categories.includes(content.categoryId))
    problems.push({ field: 'categoryId', code: 'errors.categoryNotInPlan' });
  return problems;
}
