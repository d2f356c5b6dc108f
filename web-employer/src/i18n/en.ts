import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';
import type {
  EmploymentTypeKind,
  ExperienceLevel,
  SalaryUnit,
  WorkingTime,
  WorkplaceType,
} from '@tablica/domain/catalogue';
import { categoryLabels, errorMessages } from './domainMessages';

/** Tablica's own texts; `pl.ts` must provide exactly the same keys (typed as `TablicaMessages`). */
export const tablicaEn = {
  app: {
    title: 'Tablica — employer console',
  },
  resources: {
    offers: {
      name: 'Offer |||| Offers',
      fields: {
        title: 'Job title',
        companyName: 'Company',
        categoryId: 'Category',
        experienceLevel: 'Experience',
        workplaceType: 'Workplace',
        workingTime: 'Working time',
        city: 'City',
        street: 'Street',
        employmentType: 'Contract type',
        salaryFrom: 'Salary from',
        salaryTo: 'Salary to',
        currency: 'Currency',
        unit: 'Pay period',
        amountType: 'Amount',
        requiredSkills: 'Required skills',
        skillName: 'Skill',
        body: 'Description',
        status: 'Status',
        publishedAt: 'Published',
        expiredAt: 'Expires',
        q: 'Search',
      },
      sections: {
        company: 'Company',
        position: 'Position',
        skills: 'Skills',
        salary: 'Contract and salary',
        description: 'Job description',
        location: 'Location',
        workplace: 'Workplace and working time',
      },
      helpers: {
        optional: 'Optional',
        search: 'Job title or company',
      },
      statuses: {
        published: 'Published',
        expired: 'Expired',
      },
      actions: {
        publish: 'Publish offer',
        viewOnBoard: 'View on the board',
      },
      page: {
        list: 'Your offers',
        create: 'Publish an offer',
        show: 'Offer: %{recordRepresentation}',
      },
      empty: {
        title: 'No published offers yet',
        invite: 'Publish your first offer and start receiving applications.',
      },
      notifications: {
        created: 'Offer published',
      },
    },
  },
  catalogue: {
    categories: categoryLabels('en'),
    experienceLevels: {
      junior: 'Junior',
      mid: 'Mid',
      senior: 'Senior',
      expert: 'Expert',
      c_level: 'C-level',
    } satisfies Record<ExperienceLevel, string>,
    workplaceTypes: {
      office: 'Office',
      hybrid: 'Hybrid',
      remote: 'Remote',
    } satisfies Record<WorkplaceType, string>,
    workingTimes: {
      full_time: 'Full-time',
      part_time: 'Part-time',
      freelance: 'Freelance',
      undetermined: 'Not specified',
    } satisfies Record<WorkingTime, string>,
    employmentTypes: {
      b2b: 'B2B',
      permanent: 'Permanent contract',
      mandate_contract: 'Mandate contract',
      internship: 'Internship',
      any: 'Any',
    } satisfies Record<EmploymentTypeKind, string>,
    salaryUnits: {
      hour: 'Per hour',
      day: 'Per day',
      month: 'Per month',
      year: 'Per year',
    } satisfies Record<SalaryUnit, string>,
    amountTypes: {
      gross: 'Gross',
      net: 'Net',
    } satisfies Record<'gross' | 'net', string>,
  },
  errors: errorMessages('en'),
};

export type TablicaMessages = typeof tablicaEn;

export const en: TranslationMessages = { ...englishMessages, ...tablicaEn };
