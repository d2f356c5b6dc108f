import request from 'supertest';
import { samplePng } from '@tablica/platform/files/sample-files';
import { issueCodes } from '@tablica/command-api/codes/handlers';
import type { CodePurpose } from '@tablica/command-api/codes/redeem';
import { offerStreamId } from '@tablica/domain/offers/offer';
import type { TenantId } from '@tablica/domain/tenants';
import type { Tablica } from '@tablica/server/runtime';
import type { signIn } from './accounts';

type Agent = Awaited<ReturnType<typeof signIn>>;

/**
 * A complete employer form in the wire names of spec §3 "Offer form data" (what
 * `PATCH /api/v1/offers/{slug}` takes), valid on the `it` brand with the `pro` plan. `typescript` is
 * a subcategory of `javascript`: `category_id` carries the subcategory.
 */
export function offerForm(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    company_name: 'Acme Software',
    company_size: '51-100',
    company_url: 'https://acme.example.com',
    title: 'Senior TypeScript Developer',
    category_id: 'typescript',
    experience_level: 'senior',
    workplace_type: 'hybrid',
    working_time: 'full_time',
    body: '<p>Build the best <strong>job board</strong> in Poland.</p>',
    city: 'Warszawa',
    street: 'Marszałkowska 1',
    latitude: 52.2297,
    longitude: 21.0122,
    employment_types: [{ type: 'b2b', from: 20000, to: 28000, currency: 'PLN', unit: 'month' }],
    required_skills: [
      { name: 'TypeScript', level: 4 },
      { name: 'Node.js', level: 3 },
    ],
    optional_skills: [{ name: 'PostgreSQL', level: 2 }],
    languages: [{ code: 'en', level: 'b2' }],
    apply_url: 'https://acme.example.com/careers/ts',
    information_clause: 'Acme Software sp. z o.o. processes your data to run this recruitment.',
    future_consent_enabled: false,
    custom_consent_enabled: false,
    contact_name: 'Anna Nowak',
    contact_email: 'anna.nowak@acme.example.com',
    contact_phone: '+48 600 700 800',
    remote_interview: true,
    open_to_hire_ukrainians: false,
    ...overrides,
  };
}

/** Codes issued through the codes module (as an admin would); `companyId` null: anyone's. */
export async function issueCode(
  tablica: Pick<Tablica, 'pool'>,
  input: {
    companyId?: string | null;
    purpose?: CodePurpose;
    planKey?: string | null;
    tenant?: TenantId;
  } = {},
): Promise<string> {
  const [item] = await issueCodes(
    tablica.pool,
    input.tenant ?? 'it',
    {
      companyId: input.companyId ?? null,
      purpose: input.purpose ?? 'any',
      planKey: input.planKey ?? null,
      count: 1,
    },
    new Date(),
  );
  return item!.code;
}

/**
 * A company's offer published the way a paying employer publishes it (spec §2): the company's draft
 * (`offerForm` with `overrides`), the summary, then publish-with-code with a publication code issued
 * to the company (as an operator issues them). Answers publish-with-code's body: id, slug, status, version.
 */
export async function publishedOffer(
  tablica: Pick<Tablica, 'pool'>,
  agent: Agent,
  overrides: Record<string, unknown> = {},
  tenant: TenantId = 'it',
) {
  const created = await agent
    .post('/api/v2/employer-panel/offers/drafts')
    .field('offer', JSON.stringify(offerForm(overrides)))
    .attach('company_logo', samplePng, 'logo.png');
  if (created.status !== 201) throw new Error(`draft refused: ${JSON.stringify(created.body)}`);
  const slug = created.body.slug as string;
  const summary = await agent.post(`/api/v1/offers/${slug}/summary`);
  if (summary.status !== 200) throw new Error(`summary refused: ${JSON.stringify(summary.body)}`);
  const code = await issueCode(tablica, { companyId: await companyIdOf(agent), purpose: 'publish', tenant });
  const published = await agent.post(`/api/v1/offers/${slug}/publish-with-code?code=${code}`);
  if (published.status !== 200) throw new Error(`publication refused: ${JSON.stringify(published.body)}`);
  return published.body as { id: string; slug: string; status: string; version: number };
}

/** The offer's events as stored (type, data, metadata). */
export async function offerEvents(tablica: Tablica, offerId: string) {
  return tablica.store.readStream(offerStreamId(offerId));
}

export async function companyIdOf(agent: Agent): Promise<string> {
  return (await agent.get('/api/v1/company').expect(200)).body.id as string;
}

/** `POST /api/v1/offers/initiate`: an anonymous draft and its editor token. */
export async function initiateOffer(tablica: Tablica, host = 'it.localhost', pricingPlan = 'pro') {
  const answer = await request(tablica.url)
    .post('/api/v1/offers/initiate')
    .set('Host', host)
    .send({ pricing_plan: pricingPlan })
    .expect(201);
  return answer.body as { slug: string; token: string; id: string };
}

/** Holds the offer stream's row lock, so appends to it wait until `release` (forcing writers to overlap). */
export async function holdStream(tablica: Tablica, offerId: string) {
  const client = await tablica.pool.connect();
  await client.query('BEGIN');
  await client.query('SELECT version FROM event_streams WHERE stream_id = $1 FOR UPDATE', [
    offerStreamId(offerId),
  ]);
  return {
    /** Resolves once `count` other sessions wait for the lock. */
    async waitForWaiters(count: number, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const { rows } = await tablica.pool.query<{ waiting: number }>(
          `SELECT count(DISTINCT pid)::int AS waiting FROM pg_locks
            WHERE NOT granted AND locktype IN ('transactionid', 'tuple') AND pid <> pg_backend_pid()`,
        );
        if ((rows[0]?.waiting ?? 0) >= count) return;
        if (Date.now() > deadline) throw new Error(`fewer than ${count} writers waited for the stream`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    async release() {
      await client.query('COMMIT');
      client.release();
    },
  };
}
