import { RateLimitedError } from '@tablica/domain/errors';
import { withoutFlush, type Pool } from '@tablica/platform/postgres/pool';

/** How many applications one IP address and one e-mail address may send per hour. */
export interface ApplicationLimits {
  readonly perIpPerHour: number;
  readonly perEmailPerHour: number;
}

export const defaultApplicationLimits: ApplicationLimits = { perIpPerHour: 30, perEmailPerHour: 10 };

const windowSeconds = 3600;

/**
 * Counts one hit of `bucket` in its fixed hourly window (in PostgreSQL, so every process shares it);
 * over `limit` is 429 `application.too_many` with `Retry-After` (the seconds until the window ends).
 * The count's commit does not wait for the disk: a crash may forget the last hits, nothing more.
 */
export async function countApplicationHit(pool: Pool, bucket: string, limit: number): Promise<void> {
  const result = await pool.query<{ hits: number; retry_after: number }>(
    `INSERT INTO application_rate_limit AS limits (bucket, window_start, hits)
     SELECT $1::text, now(), 1 FROM ${withoutFlush}
     ON CONFLICT (bucket) DO UPDATE SET
       hits = CASE WHEN limits.window_start <= now() - make_interval(secs => $2) THEN 1 ELSE limits.hits + 1 END,
       window_start = CASE WHEN limits.window_start <= now() - make_interval(secs => $2) THEN now()
                      ELSE limits.window_start END
     RETURNING hits,
       greatest(1, ceil(extract(epoch FROM window_start + make_interval(secs => $2) - now())))::int AS retry_after`,
    [bucket, windowSeconds],
  );
  const row = result.rows[0]!;
  if (row.hits > limit)
    throw new RateLimitedError(
      row.retry_after,
      'application.too_many',
      'Too many applications. Try again later.',
    );
}
