// A process as `npm start` runs one (runProcess) on its own embedded database, for the stop test: its stop
// asks the database something still, then stops the database last, as the board's stop does.
import pg from 'pg';
import { startEmbeddedPostgres } from '@tablica/platform/postgres/embedded';
import { runProcess } from '@tablica/platform/process';
import { exitWithParent } from './child-of-test';

const dir = process.argv[2]!;
exitWithParent();

runProcess('stopping-child', async (_config, logger) => {
  const database = await startEmbeddedPostgres({ dir, fast: true });
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  process.stdout.write('ready\n');
  return {
    async stop() {
      // What a projection runner's last batch or a job does while the process stops.
      await client.query('SELECT pg_sleep(0.3)');
      await client.end();
      await database.stop();
      logger.info('stopped in order');
    },
  };
});
