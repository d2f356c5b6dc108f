import type { EmploymentTypeKind, ExperienceLevel, WorkingTime, WorkplaceType } from '../catalogue';
import { label, type DistanceOption, type FilterOption, type SalarySliderConfig } from './types';

/**
 * The choices of the multiselect filters. Slugs are the same in both languages (only labels,
 * query keys and the fixed path slugs are translated); values are the catalogue's (spec §9).
 */
export const distanceOptions: readonly DistanceOption[] = [0, 10, 25, 50, 100].map((km) => ({
  slug: String(km),
  km,
  label: km === 0 ? label('Tylko to miasto', 'This city only') : label(`+${km} km`),
}));

/** `any` is a way of stating pay on an offer, not a contract a candidate looks for: no filter choice. */
export const employmentTypeOptions: readonly FilterOption<EmploymentTypeKind>[] = [
  { slug: 'b2b', value: 'b2b', label: label('B2B') },
  { slug: 'permanent', value: 'permanent', label: label('Umowa o pracę', 'Permanent') },
  { slug: 'mandate-contract', value: 'mandate_contract', label: label('Umowa zlecenie', 'Mandate contract') },
  { slug: 'internship', value: 'internship', label: label('Staż', 'Internship') },
];

export const experienceLevelOptions: readonly FilterOption<ExperienceLevel>[] = [
  { slug: 'junior', value: 'junior', label: label('Junior') },
  { slug: 'mid', value: 'mid', label: label('Mid') },
  { slug: 'senior', value: 'senior', label: label('Senior') },
  { slug: 'expert', value: 'expert', label: label('Ekspert', 'Expert') },
  { slug: 'c-level', value: 'c_level', label: label('C-level') },
];

/** `undetermined` means the employer did not say: not something to filter by. */
export const workingTimeOptions: readonly FilterOption<WorkingTime>[] = [
  { slug: 'full-time', value: 'full_time', label: label('Pełny etat', 'Full-time') },
  { slug: 'part-time', value: 'part_time', label: label('Część etatu', 'Part-time') },
  { slug: 'freelance', value: 'freelance', label: label('Freelance') },
];

/** The offer's workplace type; the separate `remote` switch is the one-click "fully remote" shortcut. */
export const remoteWorkOptions: readonly FilterOption<WorkplaceType>[] = [
  { slug: 'remote', value: 'remote', label: label('Praca zdalna', 'Remote') },
  {
    slug: 'hybrid',
    value: 'hybrid',
    label: label('Praca hybrydowa (częściowo zdalna)', 'Hybrid (partly remote)'),
  },
  { slug: 'office', value: 'office', label: label('Praca stacjonarna', 'Office') },
];

/** Monthly amounts in the tenant's base currency. */
export const itSalarySlider: SalarySliderConfig = { min: 0, max: 100_000, step: 500 };
export const workSalarySlider: SalarySliderConfig = { min: 0, max: 30_000, step: 100 };
