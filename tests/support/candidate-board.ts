import request from 'supertest';
import { afterAll, beforeAll } from 'vitest';
import type { OfferContentInput } from '@tablica/domain/offers/schemas';
import type { TenantId } from '@tablica/domain/tenants';
import { loadConfig } from '@tablica/platform/config/config';
import { createLogger } from '@tablica/platform/observability/logger';
import { createTestDatabase, type TestDatabase } from '@tablica/platform/testing/database';
import { startTablica, type Tablica } from '@tablica/server/runtime';
import { eventually } from './eventually';
import { offerLife, type LivingOffer } from './offer-life';

type Place = readonly [city: string, latitude: number, longitude: number];
const places = {
  warszawa: ['Warszawa', 52.2297, 21.0122],
  krakow: ['Kraków', 50.0647, 19.945],
  wieliczka: ['Wieliczka', 49.987, 20.0647],
  gdansk: ['Gdańsk', 54.352, 18.6466],
  lodz: ['Łódź', 51.7592, 19.456],
} as const satisfies Record<string, Place>;

function offer(
  place: Place,
  fields: Partial<OfferContentInput> & Pick<OfferContentInput, 'title' | 'companyName' | 'categoryId'>,
): OfferContentInput {
  const [city, latitude, longitude] = place;
  return {
    experienceLevel: 'mid',
    workplaceType: 'office',
    workingTime: 'full_time',
    body: `<p>${fields.title}</p>`,
    locations: [{ city, street: 'ul. Testowa 1', countryCode: 'PL', latitude, longitude }],
    employmentTypes: [{ type: 'b2b', from: null, to: null, currency: 'PLN' }],
    requiredSkills: [{ name: 'Git', level: 2 }],
    ...fields,
  };
}

/**
 * The candidate API's test board on the IT brand (and one offer on the general brand), newest first:
 * each offer published a minute before the previous one. Salaries as monthly PLN ranges:
 * react 20,000–28,000 (b2b) · java 12,000–16,000 (permanent) · python 16,800–25,200 (b2b, 100–150/h)
 * · vue none (mandate contract) · devops 21,250–29,750 (b2b, 5,000–7,000 EUR).
 */
export const boardOffers = {
  react: offer(places.warszawa, {
    title: 'Senior React Developer',
    companyName: 'Acme',
    categoryId: 'javascript',
    subcategoryId: 'react',
    experienceLevel: 'senior',
    workplaceType: 'remote',
    employmentTypes: [{ type: 'b2b', from: 20000, to: 28000, currency: 'PLN', gross: false }],
    requiredSkills: [
      { name: 'React', level: 4 },
      { name: 'TypeScript', level: 3 },
    ],
    openToHireUkrainians: true,
    remoteInterview: true,
    apply: { type: 'url', uri: 'https://acme.example.com/jobs/react' },
    languages: [{ code: 'en', level: 'b2' }],
    informationClause: 'Acme processes your data to run this recruitment.',
    companyWebsite: 'https://acme.example.com',
  }),
  java: offer(places.krakow, {
    title: 'Java Backend Engineer',
    companyName: 'Bank Polski',
    categoryId: 'java',
    subcategoryId: 'spring',
    employmentTypes: [{ type: 'permanent', from: 12000, to: 16000, currency: 'PLN' }],
    requiredSkills: [
      { name: 'Java', level: 4 },
      { name: 'Spring', level: 3 },
    ],
  }),
  python: offer(places.wieliczka, {
    title: 'Python Data Engineer',
    companyName: 'Datafy',
    categoryId: 'python',
    subcategoryId: 'django',
    experienceLevel: 'junior',
    workplaceType: 'hybrid',
    workingTime: 'part_time',
    employmentTypes: [{ type: 'b2b', from: 100, to: 150, currency: 'PLN', unit: 'hour' }],
    requiredSkills: [{ name: 'Python', level: 3 }],
  }),
  vue: offer(places.gdansk, {
    title: 'Frontend Developer Vue',
    companyName: 'Acme',
    categoryId: 'javascript',
    subcategoryId: 'vue',
    workplaceType: 'hybrid',
    employmentTypes: [{ type: 'mandate_contract', from: null, to: null, currency: 'PLN' }],
    requiredSkills: [{ name: 'Vue', level: 3 }],
  }),
  devops: offer(places.lodz, {
    title: 'DevOps Engineer',
    companyName: 'Cloudy',
    categoryId: 'devops',
    subcategoryId: 'kubernetes',
    experienceLevel: 'expert',
    workplaceType: 'remote',
    workingTime: 'freelance',
    employmentTypes: [{ type: 'b2b', from: 5000, to: 7000, currency: 'EUR' }],
    requiredSkills: [{ name: 'Kubernetes', level: 4 }],
  }),
} satisfies Record<string, OfferContentInput>;

