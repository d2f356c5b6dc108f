import type {
  Currency,
  EmploymentTypeKind,
  ExperienceLevel,
  SalaryUnit,
  WorkplaceType,
} from '@tablica/domain/catalogue';
import { companySizes } from '@tablica/domain/catalogue';
import type { BrandStoryCard } from '@tablica/domain/brand-stories/events';
import { slugify } from '@tablica/domain/offers/listing';
import type { OfferDraftInput } from '@tablica/domain/offers/validation/draft';
import type { OfferFormInput } from '@tablica/domain/offers/validation/form';
import { tenantConfig } from '@tablica/domain/tenant-config/tenant-config';
import type { CategoryConfig, CityConfig } from '@tablica/domain/tenant-config/types';
import type { TenantId } from '@tablica/domain/tenants';
import { SeededRandom } from './random';

/** What happens to a seeded offer after its publication, in time order. */
export type LifecycleStep =
  | { readonly kind: 'bump'; readonly at: Date }
  | { readonly kind: 'extend'; readonly at: Date }
  | { readonly kind: 'refresh'; readonly at: Date }
  | { readonly kind: 'finish'; readonly at: Date }
  | { readonly kind: 'expire'; readonly at: Date };

/** A complete employer form (spec §3), which is also what a draft holds. */
export type SeededForm = OfferFormInput & OfferDraftInput;

export interface SeededOffer {
  readonly offerId: string;
  readonly companyId: string;
  /** The company's published brand story (about one company in four has one). */
  readonly brandStory: BrandStoryCard | null;
  readonly publishedAt: Date;
  /** The employer form as the company fills it in (spec §3): drafted, summarised, paid for, published. */
  readonly offer: SeededForm;
  readonly steps: readonly LifecycleStep[];
}

export interface SeedOptions {
  readonly tenant: TenantId;
  readonly offers: number;
  readonly seed: number;
  /** The moment the board is seeded "as of": publications spread over the weeks before it. */
  readonly now: Date;
}

const day = 24 * 60 * 60 * 1000;

const prefixes = [
  'Nord',
  'Bałtyk',
  'Wisła',
  'Tatry',
  'Sokół',
  'Mazur',
  'Orzeł',
  'Odra',
  'Warta',
  'Kasztan',
  'Lipa',
  'Bursztyn',
  'Zorza',
  'Pion',
  'Kompas',
  'Delta',
  'Atlas',
  'Horyzont',
  'Iskra',
  'Jantar',
];
const suffixes = [
  'Soft',
  'Tech',
  'Labs',
  'Systems',
  'Data',
  'Cloud',
  'Group',
  'Digital',
  'Works',
  'Studio',
  'Logistics',
  'Finance',
  'Health',
  'Energy',
];
const streets = [
  'Marszałkowska',
  'Piotrkowska',
  'Długa',
  'Prosta',
  'Grunwaldzka',
  'Kościuszki',
  'Mickiewicza',
  'Słowackiego',
  'Jana Pawła II',
  'Rynek',
  'Legionów',
  'Polna',
  'Ogrodowa',
  'Lipowa',
];

/** Skills an IT offer of a category asks for (the key is the main category). */
const itSkills: Record<string, readonly string[]> = {
  javascript: [
    'JavaScript',
    'TypeScript',
    'React',
    'Node.js',
    'Angular',
    'Vue.js',
    'HTML',
    'CSS',
    'Redux',
    'Next.js',
    'Jest',
  ],
  java: ['Java', 'Spring', 'Hibernate', 'Kotlin', 'Kafka', 'Maven', 'Microservices', 'SQL'],
  python: ['Python', 'Django', 'FastAPI', 'Flask', 'Pandas', 'SQL', 'Celery', 'PostgreSQL'],
  dotnet: ['C#', '.NET', 'ASP.NET', 'Azure', 'Entity Framework', 'SQL Server'],
  php: ['PHP', 'Symfony', 'Laravel', 'MySQL', 'Docker'],
  devops: ['Kubernetes', 'Docker', 'Terraform', 'AWS', 'Linux', 'Ansible', 'Prometheus', 'CI/CD'],
  data: ['SQL', 'Python', 'Spark', 'dbt', 'Airflow', 'Power BI', 'Snowflake', 'Tableau'],
  testing: ['Selenium', 'Playwright', 'Cypress', 'Java', 'Postman', 'JMeter', 'ISTQB'],
};
const genericSkills = [
  'Git',
  'SQL',
  'English',
  'Docker',
  'Linux',
  'Jira',
  'Excel',
  'Komunikatywność',
  'Prawo jazdy kat. B',
];

