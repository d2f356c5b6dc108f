import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { announceBrandStories } from '@tablica/command-api/companies/brand-stories';
import { startTablica, type Tablica } from '@tablica/server/runtime';
import { loadConfig } from '@tablica/platform/config/config';
import { createLogger } from '@tablica/platform/observability/logger';
import { companyOwner } from '../support/accounts';
import { startTestBoard, type TestBoard } from '../support/board';
import { eventually } from '../support/eventually';
import { publishedOffer } from '../support/offer-commands';

// A company's published brand story shows beside its offers wherever candidates meet them (spec §3:
// brandStorySlug, brandStoryCoverPhotoUrl, brandStoryShortDescription): the list, the offer page and
// the popular offers; changes of the story follow, and other companies' offers are untouched.
let board: TestBoard;
let tablica: Tablica;
beforeAll(async () => {
  board = await startTestBoard();
  ({ tablica } = board);
}, 120_000);
afterAll(async () => board?.stop());

const api = () => request(tablica.url);
type Owner = Awaited<ReturnType<typeof companyOwner>>;
const slugOf = async (owner: Owner) =>
  (await owner.agent.get('/api/v1/company').expect(200)).body.slug as string;
const story = (overrides: Record<string, unknown> = {}) => ({
  name: 'Story Company',
  type: 'software-house',
  shortDescription: 'We ship logistics software.',
  description: '<p>Our story.</p>',
  coverPhotoUrl: 'https://cdn.example.com/cover.jpg',
  technologies: ['TypeScript'],
  status: 'published',
  ...overrides,
});
const saveStory = async (owner: Owner, overrides: Record<string, unknown> = {}) =>
  owner.agent
    .put(`/api/v2/employer-panel/brand-stories/${await slugOf(owner)}`)
    .send(story(overrides))
    .expect(200);
const publish = async (owner: Owner, n: number) =>
  publishedOffer(tablica, owner.agent, { title: `Story offer ${n}` });

/** A published story's row as an installation from before the brand-story events holds it; the company id. */
async function storyWithoutEvents(companySlug: string, data: Record<string, unknown>): Promise<string> {
  const { pool } = board.database;
  const companyId = (
    await pool.query<{ id: string }>('SELECT id FROM company WHERE slug = $1', [companySlug])
  ).rows[0]!.id;
  await pool.query(
    `INSERT INTO brand_story (company_id, tenant, slug, data, status) VALUES ($1, 'it', $2, $3, 'published')`,
    [companyId, companySlug, JSON.stringify(data)],
  );
  return companyId;
}

const view = (offer: { slug: string }) =>
  api()
    .post('/api/v1/views')
    .set('Host', 'it.localhost')
    .send({ brand: 'it', offerSlug: offer.slug, visitedAt: new Date().toISOString() })
    .expect((answer) => expect(answer.status).toBeLessThan(300));

type Card = {
  brandStorySlug: unknown;
  brandStoryCoverPhotoUrl: unknown;
  brandStoryShortDescription: unknown;
};
const cardOf = (item: Card) => ({
  brandStorySlug: item.brandStorySlug,
  brandStoryCoverPhotoUrl: item.brandStoryCoverPhotoUrl,
  brandStoryShortDescription: item.brandStoryShortDescription,
});
const noStory = { brandStorySlug: null, brandStoryCoverPhotoUrl: null, brandStoryShortDescription: null };

async function everywhere(offer: { id: string; slug: string }) {
  const list = await api()
    .get('/api/v2/user-panel/offers/by-cursor?itemsCount=100')
    .set('Host', 'it.localhost')
    .expect(200);
  const item = (list.body.data as (Card & { guid: string })[]).find(
    (candidate) => candidate.guid === offer.id,
  )!;
  const details = await api().get(`/api/v1/offers/${offer.slug}`).set('Host', 'it.localhost').expect(200);
  const popular = await api()
    .get('/api/v2/user-panel/offers/popular')
    .set('Host', 'it.localhost')
    .expect(200);
  const favourite = (popular.body.data as (Card & { guid: string })[]).find(
    (candidate) => candidate.guid === offer.id,
  )!;
  return { list: cardOf(item), details: cardOf(details.body as Card), popular: cardOf(favourite) };
}
const same = (card: Card) => ({ list: card, details: card, popular: card });