export type BoardOfferName = keyof typeof boardOffers;
/** Newest first: the default order. */
export const boardOrder: readonly BoardOfferName[] = ['react', 'java', 'python', 'vue', 'devops'];

export const workOffer = offer(places.warszawa, {
  title: 'Magazynier',
  companyName: 'Logistyka',
  categoryId: 'logistyka',
  employmentTypes: [{ type: 'permanent', from: 5000, to: 6000, currency: 'PLN' }],
});

export interface CandidateBoard {
  readonly tablica: Tablica;
  readonly database: TestDatabase;
  /** The server's clock: tests move it. */
  clock: Date;
  readonly offers: Readonly<Record<BoardOfferName, LivingOffer>>;
  readonly work: LivingOffer;
  readonly life: ReturnType<typeof offerLife>;
  readonly api: () => ReturnType<typeof request>;
  /** Resolves when every read model has what was appended up to `checkpoint`. */
  settle(checkpoint: string): Promise<void>;
  stop(): Promise<void>;
}

/** `web: 'dev'` serves the candidate board too (through Vite, no build needed). */
export async function startCandidateBoard(
  options: { readonly web?: 'dev' | 'none' } = {},
): Promise<CandidateBoard> {
  const database = await createTestDatabase();
  const board = { clock: new Date() } as { clock: Date };
  const tablica = await startTablica({
    config: loadConfig({ DATABASE_URL: database.url, PORT: '0', DEMO_DATA: 'false', LOG_LEVEL: 'silent' }),
    logger: createLogger('silent'),
    web: options.web ?? 'none',
    now: () => board.clock,
  });
  const life = offerLife(tablica.store);
  const published = {} as Record<BoardOfferName, LivingOffer>;
  let checkpoint = '';
  for (const [index, name] of boardOrder.entries()) {
    const at = new Date(board.clock.getTime() - (index + 1) * 60_000);
    const result = await life.publish('it', boardOffers[name], at);
    published[name] = result;
    checkpoint = result.checkpoint;
  }
  const work = await life.publish(
    'work' satisfies TenantId,
    workOffer,
    new Date(board.clock.getTime() - 30_000),
  );
  // Tests wait as long as a loaded CI machine needs, and say so when the read models never get there.
  const settle = async (until: string) => {
    if (!(await tablica.awaitReadModels(until, 60_000)))
      throw new Error(`the read models did not reach ${until} within 60 s`);
  };
  // A first start's read models create their readers' indexes and fills (the suggestions' counts) once
  // caught up: the board is ready when none is still doing so, as /api/health's `indexing` says.
  const indexed = () =>
    eventually(
      async () => {
        const { rows } = await tablica.pool.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM projection_versions WHERE deferred_indexes IS NOT NULL',
        );
        if (rows[0]!.n > 0) throw new Error('the read models still create their indexes after 60 s');
      },
      60_000,
      20,
    );
  await settle(work.checkpoint || checkpoint);
  await indexed();
  return Object.assign(board, {
    tablica,
    database,
    offers: published,
    work,
    life,
    api: () => request(tablica.url),
    settle,
    async stop() {
      await tablica.stop();
      await database.drop();
    },
  });
}

/** A query string as the board sends it: arrays as indexed keys (`experienceLevels[0]=mid`). */
export function apiQuery(params: Readonly<Record<string, string | readonly string[]>>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (typeof value === 'string') search.append(key, value);
    else value.forEach((item, index) => search.append(`${key}[${index}]`, item));
  }
  return search.toString();
}

/** A test file's board: started before its tests and stopped after them (vitest hooks). */
export function boardForSuite(options?: Parameters<typeof startCandidateBoard>[0]): () => CandidateBoard {
  let board: CandidateBoard | undefined;
  beforeAll(async () => {
    board = await startCandidateBoard(options);
  }, 180_000);
  afterAll(async () => {
    await board?.stop();
  });
  return () => {
    if (!board) throw new Error('the board has not started');
    return board;
  };
}
