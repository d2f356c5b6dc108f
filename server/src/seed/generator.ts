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
import type { OfferContentInput } from '@tablica/domain/offers/schemas';
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

export interface SeededOffer {
  readonly offerId: string;
  readonly companyId: string;
  /** The company's published brand story (about one company in four has one). */
  readonly brandStory: BrandStoryCard | null;
  readonly publishedAt: Date;
  readonly offer: OfferContentInput;
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
    return { id, name, size, story };
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
    const subcategory =
      category.children.length > 0 && random.chance(0.7) ? random.pick(category.children) : null;
    const level = random.weighted<ExperienceLevel>(
      ['junior', 'mid', 'senior', 'expert', 'c_level'],
      [20, 35, 32, 9, 4],
    );
    const workplaceType = random.weighted<WorkplaceType>(['remote', 'hybrid', 'office'], [35, 40, 25]);
    const cities = random.chance(0.1)
      ? random.sample(config.cities, random.int(2, 3))
      : [random.weighted(config.cities, cityWeights)];
    const publishedAt = new Date(options.now.getTime() - random.next() * 45 * day);
    const offer: OfferContentInput = {
      title: title(random, options.tenant, level, subcategory ?? category),
      companyName: company.name,
      companySize: company.size,
      companyWebsite: `https://${company.name.toLowerCase().replace(/[^a-z]+/g, '')}.example`,
      categoryId: category.key,
      subcategoryId: subcategory?.key ?? null,
      experienceLevel: level,
      workplaceType,
      workingTime: random.weighted(['full_time', 'part_time', 'freelance'], [85, 10, 5]),
      body: `<p>${company.name} szuka osoby na stanowisko ${(subcategory ?? category).label.pl}.</p>`,
      locations: cities.map((city) => location(random, city)),
      employmentTypes: employmentTypes(random, options.tenant, level),
      requiredSkills: skills(random, options.tenant, category, random.int(1, 5)),
      optionalSkills: random.chance(0.5) ? skills(random, options.tenant, category, random.int(1, 3)) : [],
      languages: random.chance(0.6) ? [{ code: 'en', level: random.pick(['b1', 'b2', 'c1'] as const) }] : [],
      remoteInterview: random.chance(0.6),
      openToHireUkrainians: random.chance(0.25),
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

function skills(random: SeededRandom, tenant: TenantId, category: CategoryConfig, count: number) {
  const pool = tenant === 'it' ? (itSkills[category.key] ?? genericSkills) : genericSkills;
  return random.sample(pool, count).map((name) => ({ name, level: random.int(1, 5) }));
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
