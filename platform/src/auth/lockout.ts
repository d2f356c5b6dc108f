import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { RateLimitedError } from '@tablica/domain/errors';
import type { Pool } from '../postgres/pool';

/** Failed sign-ins allowed before a lock-out, and how long it lasts. */
export const lockoutRules = {
  account: { failures: 5, windowSeconds: 15 * 60, lockSeconds: 15 * 60 },
  ip: { failures: 30, windowSeconds: 15 * 60, lockSeconds: 15 * 60 },
} as const;

export interface SignInLockout {
  /** Throws `RateLimitedError` while the account or the address is locked out. */
  assertOpen(email: string, ip: string): Promise<void>;
  /** Counts a failed attempt (unknown e-mails count the same as wrong passwords). */
  recordFailure(email: string, ip: string): Promise<void>;
  /** A successful sign-in clears the account's failures. */
  recordSuccess(email: string): Promise<void>;
}

/**
 * Per-account and per-address lock-out on rate-limiter-flexible's PostgreSQL store (table
 * `auth_attempt_limit`, created by our migrations), so every instance shares the counters.
 */
export function signInLockout(pool: Pool): SignInLockout {
  const limiter = (prefix: string, rule: (typeof lockoutRules)[keyof typeof lockoutRules]) =>
    new RateLimiterPostgres({
      storeClient: pool,
      storeType: 'pool',
      tableName: 'auth_attempt_limit',
      tableCreated: true,
      clearExpiredByTimeout: false,
      keyPrefix: prefix,
      points: rule.failures,
      duration: rule.windowSeconds,
      blockDuration: rule.lockSeconds,
    });
  const account = limiter('account', lockoutRules.account);
  const ip = limiter('ip', lockoutRules.ip);
  const accountKey = (email: string) => email.trim().toLowerCase();

  const lockedFor = async (target: RateLimiterPostgres, key: string, failures: number) => {
    const state = await target.get(key);
    return state && state.consumedPoints >= failures ? Math.ceil(state.msBeforeNext / 1000) : 0;
  };

  return {
    async assertOpen(email, address) {
      const seconds = Math.max(
        await lockedFor(account, accountKey(email), lockoutRules.account.failures),
        await lockedFor(ip, address, lockoutRules.ip.failures),
      );
      if (seconds > 0) throw new RateLimitedError(seconds);
    },
    async recordFailure(email, address) {
      const consume = (target: RateLimiterPostgres, key: string) =>
        target.consume(key).catch((rejection: unknown) => {
          if (!(rejection instanceof RateLimiterRes)) throw rejection;
        });
      await Promise.all([consume(account, accountKey(email)), consume(ip, address)]);
    },
    async recordSuccess(email) {
      await account.delete(accountKey(email));
    },
  };
}
