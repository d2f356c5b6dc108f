import { randomUUID } from 'node:crypto';
import { cities } from '@tablica/domain/cities';
import { slugify } from '@tablica/domain/offers/listing';
import type { TenantId } from '@tablica/domain/tenants';
import type { BrandStory } from '@tablica/domain/accounts/brand-story';
import type { Logger } from '@tablica/platform/observability/logger';
import { inTransaction, type Pool } from '@tablica/platform/postgres/pool';
import { seededBrandStories, seededLogo, type SeededForm } from './seed/generator';
import { seedBoard, writeSeededOffer, type SeedDeps } from './seed/writer';

const city = (name: string, street: string) => {
  const found = cities.find((candidate) => candidate.name === name)!;
  return {
    city: found.name,
    street,
    countryCode: found.countryCode,
    latitude: found.latitude,
    longitude: found.longitude,
  };
};

/** What the hand-written demo offers leave to `demoForm`: the company's and the recruitment's details. */
type DemoOffer = Omit<
  SeededForm,
  | 'companySize'
  | 'companyWebsite'
  | 'companyLogoUrl'
  | 'apply'
  | 'informationClause'
  | 'futureConsent'
  | 'customConsent'
  | 'contact'
>;

/** The complete employer form of a demo offer: applications on the board, by e-mail to its recruiter. */
export function demoForm(offer: DemoOffer, n: number): SeededForm {
  const domain = `${slugify(String(offer.companyName)).replace(/-/g, '')}.example`;
  return {
    companySize: '51-100',
    companyWebsite: `https://${domain}`,
    companyLogoUrl: seededLogo(String(offer.companyName), n),
    apply: { type: 'email', uri: `rekrutacja@${domain}` },
    informationClause: `Administratorem danych osobowych kandydatów jest ${String(offer.companyName)}. Dane przetwarzamy w celu prowadzenia tej rekrutacji.`,
    futureConsent: { enabled: false, value: '' },
    customConsent: { enabled: false, value: '' },
    contact: { name: 'Anna Nowak', email: `rekrutacja@${domain}`, phone: '+48 600 700 800' },
    ...offer,
  };
}

/** A few offers so a first start does not show an empty board, beside the seeded ones. */
export const demoOffers: readonly { tenant: TenantId; offer: DemoOffer }[] = [
  {
    tenant: 'it',
    offer: {
      title: 'Senior TypeScript Developer',
      companyName: 'Nordlight Software',
      categoryId: 'javascript',
      subcategoryId: 'typescript',
      experienceLevel: 'senior',
      workplaceType: 'hybrid',
      body: 'Build event-sourced services and a React front end used by millions of candidates.',
      locations: [city('Warszawa', 'Prosta 20'), city('Kraków', 'Lubicz 17')],
      employmentTypes: [
        { type: 'b2b', from: 22000, to: 30000, currency: 'PLN', unit: 'month', gross: false },
        { type: 'permanent', from: 18000, to: 25000, currency: 'PLN', unit: 'month' },
      ],
      requiredSkills: [
        { name: 'TypeScript', level: 4 },
        { name: 'Node.js', level: 4 },
        { name: 'PostgreSQL', level: 3 },
      ],
    },
  },
  {
    tenant: 'it',
    offer: {
      title: 'Java Developer (Spring)',
      companyName: 'Bałtyk Fintech',
      categoryId: 'java',
      subcategoryId: 'spring',
      experienceLevel: 'mid',
      workplaceType: 'office',
      body: 'Payments platform in Spring Boot and Kafka.',
      locations: [city('Gdańsk', 'Długa 5')],
      employmentTypes: [{ type: 'permanent', from: 14000, to: 19000, currency: 'PLN', unit: 'month' }],
      requiredSkills: [
        { name: 'Java', level: 4 },
        { name: 'Spring', level: 3 },
        { name: 'Kafka', level: 2 },
      ],
    },
  },
  {
    tenant: 'it',
    offer: {
      title: 'Python Data Engineer',
      companyName: 'Wisła Analytics',
      categoryId: 'data',
      subcategoryId: 'data-engineering',
      experienceLevel: 'senior',
      workplaceType: 'remote',
      body: 'Pipelines in Python and dbt over a lakehouse.',
      locations: [city('Wrocław', 'Rynek 1')],
      employmentTypes: [{ type: 'b2b', from: 5000, to: 7000, currency: 'EUR', unit: 'month', gross: false }],
      requiredSkills: [
        { name: 'Python', level: 4 },
        { name: 'SQL', level: 4 },
        { name: 'dbt', level: 3 },
      ],
    },
  },
  {
    tenant: 'it',
    offer: {
      title: 'DevOps Engineer',
      companyName: 'Chmura Systems',
      categoryId: 'devops',
      subcategoryId: 'kubernetes',
      experienceLevel: 'mid',
      workplaceType: 'hybrid',
      body: 'Kubernetes, Terraform and observability for a SaaS platform.',
      locations: [city('Poznań', 'Półwiejska 42')],
      employmentTypes: [
        { type: 'b2b', from: 16000, to: 24000, currency: 'PLN', unit: 'month', gross: false },
      ],
      requiredSkills: [
        { name: 'Kubernetes', level: 4 },
        { name: 'Terraform', level: 3 },
      ],
    },
  },
  {
    tenant: 'it',
    offer: {
      title: 'Junior QA Engineer',
      companyName: 'Testowo',
      categoryId: 'testing',
      subcategoryId: 'test-automation',
      experienceLevel: 'junior',
      workplaceType: 'office',
      body: 'Learn test automation with Playwright on a friendly team.',
      locations: [city('Łódź', 'Piotrkowska 100')],
      employmentTypes: [{ type: 'permanent', from: 6500, to: 8500, currency: 'PLN', unit: 'month' }],
      requiredSkills: [{ name: 'Playwright', level: 2 }],
    },
  },
  {
    tenant: 'it',
    offer: {
      title: 'Product Designer',
      companyName: 'Kreska Studio',
      categoryId: 'design',
      subcategoryId: 'ux-ui',
      experienceLevel: 'mid',
      workplaceType: 'remote',
      body: 'Design the candidate experience end to end.',
      locations: [city('Katowice', 'Mariacka 3')],
      employmentTypes: [{ type: 'b2b', from: null, to: null, currency: 'PLN', unit: 'month' }],
      requiredSkills: [{ name: 'Figma', level: 4 }],
    },
  },
  {
    tenant: 'work',
    offer: {
      title: 'Kierownik projektu budowlanego',
      companyName: 'Budimex Demo',
      categoryId: 'pm',
      experienceLevel: 'senior',
      workplaceType: 'office',
      body: 'Prowadzenie budów kubaturowych w regionie.',
      locations: [city('Lublin', 'Krakowskie Przedmieście 1')],
      employmentTypes: [{ type: 'permanent', from: 12000, to: 16000, currency: 'PLN', unit: 'month' }],
      requiredSkills: [{ name: 'AutoCAD', level: 3 }],
    },
  },
];

