import type { ExperienceLevel, SalaryUnit, WorkplaceType } from '@tablica/domain/catalogue';
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

export const salaryPeriodMessage: Record<SalaryUnit, MessageId> = {
  hour: 'offer.salary.period.hour',
  day: 'offer.salary.period.day',
  month: 'offer.salary.period.month',
  year: 'offer.salary.period.year',
};