it('shows the published story on the company’s offers, follows its changes and leaves others alone', async () => {
  const acme = await companyOwner(tablica, { company: 'Story Acme' });
  const other = await companyOwner(tablica, { company: 'Story Globex' });
  const acmeSlug = await slugOf(acme);

  // A draft story shows nowhere; publishing it shows on the offers published before it…
  await saveStory(acme, { status: 'draft' });
  const early = await publish(acme, 1);
  const theirs = await publish(other, 2);
  for (const offer of [early, theirs]) await view(offer);
  expect(await everywhere(early)).toEqual(same(noStory));
  await saveStory(acme);
  const card = {
    brandStorySlug: acmeSlug,
    brandStoryCoverPhotoUrl: 'https://cdn.example.com/cover.jpg',
    brandStoryShortDescription: 'We ship logistics software.',
  };
  expect(await everywhere(early)).toEqual(same(card));
  // …and on those published after it.
  const late = await publish(acme, 3);
  await view(late);
  expect(await everywhere(late)).toEqual(same(card));
  expect(await everywhere(theirs)).toEqual(same(noStory));

  // A new card replaces the old one; taking the story back to a draft removes it.
  await saveStory(acme, { shortDescription: 'Now shipping ships.', coverPhotoUrl: null });
  const changed = {
    ...card,
    brandStoryCoverPhotoUrl: null,
    brandStoryShortDescription: 'Now shipping ships.',
  };
  expect(await everywhere(early)).toEqual(same(changed));
  expect(await everywhere(late)).toEqual(same(changed));
  await saveStory(acme, { status: 'draft' });
  expect(await everywhere(early)).toEqual(same(noStory));
  expect(await everywhere(theirs)).toEqual(same(noStory));

  // Each change the candidates see is one event in the company's brand-story stream; a save that
  // changes nothing they see appends none.
  await saveStory(acme, { status: 'draft', name: 'Story Acme Renamed' });
  const events = await board.database.pool.query<{ type: string }>(
    "SELECT type FROM events WHERE stream_id LIKE 'brand-story-%' ORDER BY global_position",
  );
  expect(events.rows.map((row) => row.type)).toEqual([
    'BrandStoryPublished',
    'BrandStoryPublished',
    'BrandStoryWithdrawn',
  ]);
});

it('a story published before its events existed reaches the offers with its next save, even unchanged', async () => {
  const owner = await companyOwner(tablica, { company: 'Story Initech' });
  const slug = await slugOf(owner);
  const offer = await publish(owner, 4);
  await view(offer);
  // As an installation from before the brand-story events holds it: the row, and no event.
  const companyId = await storyWithoutEvents(slug, story());
  expect(await everywhere(offer)).toEqual(same(noStory));

  await saveStory(owner);
  expect(await everywhere(offer)).toEqual(
    same({
      brandStorySlug: slug,
      brandStoryCoverPhotoUrl: 'https://cdn.example.com/cover.jpg',
      brandStoryShortDescription: 'We ship logistics software.',
    }),
  );
  const events = await board.database.pool.query<{ type: string }>(
    'SELECT type FROM events WHERE stream_id = $1',
    [`brand-story-${companyId}`],
  );
  expect(events.rows.map((row) => row.type)).toEqual(['BrandStoryPublished']);
});

