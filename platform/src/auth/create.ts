import { createHmac, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config/config';
import { publicOrigins, type PublicOrigins } from '../http/public-origin';
import type { Mailer } from '../mail/port';
import type { Logger } from '../observability/logger';
import type { Pool } from '../postgres/pool';
import { accountLoader, type AccountLoader } from './account';
import { createAuth, type Auth } from './better-auth';
import { signInLockout, type SignInLockout } from './lockout';

export interface Accounts {
  readonly auth: Auth;
  readonly loadAccount: AccountLoader;
  readonly lockout: SignInLockout;
  readonly origins: PublicOrigins;
  /**
   * A key for signing links of one purpose (`job-alert-codes`), derived from AUTH_SECRET: a code signed
   * for one purpose never verifies for another, and the secret itself never leaves this module.
   */
  readonly signingKey: (purpose: string) => Buffer;
}

/**
 * AUTH_SECRET, or (outside production, where it is required) one generated on first start and kept in
 * DATA_DIR so sessions outlive restarts.
 */
async function authSecret(config: Config): Promise<string> {
  if (config.AUTH_SECRET) return config.AUTH_SECRET;
  const file = path.join(config.dataDir, 'auth-secret');
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch {
    const secret = randomBytes(32).toString('base64url');
    await mkdir(config.dataDir, { recursive: true });
    await writeFile(file, secret, { mode: 0o600, flag: 'wx' }).catch(() => undefined);
    return (await readFile(file, 'utf8')).trim();
  }
}

/** Accounts on better-auth: sessions, the account loader the guards use, sign-in lock-out, link origins. */
export async function openAccounts(options: {
  config: Config;
  pool: Pool;
  /** Absent in processes that never send account mail (the query API only reads sessions). */
  mailer?: Mailer;
  logger: Logger;
  /** The port the server listens on, for links when PUBLIC_URL is unset. */
  port?: number;
}): Promise<Accounts> {
  const { config, pool, mailer, logger } = options;
  const origins = publicOrigins(config.PUBLIC_URL, options.port ?? config.PORT);
  const secret = await authSecret(config);
  const auth = createAuth({
    pool,
    secret,
    mailer,
    logger,
    originFor: origins.forTenant,
    secureCookies: config.NODE_ENV === 'production' || (config.PUBLIC_URL ?? '').startsWith('https://'),
  });
  return {
    auth,
    loadAccount: accountLoader(auth, pool),
    lockout: signInLockout(pool),
    origins,
    signingKey: (purpose) => createHmac('sha256', secret).update(`tablica-signing-key:${purpose}`).digest(),
  };
}
