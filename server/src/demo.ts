import { cities } from '@tablica/domain/cities';
import type { OfferContentInput } from '@tablica/domain/offers/schemas';
import type { TenantId } from '@tablica/domain/tenants';
import { publishOffer, type OfferCommandDeps } from '@tablica/command-api/offers/handlers';
import type { Logger } from '@tablica/platform/observability/logger';
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
  for (const [tenant, offers] of [
    ['it', generated],
    ['work', Math.ceil(generated / 4)],
  ] as const)
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
