import { cities } from '@tablica/domain/cities';
import type { OfferContentInput } from '@tablica/domain/offers/schemas';
import type { TenantId } from '@tablica/domain/tenants';
import { publishOffer, type OfferCommandDeps } from '@tablica/command-api/offers/handlers';
import type { BrandStory } from '@tablica/domain/accounts/brand-story';
import type { Logger } from '@tablica/platform/observability/logger';
import { inTransaction, type Pool } from '@tablica/platform/postgres/pool';
import { seededBrandStories } from './seed/generator';
import { seedBoard } from './seed/writer';

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

/** A few offers so a first start does not show an empty board. The read-side issue adds a full generator. */
export const demoOffers: readonly { tenant: TenantId; offer: OfferContentInput }[] = [
  {
    tenant: 'it',
    offer: {
      title: 'Senior TypeScript Developer',
      companyName: 'Nordlight Software',
      categoryId: 'javascript',
      experienceLevel: 'senior',
      workplaceType: 'hybrid',
      body: 'Build event-sourced services and a React front end used by millions of candidates.',
      locations: [city('Warszawa', 'Prosta 20'), city('Kraków', 'Lubicz 17')],
      employmentTypes: [
        { type: 'b2b', from: 22000, to: 30000, currency: 'PLN', gross: false },
        { type: 'permanent', from: 18000, to: 25000, currency: 'PLN' },
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
      experienceLevel: 'mid',
      workplaceType: 'office',
      body: 'Payments platform in Spring Boot and Kafka.',
      locations: [city('Gdańsk', 'Długa 5')],
      employmentTypes: [{ type: 'permanent', from: 14000, to: 19000, currency: 'PLN' }],
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
      experienceLevel: 'senior',
      workplaceType: 'remote',
      body: 'Pipelines in Python and dbt over a lakehouse.',
      locations: [city('Wrocław', 'Rynek 1')],
      employmentTypes: [{ type: 'b2b', from: 5000, to: 7000, currency: 'EUR', gross: false }],
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
      experienceLevel: 'mid',
      workplaceType: 'hybrid',
      body: 'Kubernetes, Terraform and observability for a SaaS platform.',
      locations: [city('Poznań', 'Półwiejska 42')],
      employmentTypes: [{ type: 'b2b', from: 16000, to: 24000, currency: 'PLN', gross: false }],
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
      experienceLevel: 'junior',
      workplaceType: 'office',
      body: 'Learn test automation with Playwright on a friendly team.',
      locations: [city('Łódź', 'Piotrkowska 100')],
      employmentTypes: [{ type: 'permanent', from: 6500, to: 8500, currency: 'PLN' }],
      requiredSkills: [{ name: 'Playwright', level: 2 }],
    },
  },
  {
    tenant: 'it',
    offer: {
      title: 'Product Designer',
      companyName: 'Kreska Studio',
      categoryId: 'design',
      experienceLevel: 'mid',
      workplaceType: 'remote',
      body: 'Design the candidate experience end to end.',
      locations: [city('Katowice', 'Mariacka 3')],
      employmentTypes: [{ type: 'b2b', from: null, to: null, currency: 'PLN' }],
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
      employmentTypes: [{ type: 'permanent', from: 12000, to: 16000, currency: 'PLN' }],
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
 * one (with their histories), then the hand-written ones above, newest. All through the real command path;
 * returns the checkpoint of the last.
 */
export async function loadDemoOffers(
  deps: OfferCommandDeps,
  logger: Logger,
  generated: number,
): Promise<string> {
  const now = deps.now();
  for (const [tenant, offers] of demoBoards(generated))
    if (offers > 0) await seedBoard(deps.store, { tenant, offers, seed: 42, now });
  let checkpoint = '';
  for (const { tenant, offer } of demoOffers)
    ({ checkpoint } = await publishOffer(deps, {
      tenant,
      actor: { kind: 'system', id: 'demo-data' },
      correlationId: 'demo-data',
      offer,
    }));
  logger.info({ offers: demoOffers.length + generated + Math.ceil(generated / 4) }, 'demo offers published');
  return checkpoint;
}