const itTitles = [
  '{level} {tech} Developer',
  '{tech} Developer',
  '{level} {tech} Engineer',
  '{tech} Engineer',
  'Lead {tech} Developer',
  '{tech} Specialist',
];
const workTitles = [
  'Specjalista ds. {tech}',
  'Kierownik zespołu – {tech}',
  'Asystent – {tech}',
  'Pracownik – {tech}',
  'Koordynator – {tech}',
  'Młodszy specjalista – {tech}',
];
const levelWords: Record<ExperienceLevel, string> = {
  junior: 'Junior',
  mid: 'Mid',
  senior: 'Senior',
  expert: 'Expert',
  c_level: 'Head of',
};

/** Typical monthly gross PLN by experience: the middle of the range, before noise. */
const baseSalary: Record<TenantId, Record<ExperienceLevel, number>> = {
  it: { junior: 7_500, mid: 14_000, senior: 21_000, expert: 27_000, c_level: 34_000 },
  work: { junior: 4_800, mid: 6_500, senior: 8_500, expert: 11_000, c_level: 16_000 },
};
/** Demo brand stories' short descriptions (`{name}`: the company). */
const storyLines = [
  '{name}: zespół inżynierów, który od lat buduje produkty dla klientów z całej Europy.',
  '{name} rośnie — dołącz do nas i pracuj nad systemami, z których korzystają miliony osób.',
  'W {name} stawiamy na autonomię zespołów, code review i ciągłe uczenie się.',
  '{name} to firma z polskim kapitałem, biurami w kilku miastach i pracą zdalną dla chętnych.',
];

/** The people named as the offers' recruitment contacts. */
const contacts = [
  'Anna Nowak',
  'Piotr Kowalski',
  'Katarzyna Wiśniewska',
  'Tomasz Wójcik',
  'Magdalena Kamińska',
  'Michał Lewandowski',
  'Agnieszka Zielińska',
  'Paweł Szymański',
];
const logoColours = ['1f6feb', '8250df', 'bf3989', 'cf222e', 'bc4c00', '4d2d00', '1a7f37', '0a3069'];

/**
 * A company's logo: its initials on a coloured square, as a `data:` SVG (a few hundred bytes, allowed
 * by the pages' CSP), so the seed stores no files and every seeded offer still has the logo the
 * employer form requires.
 */
