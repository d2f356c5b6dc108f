import request from 'supertest';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { form } from '@tablica/domain/offers/test-fixtures';
import { loadConfig } from '@tablica/platform/config/config';
import { createLogger } from '@tablica/platform/observability/logger';
import { createTestDatabase, type TestDatabase } from '@tablica/platform/testing/database';
import { startTablica, type Tablica } from '@tablica/server/runtime';
import { companyOwner } from '../support/accounts';
import { days, offerLife, type LivingOffer } from '../support/offer-life';
import { publishedOffer } from '../support/offer-commands';

// Projection freshness: each change of an offer reaches the candidate list and the offer page through
// the real projection runners, without waiting on anything but what the API answers.

let database: TestDatabase;
let tablica: Tablica;

beforeAll(async () => {
  database = await createTestDatabase();
  tablica = await startTablica({
    config: loadConfig({ DATABASE_URL: database.url, PORT: '0', DEMO_DATA: 'false', LOG_LEVEL: 'silent' }),
    logger: createLogger('silent'),
    web: 'none',
  });
});
afterAll(async () => {
  await tablica?.stop();
  await database.drop();
});

const api = () => request(tablica.url);

async function eventually(check: () => Promise<void>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

interface Listed {
  slug: string;
  title: string;
  publishedAt: string;
}
const listing = async (query = ''): Promise<Listed[]> =>
  (await api().get(`/api/v2/user-panel/offers/by-cursor${query}`).expect(200)).body.data;

it('shows a published, edited, bumped and expired offer as each change happens', async () => {
  const life = offerLife(tablica.store);
  const { agent } = await companyOwner(tablica);
  const other = await publishedOffer(tablica, agent, { title: 'Developer number 2' });
  const created = await publishedOffer(tablica, agent, { title: 'Fresh Offer' });
  const offer: LivingOffer = { offerId: created.id, slug: created.slug, tenant: 'it' };

  // Published: on top of the list, on its page, in counts and suggestions.
  await eventually(async () => {
    expect((await listing()).map((item) => item.slug)).toEqual([offer.slug, other.slug]);
    expect((await api().get(`/api/v1/offers/${offer.slug}`)).body).toMatchObject({ isOfferActive: true });
    expect(
      (await api().get('/api/v2/user-panel/offers/count').query({ 'keywords[0]': 'fresh' })).body,
    ).toEqual({
      count: 1,
    });
  });

  // Edited: the new title everywhere, found by its new words only.
  await life.edit(offer, form({ title: 'Renamed Offer', subcategoryId: 'react' }), new Date());
  await eventually(async () => {
    expect((await listing()).find((item) => item.slug === offer.slug)?.title).toBe('Renamed Offer');
    expect((await listing('?keywords[0]=renamed')).map((item) => item.slug)).toEqual([offer.slug]);
    expect(await listing('?keywords[0]=fresh')).toEqual([]);
    expect((await listing('?categories[0]=react')).map((item) => item.slug)).toEqual([offer.slug]);
    expect((await api().get(`/api/v1/offers/${offer.slug}`)).body).toMatchObject({
      title: 'Renamed Offer',
      companyName: 'Acme Software',
      category: { id: 'react' },
    });
  });

  // The other offer bumped (a week on): back on top of the default order.
  const otherOffer: LivingOffer = { offerId: other.id, slug: other.slug, tenant: 'it' };
  await life.bump(otherOffer, new Date(Date.now() + days(8)));
  await eventually(async () => {
    expect((await listing()).map((item) => item.slug)).toEqual([otherOffer.slug, offer.slug]);
    // `newest` keeps the order of first publication.
    expect((await listing('?sortBy=newest')).map((item) => item.slug)).toEqual([offer.slug, otherOffer.slug]);
  });

  // Expired: off the list and the counts, its page kept as inactive.
  await life.expire(offer, new Date(Date.now() + days(31)));
  await eventually(async () => {
    expect((await listing()).map((item) => item.slug)).toEqual([otherOffer.slug]);
    expect((await api().get('/api/v2/user-panel/offers/count')).body).toEqual({ count: 1 });
    expect((await api().get(`/api/v1/offers/${offer.slug}`)).body).toMatchObject({
      isOfferActive: false,
      title: 'Renamed Offer',
    });
  });
});
