// A projection process for the crash test: runs every projection until it is killed.
import { PostgresEventStore } from '@tablica/platform/event-store/postgres';
import { createPool } from '@tablica/platform/postgres/pool';
import { ProjectionRunner } from '@tablica/platform/projections/runner';
import { tallyProjection } from '@tablica/platform/testing/tally-projection';
import { projections } from '@tablica/projections/catalogue';
import { exitWithParent } from './child-of-test';

const url = process.argv[2]!;
exitWithParent();
const pool = createPool(url, 6);
const store = new PostgresEventStore(pool, url);
const runners = [...projections, tallyProjection].map(
  (projection) => new ProjectionRunner(pool, url, store, projection, { batchSize: 7, standbyPollMs: 20 }),
);
runners.forEach((runner) => runner.start());
const ready = setInterval(() => {
  if (runners.every((runner) => runner.status.active)) {
    clearInterval(ready);
    process.stdout.write('ready\n');
  }
}, 5);
