import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';
import type {
  EmploymentTypeKind,
  ExperienceLevel,
  SalaryUnit,
  WorkingTime,
  WorkplaceType,
} from '@tablica/domain/catalogue';
import type { BrandStoryStatus, BrandStoryType } from '@tablica/domain/accounts/brand-story';
import type { CompanyRole } from '@tablica/domain/accounts/roles';
import type { CompanySize } from '@tablica/domain/catalogue';
import { errorMessages } from './domainMessages';
import { auditEn } from './audit';
import { adminCodesEn, adminImportEn, tenantsEn } from './adminTools';
import { applicationsEn } from './applications';
import { paymentsEn } from './payments';
import { offerWizardEn } from './offerWizard';
import { projectionsEn } from './projections';
import { activityEn, streamsEn } from './streams';
import type { ProblemTexts } from './problems';

/** Tablica's own texts; `pl.ts` must provide exactly the same keys (typed as `TablicaMessages`). */
export const tablicaEn = {
  app: {
    title: 'Tablica — employer console',
  },
  menu: {
    company: 'Company',
    brandStory: 'Brand story',
    profile: 'My profile',
  },
  resources: {
    codes: offerWizardEn.codes,
    ...paymentsEn.resources,
    applications: applicationsEn,
    users: {
      name: 'User |||| Users',
      fields: {
        name: 'First and last name',
        email: 'E-mail',
        role: 'Role',
        status: 'Status',
        createdAt: 'Added',
        q: 'Search',
      },
      roles: {
        owner: 'Owner',
        admin: 'Admin',
        recruiter: 'Recruiter',
      } satisfies Record<CompanyRole, string>,
      roleHelpers: {
        owner: 'Everything, including managing other owners',
        admin: 'Everything except managing owners',
        recruiter: 'Offers and applications; sees company data without changing it',
      } satisfies Record<CompanyRole, string>,
      statuses: {
        invited: 'Invited',
        active: 'Active',
      },
      actions: {
        invite: 'Invite a user',
        sendInvitation: 'Send invitation',
      },
      page: {
        list: 'Company users',
        create: 'Invite a user',
        edit: 'User: %{recordRepresentation}',
      },
      helpers: {
        search: 'Name or e-mail',
        invitation: 'We will e-mail an invitation to this address; its link is valid for 7 days.',
        you: 'you',
      },
      notifications: {
        created: 'Invitation sent',
        updated: 'User saved',
        deleted: 'User removed',
      },
      message: {
        delete_title: 'Remove %{recordRepresentation}?',
        delete_content: 'They lose access to the company’s console at once. An invitation stops working.',
      },
    },
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
        applications: 'Applications',
        newApplications: '%{smart_count} new |||| %{smart_count} new',
        statistics: 'Statistics',
      },
      statistics: {
        views: '%{smart_count} view |||| %{smart_count} views',
        applications: '%{smart_count} application |||| %{smart_count} applications',
        daysLeft: '%{smart_count} day left |||| %{smart_count} days left',
        endsToday: 'ends today',
        bumpsLeft: '%{smart_count} bump left |||| %{smart_count} bumps left',
        viewsWindow: 'Views in the last 7 days',
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
        draft: 'Draft',
        summary: 'Ready to publish',
        scheduled: 'Scheduled',
        published: 'Published',
        expired: 'Expired',
        finished: 'Recruitment finished',
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
  accounts: {
    fields: {
      email: 'E-mail',
      password: 'Password',
      newPassword: 'New password',
      passwordConfirmation: 'Repeat the password',
      companyName: 'Company name',
      name: 'First and last name',
      phone: 'Phone',
      regulations: 'I accept the',
      regulationsLink: 'terms of service',
      newsletter: 'Send me news about Tablica (optional)',
    },
    helpers: {
      password: 'At least 10 characters; a few words make a strong and memorable password',
      optional: 'Optional',
      name: 'As your colleagues and candidates will see it',
    },
    actions: {
      backToLogin: 'Back to sign-in',
      signIn: 'Sign in',
    },
    login: {
      title: 'Sign in to the employer console',
      submit: 'Sign in',
      forgotPassword: 'Forgot your password?',
      noAccount: 'New to Tablica?',
      createAccount: 'Create a company account',
      resendConfirmation: 'Send the confirmation link again',
    },
    signUp: {
      title: 'Create a company account',
      intro: 'Publish offers and manage applications with your team.',
      company: 'Your company',
      you: 'Your account',
      submit: 'Create account',
      haveAccount: 'Already have an account?',
    },
    checkEmail: {
      title: 'Check your e-mail',
      body: 'We have sent a message to %{email}. Open the link in it to confirm the address and finish creating your account.',
      hint: 'Nothing there after a few minutes? Check the spam folder or send the message again.',
      resend: 'Send again',
      resent: 'Sent again. Check your inbox.',
    },
    confirm: {
      title: 'Confirming your e-mail address',
      pending: 'Confirming your e-mail address…',
      success: 'Your e-mail address is confirmed. Welcome to Tablica!',
      invalid: 'This link is invalid or has expired.',
      resendIntro: 'Enter your e-mail address and we will send you a new link.',
      resend: 'Send a new link',
      resent: 'If an account at this address awaits confirmation, a new link is on its way.',
    },
    acceptInvitation: {
      title: 'Join your team on Tablica',
      intro:
        'Set a password for your account. Already have an account with this e-mail address? Enter its password instead.',
      submit: 'Set password and join',
      success: 'You have joined your team. Sign in with your e-mail address and password.',
      invalid: 'This invitation is invalid or has expired. Ask the person who invited you to send a new one.',
    },
    forgotPassword: {
      title: 'Reset your password',
      intro: 'Enter the e-mail address of your account and we will send you a link to set a new password.',
      submit: 'Send link',
      sent: 'If there is an account at %{email}, a link to set a new password is on its way. It is valid for an hour.',
    },
    resetPassword: {
      title: 'Set a new password',
      submit: 'Save the new password',
      success: 'Your password has been changed. Sign in with the new one.',
      invalid: 'This link is invalid or has expired.',
      requestNew: 'Ask for a new link',
    },
  },
  problems: {
    auth: {
      invalid_credentials: 'Wrong e-mail or password.',
      email_not_verified: 'Confirm your e-mail address first: open the link in the message we sent you.',
      too_many_attempts:
        'Too many sign-in attempts. Try again in a minute. |||| Too many sign-in attempts. Try again in %{smart_count} minutes.',
      invalid_token: 'This link is invalid or has expired.',
      unauthenticated: 'Sign in to continue.',
      forbidden: 'Your role in the company does not allow this.',
      role_forbidden: 'Your role in the company does not allow this.',
      not_an_employer: 'This account does not belong to any company on Tablica.',
      account_conflict: 'This e-mail address belongs to another kind of account.',
    },
    company: {
      last_owner: 'A company keeps at least one owner: make someone else an owner first.',
      already_member: 'This person is already a member of your company.',
      already_invited: 'This person has been invited already.',
      invitation_limit: 'Too many pending invitations. Wait until some are accepted or remove them.',
      invitation_refused: 'The invitation could not be sent.',
    },
    not_found: 'Not found: it may have been removed.',
  } satisfies ProblemTexts,
  company: {
    title: 'Company',
    tabs: {
      data: 'Company data',
      billing: 'Billing data',
      clauses: 'Clauses',
    },
    fields: {
      name: 'Company name',
      size: 'Company size',
      url: 'Website',
      logo: 'Logo',
      billing: {
        company_name: 'Company name on invoices',
        tax_id: 'Tax ID (NIP)',
        street: 'Street',
        street_number: 'Number',
        postal_code: 'Postal code',
        city: 'City',
        country: 'Country code',
        invoice_email: 'E-mail for invoices',
      },
      clauses: {
        information_clause: 'Information clause',
        future_consent: {
          enabled: 'Ask for consent to future recruitment',
          value: 'Text of the consent to future recruitment',
        },
        custom_consent: {
          enabled: 'Ask for another consent',
          value: 'Text of the other consent',
        },
      },
    },
    helpers: {
      url: 'Starting with https://',
      logo: 'JPG or PNG, up to 5 MB',
      logoDrop: 'Drop the logo here, or press to choose a file',
      country: 'Two letters, e.g. PL',
      optional: 'Optional',
      informationClause: 'Candidates see it under the application form; new offers start with this text',
    },
    sizes: {
      '1-10': '1–10 employees',
      '11-25': '11–25 employees',
      '26-50': '26–50 employees',
      '51-100': '51–100 employees',
      '101-500': '101–500 employees',
      '501+': 'More than 500 employees',
    } satisfies Record<CompanySize, string>,
    readOnly: 'Only the company’s owners and admins can change these data.',
    saved: {
      data: 'Company data saved',
      billing: 'Billing data saved',
      clauses: 'Clauses saved',
    },
  },
  profile: {
    title: 'My profile',
    fields: {
      name: 'First and last name',
      email: 'E-mail',
      phone: 'Phone',
      locale: 'Language',
      role: 'Role',
      company: 'Company',
    },
    helpers: {
      email: 'The address you sign in with',
      locale: 'For the console and for the e-mails we send you',
    },
    locales: {
      pl: 'Polski',
      en: 'English',
    },
    saved: 'Profile saved',
  },
  brandStory: {
    title: 'Brand story',
    intro: 'Candidates read your brand story on the board and next to your offers.',
    noStory: 'Your company has no brand story yet: fill in the form and save it.',
    fields: {
      name: 'Company name',
      type: 'Type of company',
      shortDescription: 'Short description',
      description: 'Description (HTML)',
      coverPhotoUrl: 'Cover photo address',
      technologies: 'Technologies',
      status: 'Status',
    },
    helpers: {
      shortDescription: 'Shown in lists of brand stories; up to 300 characters',
      description: 'HTML: headings, paragraphs, lists and links are kept',
      coverPhotoUrl: 'Optional: the https:// address of an image',
      technologies: 'Pick from the suggestions or type your own and press Enter',
    },
    types: {
      startup: 'Start-up',
      'software-house': 'Software house',
      'e-commerce': 'E-commerce',
      corporation: 'Corporation',
      agency: 'Agency',
      other: 'Other',
    } satisfies Record<BrandStoryType, string>,
    statuses: {
      draft: 'Draft: only your company sees it',
      published: 'Published on the board',
    } satisfies Record<BrandStoryStatus, string>,
    addTechnology: 'Add “%{item}”',
    saved: 'Brand story saved',
    readOnly: 'Only the company’s owners and admins can change the brand story.',
    viewOnBoard: 'View on the board',
  },
  dashboard: {
    title: 'Dashboard',
    active: 'Active offers',
    expiringSoon: 'Ending within %{days} days',
    views: 'Views in the last %{days} days',
    applications: 'Applications',
    bumpsLeft: 'Bumps left',
  },
  catalogue: {
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
  payments: paymentsEn.payments,
  audit: auditEn,
  adminImport: adminImportEn,
  adminCodes: adminCodesEn,
  tenants: tenantsEn,
  projections: projectionsEn,
  streams: streamsEn,
  activity: activityEn,
  offerWizard: offerWizardEn.offerWizard,
  offerActions: offerWizardEn.offerActions,
};

export type TablicaMessages = typeof tablicaEn;

export const en: TranslationMessages = { ...englishMessages, ...tablicaEn };
