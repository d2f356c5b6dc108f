import type {
  EmploymentTypeKind,
  ExperienceLevel,
  SalaryUnit,
  WorkingTime,
  WorkplaceType,
} from '@tablica/domain/catalogue';
import type { MessageId } from '../../../lib/i18n/en';

// Records over the catalogue enums: a value added to the domain without a label fails to compile.

export const workplaceMessage: Record<WorkplaceType, MessageId> = {
  remote: 'offer.workplace.remote',
  hybrid: 'offer.workplace.hybrid',
  office: 'offer.workplace.office',
};

export const experienceMessage: Record<ExperienceLevel, MessageId> = {
  junior: 'offer.experience.junior',
  mid: 'offer.experience.mid',
  senior: 'offer.experience.senior',
  expert: 'offer.experience.expert',
  c_level: 'offer.experience.c_level',
};

export const workingTimeMessage: Record<WorkingTime, MessageId> = {
  full_time: 'offer.workingTime.full_time',
  part_time: 'offer.workingTime.part_time',
  freelance: 'offer.workingTime.freelance',
  undetermined: 'offer.workingTime.undetermined',
};

export const employmentTypeMessage: Record<EmploymentTypeKind, MessageId> = {
  b2b: 'offer.employmentType.b2b',
  permanent: 'offer.employmentType.permanent',
  mandate_contract: 'offer.employmentType.mandate_contract',
  internship: 'offer.employmentType.internship',
  any: 'offer.employmentType.any',
};

export const salaryPeriodMessage: Record<SalaryUnit, MessageId> = {
  hour: 'offer.salary.period.hour',
  day: 'offer.salary.period.day',
  month: 'offer.salary.period.month',
  year: 'offer.salary.period.year',
};