/** The seeded board's sizes per brand: `generated` on the IT board, a quarter as many on the general one. */
const demoBoards = (generated: number) =>
  [
    ['it', generated],
    ['work', Math.ceil(generated / 4)],
  ] as const;

/**
 * The seeded companies' brand stories on the command side too (the events reach the read models with
 * the offers): a company row each and its published story, so the brand-story list and short-info
 * answer for them. The companies have no users; their stories are the generator's.
 */
export async function loadDemoBrandStories(pool: Pool, generated: number, now: Date): Promise<number> {
  let stored = 0;
  for (const [tenant, offers] of demoBoards(generated)) {
    if (offers === 0) continue;
    for (const story of seededBrandStories({ tenant, offers, seed: 42, now })) {
      const data: BrandStory = {
        name: story.companyName,
        type: 'software-house',
        shortDescription: story.shortDescription,
        description: `<p>${story.shortDescription}</p>`,
        coverPhotoUrl: story.coverPhotoUrl,
        technologies: [],
        status: 'published',
      };
      await inTransaction(pool, async (tx) => {
        await tx.query(
          `INSERT INTO company ("id", "name", "slug", "createdAt", "tenant") VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT DO NOTHING`,
          [story.companyId, story.companyName, story.slug, now, tenant],
        );
        const written = await tx.query(
          `INSERT INTO brand_story (company_id, tenant, slug, data, status) VALUES ($1, $2, $3, $4, 'published')
           ON CONFLICT DO NOTHING`,
          [story.companyId, tenant, story.slug, JSON.stringify(data)],
        );
        stored += written.rowCount ?? 0;
      });
    }
  }
  return stored;
}

/**
 * A first start's board: `generated` seeded offers on the IT board and a quarter as many on the general
 * one (with their histories), then the hand-written ones above, newest. Each is published as a paying
 * employer publishes it (draft, summary, publish-with-code with an issued code) through the offer's one
 * write path; returns the checkpoint of the last.
 */
export async function loadDemoOffers(
  deps: SeedDeps & { readonly now: () => Date },
  logger: Logger,
  generated: number,
): Promise<string> {
  const now = deps.now();
  for (const [tenant, offers] of demoBoards(generated))
    if (offers > 0) await seedBoard(deps, { tenant, offers, seed: 42, now });
  for (const [n, { tenant, offer }] of demoOffers.entries())
    await writeSeededOffer(
      deps,
      tenant,
      {
        offerId: randomUUID(),
        companyId: randomUUID(),
        brandStory: null,
        // A second apart, in the list's order, the first newest.
        publishedAt: new Date(now.getTime() - (n + 1) * 1000),
        offer: demoForm(offer, n),
        steps: [],
      },
      new Set(),
      { kind: 'system', id: 'demo-data' },
    );
  logger.info({ offers: demoOffers.length + generated + Math.ceil(generated / 4) }, 'demo offers published');
  return (await deps.store.head()) ?? '';
}
