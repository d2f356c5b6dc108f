// npm run admins -- grant|revoke <email> --tenant it|work
// Platform admins per brand: grants or revokes on DATABASE_URL or the embedded database under DATA_DIR.
import { parseArgs } from 'node:util';
import { isTenantId } from '@tablica/domain/tenants';
import { ConfigError, loadConfig } from '@tablica/platform/config/config';
import { createLogger } from '@tablica/platform/observability/logger';
import { openDatabase } from '@tablica/platform/postgres/database';
import { migrate, platformMigrationsDir } from '@tablica/platform/postgres/migrate';
import { createPool } from '@tablica/platform/postgres/pool';
import { commandMigrationsDir } from '../migrations';
import { grantPlatformAdmin, revokePlatformAdmin } from './admins';

const usage = 'usage: npm run admins -- grant|revoke <email> --tenant it|work';

async function main() {
  const { values, positionals } = parseArgs({
    options: { tenant: { type: 'string', default: 'it' } },
    allowPositionals: true,
  });
  const [action, email] = positionals;
  if ((action !== 'grant' && action !== 'revoke') || !email || !isTenantId(values.tenant)) {
    console.error(usage);
    process.exit(2);
  }
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL === 'info' ? 'warn' : config.LOG_LEVEL);
  // Attach to the running board's embedded server when `npm start` is up.
  const database = await openDatabase(config, logger, 'attach');
  const pool = createPool(database.url, 2);
  try {
    await migrate(database.url, [platformMigrationsDir, commandMigrationsDir], logger);
    const done =
      action === 'grant'
        ? await grantPlatformAdmin(pool, email, values.tenant)
        : await revokePlatformAdmin(pool, email, values.tenant);
    if (!done) {
      console.error(
        action === 'grant'
          ? `no confirmed account with the e-mail ${email}`
          : `${email} is not a platform admin of ${values.tenant}`,
      );
      process.exitCode = 1;
    } else
      console.log(
        `${email}: platform admin of ${values.tenant} ${action === 'grant' ? 'granted' : 'revoked'}`,
      );
  } finally {
    await pool.end();
    await database.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
