// Offers for a journey that needs a board with many events (the read-model rebuild), written through the
// offers' one write path (offerLife → sendOfferCommand) into the board under DATA_DIR (or DATABASE_URL):
//   node --import tsx tests/support/seed-offers-cli.ts publish <count> <tag>   → the offers as JSON lines
//   node --import tsx tests/support/seed-offers-cli.ts finish < offers          (the JSON lines again)
import { text } from 'node:stream/consumers';
import { loadConfig } from '@tablica/platform/config/config';
import { createEventStore } from '@tablica/platform/event-store/create';
import { createLogger } from '@tablica/platform/observability/logger';
import { openDatabase } from '@tablica/platform/postgres/database';
import { createPool } from '@tablica/platform/postgres/pool';
import { offerLife, type LivingOffer } from './offer-life';
import { sampleOffer } from './offers';

const [action, count, tag] = process.argv.slice(2);
const config = loadConfig();
const database = await openDatabase(config, createLogger('warn'), 'attach');
const pool = createPool(database.url, 8);
const store = createEventStore(config, pool, database.url);
const life = offerLife(store);
/** Eight at a time, as several employers would. */
async function eachOf<T>(items: readonly T[], work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}
try {
  if (action === 'publish') {
    const numbers = Array.from({ length: Number(count) }, (_, n) => n);
    const offers: LivingOffer[] = [];
    await eachOf(numbers, async (n) => {
      const { offerId, slug, tenant } = await life.publish(
        'it',
        sampleOffer(n, { title: `Rebuild ${tag} developer ${n}` }),
        new Date(),
      );
      offers.push({ offerId, slug, tenant });
    });
    process.stdout.write(offers.map((offer) => JSON.stringify(offer)).join('\n') + '\n');
  } else if (action === 'finish') {
    const offers = (await text(process.stdin))
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as LivingOffer);
    await eachOf(offers, async (offer) => void (await life.finish(offer, new Date())));
  } else {
    process.stderr.write('usage: seed-offers-cli.ts publish <count> <tag> | finish < offers\n');
    process.exitCode = 2;
  }
} finally {
  await store.close();
  await pool.end();
  await database.stop();
}