it('a start announces the stories the read models were never told of, once', async () => {
  const owner = await companyOwner(tablica, { company: 'Story Umbrella' });
  const slug = await slugOf(owner);
  const offer = await publish(owner, 5);
  await view(offer);
  // Saved before the brand-story events existed: the row, and no event.
  const companyId = await storyWithoutEvents(slug, story({ shortDescription: 'Announced at start.' }));
  // Another start of the board on this database announces it (stopping waits for the announcement).
  const dataDir = await mkdtemp(path.join(tmpdir(), 'tablica-story-start-'));
  const restarted = await startTablica({
    config: loadConfig({
      DATABASE_URL: board.database.url,
      DATA_DIR: dataDir,
      PORT: '0',
      DEMO_DATA: 'false',
      LOG_LEVEL: 'silent',
    }),
    logger: createLogger('silent'),
    web: 'none',
  });
  await restarted.stop();
  await rm(dataDir, { recursive: true, force: true });
  // Each read model has a runner of its own: the list may have it a moment before the others (CI).
  await expect
    .poll(async () => everywhere(offer), { timeout: 15_000 })
    .toEqual(
      same({
        brandStorySlug: slug,
        brandStoryCoverPhotoUrl: 'https://cdn.example.com/cover.jpg',
        brandStoryShortDescription: 'Announced at start.',
      }),
    );
  // Told already: nothing more. A row taken back to a draft behind the events' back is withdrawn.
  const deps = { pool: tablica.pool, store: tablica.store };
  expect(await announceBrandStories(deps, () => new Date())).toBe(0);
  await board.database.pool.query(
    `UPDATE brand_story SET data = jsonb_set(data, '{status}', '"draft"'), status = 'draft' WHERE company_id = $1`,
    [companyId],
  );
  expect(await announceBrandStories(deps, () => new Date())).toBe(1);
  await expect.poll(async () => everywhere(offer), { timeout: 15_000 }).toEqual(same(noStory));
  const events = await board.database.pool.query<{ type: string; actor: string }>(
    "SELECT type, metadata->'actor'->>'id' AS actor FROM events WHERE stream_id = $1 ORDER BY global_position",
    [`brand-story-${companyId}`],
  );
  expect(events.rows).toEqual([
    { type: 'BrandStoryPublished', actor: 'brand-story-announcer' },
    { type: 'BrandStoryWithdrawn', actor: 'brand-story-announcer' },
  ]);
});

it('the demo board’s seeded companies have brand stories: listed, and shown on their offers', async () => {
  const demo = await startTestBoard({ DEMO_DATA: 'true', DEMO_OFFERS: '60' });
  try {
    const host = (path: string) => request(demo.tablica.url).get(path).set('Host', 'it.localhost');
    const stories = await host('/api/v2/user-panel/brand-stories/company/list?perPage=100').expect(200);
    const listed = stories.body.data as { slug: string; shortDescription: string }[];
    expect(listed.length).toBeGreaterThan(0);
    const offers = await host('/api/v2/user-panel/offers/by-cursor?itemsCount=100').expect(200);
    const storied = (offers.body.data as Card[]).filter((item) => item.brandStorySlug !== null);
    expect(storied.length).toBeGreaterThan(0);
    for (const item of storied) {
      const story = listed.find((candidate) => candidate.slug === item.brandStorySlug);
      expect(story?.shortDescription).toBe(item.brandStoryShortDescription);
    }
    const short = await host(`/api/v2/user-panel/brand-stories/company/${listed[0]!.slug}/short-info`).expect(
      200,
    );
    expect(short.body.shortDescription).toBe(listed[0]!.shortDescription);
  } finally {
    await demo.stop();
  }
});

it('lists each story with its company’s active offers on that brand, counted from the read model', async () => {
  const acme = await companyOwner(tablica, { company: 'Counted Acme' });
  const quiet = await companyOwner(tablica, { company: 'Counted Quiet' });
  const other = await companyOwner(tablica, { company: 'Counted Globex' });
  await Promise.all([saveStory(acme), saveStory(quiet)]);
  const [acmeSlug, quietSlug] = await Promise.all([slugOf(acme), slugOf(quiet)]);
  const first = await publish(acme, 11);
  await publish(acme, 12);
  await publish(other, 13);
  const counts = async () => {
    const list = await api()
      .get('/api/v2/user-panel/brand-stories/company/list?perPage=100')
      .set('Host', 'it.localhost')
      .expect(200);
    const items = list.body.data as { slug: string; offersCount: number }[];
    return Object.fromEntries(
      items
        .filter((item) => [acmeSlug, quietSlug].includes(item.slug))
        .map((item) => [item.slug, item.offersCount]),
    );
  };
  expect(await counts()).toEqual({ [acmeSlug]: 2, [quietSlug]: 0 });

  // An offer whose recruitment ended is no longer counted; the other brand counts its own offers.
  await acme.agent.post(`/api/v1/offers/${first.slug}/finish-recruitment`).expect(200);
  await eventually(async () => expect(await counts()).toEqual({ [acmeSlug]: 1, [quietSlug]: 0 }));
  const onWork = await api()
    .get('/api/v2/user-panel/brand-stories/company/list?perPage=100')
    .set('Host', 'work.localhost')
    .expect(200);
  expect((onWork.body.data as { slug: string }[]).map((item) => item.slug)).not.toContain(acmeSlug);
});