export function seededLogo(name: string, n: number): string {
  const initials = name
    .split(/\s+/)
    .map((word) => word[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
  const svg = `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'><rect width='64' height='64' rx='12' fill='#${logoColours[n % logoColours.length]}'/><text x='32' y='41' font-family='sans-serif' font-size='24' font-weight='700' fill='#fff' text-anchor='middle'>${initials}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const plnPer: Record<Currency, number> = { PLN: 1, EUR: 4.3, USD: 4.0 };

function seededRandom(options: SeedOptions): SeededRandom {
  return new SeededRandom(options.seed ^ (options.tenant === 'it' ? 0x1717 : 0x2929));
}

/** The board's companies (drawn first from the seed's sequence), each with its brand story or null. */
function drawCompanies(random: SeededRandom, options: SeedOptions) {
  return Array.from({ length: Math.max(5, Math.ceil(options.offers / 20)) }, (_, n) => {
    const id = random.uuid();
    const name = `${random.pick(prefixes)} ${random.pick(suffixes)}${n >= prefixes.length * suffixes.length ? ` ${n}` : ''}`;
    const size = random.pick(companySizes);
    // Drawn without the random sequence, so adding stories changed no offer of an earlier seed.
    const story: BrandStoryCard | null =
      n % 4 === 0
        ? {
            companyId: id,
            slug: `${slugify(name)}-${id.slice(0, 6)}`,
            coverPhotoUrl: null,
            shortDescription: storyLines[n % storyLines.length]!.replace('{name}', name),
          }
        : null;
    return { id, name, size, story, logo: seededLogo(name, n) };
  });
}

/** The published brand stories of the board `seedOffers(options)` writes, with their companies' names. */
export function seededBrandStories(
  options: SeedOptions,
): (BrandStoryCard & { readonly companyName: string })[] {
  return drawCompanies(seededRandom(options), options).flatMap(({ name, story }) =>
    story ? [{ ...story, companyName: name }] : [],
  );
}

/**
 * A deterministic board: companies, offers with their contents and lifecycles. Everything comes from
 * `seed`, so two runs with the same options produce the same offers (and ids).
 */
export function* seedOffers(options: SeedOptions): Generator<SeededOffer> {
  const random = seededRandom(options);
  const config = tenantConfig(options.tenant);
  const companies = drawCompanies(random, options);
  const categories = config.categories.filter((category) => !category.static);
  const cityWeights = config.cities.map((city) => (city.top ? 6 : city.countryCode === 'PL' ? 2 : 1));

  for (let n = 0; n < options.offers; n++) {
    const company = random.pick(companies);
    const category = random.pick(categories);
    // Spec §5: a category with subcategories takes one of them.
    const subcategory = category.children.length > 0 ? random.pick(category.children) : null;
    const level = random.weighted<ExperienceLevel>(
      ['junior', 'mid', 'senior', 'expert', 'c_level'],
      [20, 35, 32, 9, 4],
    );
    const workplaceType = random.weighted<WorkplaceType>(['remote', 'hybrid', 'office'], [35, 40, 25]);
    const cities = random.chance(0.1)
      ? random.sample(config.cities, random.int(2, 3))
      : [random.weighted(config.cities, cityWeights)];
    const publishedAt = new Date(options.now.getTime() - random.next() * 45 * day);
    const website = `https://${company.name.toLowerCase().replace(/[^a-z]+/g, '')}.example`;
    const contact = random.pick(contacts);
    const mailbox = `${slugify(contact).replace(/-/g, '.')}@${website.slice('https://'.length)}`;
    const offer: SeededForm = {
      title: title(random, options.tenant, level, subcategory ?? category),
      companyName: company.name,
      companySize: company.size,
      companyWebsite: website,
      companyLogoUrl: company.logo,
      categoryId: category.key,
      subcategoryId: subcategory?.key ?? null,
      experienceLevel: level,
      workplaceType,
      workingTime: random.weighted(['full_time', 'part_time', 'freelance'], [85, 10, 5]),
      body: `<p>${company.name} szuka osoby na stanowisko ${(subcategory ?? category).label.pl}.</p>`,
      locations: cities.map((city) => location(random, city)),
      employmentTypes: employmentTypes(random, options.tenant, level),
      ...skills(
        random,
        options.tenant,
        category,
        random.int(1, 5),
        random.chance(0.5) ? random.int(1, 3) : 0,
      ),
      languages: random.chance(0.6) ? [{ code: 'en', level: random.pick(['b1', 'b2', 'c1'] as const) }] : [],
      // Most take applications on the board (by e-mail), some on their own careers page.
      apply: random.chance(0.8)
        ? { type: 'email', uri: mailbox }
        : { type: 'url', uri: `${website}/kariera` },
      informationClause: `Administratorem danych osobowych kandydatów jest ${company.name}. Dane przetwarzamy w celu prowadzenia tej rekrutacji.`,
      futureConsent: { enabled: false, value: '' },
      customConsent: { enabled: false, value: '' },
      contact: {
        name: contact,
        email: mailbox,
        phone: `+48 ${random.int(500, 899)} ${random.int(100, 999)} ${random.int(100, 999)}`,
      },
      remoteInterview: random.chance(0.6),
      openToHireUkrainians: random.chance(0.25),
      publishAt: null,
      expiredAt: null,
    };
    yield {
      offerId: random.uuid(),
      companyId: company.id,
      brandStory: company.story,
      publishedAt,
      offer,
      steps: lifecycle(random, publishedAt, options.now),
    };
  }
}

function title(
  random: SeededRandom,
  tenant: TenantId,
  level: ExperienceLevel,
  category: CategoryConfig,
): string {
  const template = random.pick(tenant === 'it' ? itTitles : workTitles);
  const tech = tenant === 'it' ? category.label.en : category.label.pl.toLowerCase();
  return template.replace('{level}', levelWords[level]).replace('{tech}', tech).slice(0, 70);
}

function location(random: SeededRandom, city: CityConfig) {
  return {
    city: city.label.pl,
    street: `${random.pick(streets)} ${random.int(1, 120)}`,
    countryCode: city.countryCode,
    // Offices spread around the centre, within a few kilometres.
    latitude: Number((city.map.latitude + (random.next() - 0.5) * 0.06).toFixed(6)),
    longitude: Number((city.map.longitude + (random.next() - 0.5) * 0.09).toFixed(6)),
  };
}

function employmentTypes(random: SeededRandom, tenant: TenantId, level: ExperienceLevel) {
  const kinds = random.chance(0.3)
    ? (['b2b', 'permanent'] as const)
    : [
        random.weighted<EmploymentTypeKind>(
          ['b2b', 'permanent', 'mandate_contract', 'internship'],
          tenant === 'it' ? [55, 35, 7, 3] : [10, 70, 17, 3],
        ),
      ];
  const withSalary = random.chance(0.88);
  const currency = tenant === 'it' ? random.weighted<Currency>(['PLN', 'EUR', 'USD'], [85, 10, 5]) : 'PLN';
  const middle = baseSalary[tenant][level] * (0.75 + random.next() * 0.5);
  return kinds.map((type) => {
    const unit: SalaryUnit = type === 'b2b' && random.chance(0.15) ? 'hour' : 'month';
    const monthly = (type === 'b2b' ? middle * 1.2 : middle) / plnPer[currency];
    const amount = unit === 'hour' ? monthly / 168 : monthly;
    const rounding = unit === 'hour' ? 5 : 500;
    const from = Math.max(rounding, Math.round((amount * 0.85) / rounding) * rounding);
    const to = Math.max(from, Math.round((amount * (1.1 + random.next() * 0.3)) / rounding) * rounding);
    return {
      type,
      from: withSalary ? from : null,
      to: withSalary ? Math.min(to, from * 3) : null,
      currency,
      unit,
      gross: type !== 'b2b',
    };
  });
}

/** Required and optional skills, none listed twice (spec §4). */
function skills(
  random: SeededRandom,
  tenant: TenantId,
  category: CategoryConfig,
  required: number,
  optional: number,
) {
  const pool = tenant === 'it' ? (itSkills[category.key] ?? genericSkills) : genericSkills;
  const drawn = random.sample(pool, required + optional).map((name) => ({ name, level: random.int(1, 5) }));
  return { requiredSkills: drawn.slice(0, required), optionalSkills: drawn.slice(required) };
}

/** Pro-plan rhythm: bumps after 7 and 14 days, some extensions, refreshes and early finishes, expiry. */
function lifecycle(random: SeededRandom, publishedAt: Date, now: Date): LifecycleStep[] {
  const steps: LifecycleStep[] = [];
  const after = (days: number) => new Date(publishedAt.getTime() + days * day);
  let expiresAt = after(30);
  if (random.chance(0.6) && after(7) < now) steps.push({ kind: 'bump', at: after(7) });
  if (steps.length === 1 && random.chance(0.5) && after(14) < now)
    steps.push({ kind: 'bump', at: after(14) });
  if (random.chance(0.1) && after(20) < now) {
    steps.push({ kind: 'extend', at: after(20) });
    expiresAt = after(60);
  } else if (random.chance(0.05) && after(21) < now) {
    steps.push({ kind: 'refresh', at: after(21) });
    expiresAt = after(51);
  }
  if (random.chance(0.05) && after(25) < now && after(25) < expiresAt)
    steps.push({ kind: 'finish', at: after(25) });
  else if (expiresAt < now) steps.push({ kind: 'expire', at: new Date(expiresAt.getTime() + 60_000) });
  return steps;
}
