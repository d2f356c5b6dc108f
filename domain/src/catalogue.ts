/** Catalogue values from spec §9; other workspaces build their dictionaries from these. */
export const experienceLevels = ['junior', 'mid', 'senior', 'expert', 'c_level'] as const;
export type ExperienceLevel = (typeof experienceLevels)[number];

export const workplaceTypes = ['office', 'hybrid', 'remote'] as const;
export type WorkplaceType = (typeof workplaceTypes)[number];

export const workingTimes = ['full_time', 'part_time', 'freelance', 'undetermined'] as const;
export type WorkingTime = (typeof workingTimes)[number];

export const employmentTypeKinds = ['b2b', 'permanent', 'mandate_contract', 'internship', 'any'] as const;
export type EmploymentTypeKind = (typeof employmentTypeKinds)[number];

export const currencies = ['PLN', 'EUR', 'USD'] as const;
export type Currency = (typeof currencies)[number];

export const salaryUnits = ['hour', 'day', 'month', 'year'] as const;
export type SalaryUnit = (typeof salaryUnits)[number];

export const companySizes = ['1-10', '11-25', '26-50', '51-100', '101-500', '501+'] as const;
export type CompanySize = (typeof companySizes)[number];
