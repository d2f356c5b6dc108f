import path from 'node:path';
import { z } from 'zod';
import { isTenantId, tenants, type TenantId } from '@tablica/domain/tenants';

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalUrl = z.preprocess(emptyAsUndefined, z.string().url().optional());
/** `it=https://…,work=https://…`: one http(s) address per brand, each brand at most once. */
const surveyUrls = z.string().transform((text, context): Partial<Record<TenantId, string>> => {
  const urls: Partial<Record<TenantId, string>> = {};
  for (const pair of text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [tenant = '', ...rest] = pair.split('=');
    const url = rest.join('=').trim();
    if (
      !isTenantId(tenant.trim()) ||
      urls[tenant.trim() as TenantId] !== undefined ||
      !/^https?:\/\/\S+$/.test(url)
    ) {
      context.addIssue({
        code: 'custom',
        message: `"${pair}" is not brand=http(s) address, each brand once (brands: ${Object.keys(tenants).join(', ')})`,
      });
      return z.NEVER;
    }
    urls[tenant.trim() as TenantId] = url;
  }
  return urls;
});
/** A rebuild's share of its time (`REBUILD_SHARE`, and `npm run projections -- rebuild --share`). */
export const rebuildShare = z.coerce.number().min(0.05).max(1);

/**
 * Every environment variable Tablica reads, with its default. The README's configuration table
 * mirrors this schema; a bad value stops start-up with one line per variable saying what is wrong.
 */
export const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('127.0.0.1'),
    DATA_DIR: z.string().default('.data'),
    DATABASE_URL: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// connection string')
        .optional(),
    ),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(200).default(10),
    EVENT_STORE: z.enum(['postgres', 'kurrentdb']).default('postgres'),
    KURRENTDB_CONNECTION_STRING: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(
          /^(kurrentdb|esdb|kdb)(\+discover)?:\/\//,
          'must be a kurrentdb://, esdb:// or kdb:// connection string',
        )
        .optional(),
    ),
    SEARCH: z.enum(['postgres', 'meilisearch']).default('postgres'),
    MEILI_URL: optionalUrl,
    MEILI_MASTER_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
    STORAGE: z.enum(['disk', 's3']).default('disk'),
    FILES_DIR: z.preprocess(emptyAsUndefined, z.string().optional()),
    S3_URL: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^https?:\/\/[^\s/]+/, 'must be an http:// or https:// URL of an S3-compatible endpoint')
        .optional(),
    ),
    S3_BUCKET: z.preprocess(emptyAsUndefined, z.string().optional()),
    S3_REGION: z.preprocess(emptyAsUndefined, z.string().default('us-east-1')),
    S3_ACCESS_KEY_ID: z.preprocess(emptyAsUndefined, z.string().optional()),
    S3_SECRET_ACCESS_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
    GEOCODER: z.enum(['offline', 'nominatim']).default('offline'),
    NOMINATIM_URL: optionalUrl,
    SMTP_URL: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
        .optional(),
    ),
    MAIL_FROM: z
      .string()
      .regex(
        /^(?:[^<>\r\n]+<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/,
        'must be "Name <address>" or an address',
      )
      .default('Tablica <no-reply@tablica.localhost>'),
    AUTH_SECRET: z.preprocess(
      emptyAsUndefined,
      z.string().min(32, 'must be at least 32 characters').optional(),
    ),
    PUBLIC_URL: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^https?:\/\/[^\s/]+\/?$/, 'must be an origin like https://{tenant}.tablica.pl')
        .optional(),
    ),
    CAPTCHA_SECRET: z.preprocess(emptyAsUndefined, z.string().optional()),
    CAPTCHA_VERIFY_URL: optionalUrl,
    /**
     * The reCAPTCHA v3 site key the board's pages load Google's script with (apply form, external
     * apply); its origins are then added to the pages' CSP. Unset: the board sends no tokens.
     */
    CAPTCHA_SITE_KEY: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .trim()
        .regex(/^[\w-]{10,100}$/)
        .optional(),
    ),
    /**
     * Each brand's survey the board's survey popup invites to (spec §2, §4): `it=https://…,work=https://…`.
     * A brand without one shows no popup; unset: none does.
     */
    SURVEY_URLS: z.preprocess(emptyAsUndefined, surveyUrls.optional()),
    /** clamd for scanning application attachments (host, optionally host:port); unset: no scan. */
    CLAMAV_HOST: z.preprocess(emptyAsUndefined, z.string().optional()),
    /** Rate limits of the apply form (429 with Retry-After beyond them). */
    APPLICATIONS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(30),
    APPLICATIONS_PER_EMAIL_PER_HOUR: z.coerce.number().int().min(1).default(10),
    ADMIN_TOKEN: z.preprocess(
      emptyAsUndefined,
      z.string().min(24, 'must be at least 24 characters').optional(),
    ),
    /** The card payment provider: stripe when STRIPE_SECRET_KEY is set, else the sandbox inside the server. */
    PAYMENTS: z.preprocess(emptyAsUndefined, z.enum(['sandbox', 'stripe']).optional()),
    PAYMENTS_SANDBOX_SECRET: z.preprocess(
      emptyAsUndefined,
      z.string().min(24, 'must be at least 24 characters').optional(),
    ),
    PAYMENTS_SANDBOX_CALLBACK_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(250),
    PAYMENTS_SANDBOX_CALLBACKS: z.coerce.number().int().min(1).max(5).default(2),
    /** The seller on the invoices (`{brand}`: the brand's name). */
    INVOICE_SELLER_NAME: z.string().trim().min(1).max(200).default('{brand} sp. z o.o.'),
    INVOICE_SELLER_ADDRESS: z.string().trim().min(1).max(300).default('ul. Prosta 1, 00-001 Warszawa, PL'),
    INVOICE_SELLER_TAX_ID: z.string().trim().min(1).max(30).default('PL5252812345'),
    /** An order still pending this long after it was placed is looked up at the provider (pg-boss job). */
    PAYMENTS_RECONCILE_AFTER_SECONDS: z.coerce.number().int().min(0).max(86_400).default(900),
    STRIPE_SECRET_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
    STRIPE_WEBHOOK_SECRET: z.preprocess(emptyAsUndefined, z.string().optional()),
    STRIPE_API_URL: optionalUrl,
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Unset: coloured lines on a terminal outside production, JSON otherwise. */
    LOG_FORMAT: z.preprocess(emptyAsUndefined, z.enum(['json', 'pretty']).optional()),
    /**
     * The maps' background: a Leaflet tile URL template (`{z}/{x}/{y}`, optional `{s}`), `none` for a
     * plain background. Its origin is added to the pages' CSP `img-src`.
     */
    MAP_TILE_URL: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .max(500)
        .regex(
          /^(none|https?:\/\/[^\s]+\{z\}[^\s]*|\/[^\s]*\{z\}[^\s]*)$/,
          'must be none or a URL with {z}, {x}, {y}',
        )
        .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
    ),
    MAP_TILE_ATTRIBUTION: z.preprocess(
      emptyAsUndefined,
      z.string().max(300).default('© OpenStreetMap contributors'),
    ),
    DEMO_OFFERS: z.coerce.number().int().min(0).max(1_000_000).default(2000),
    DEMO_DATA: z
      .enum(['true', 'false'])
      .default('true')
      .transform((value) => value === 'true'),
    /**
     * The projection worker's CPU priority (nice, 0-19): it yields the cores to the APIs while busy (a
     * digest run, a rebuild) and has them all when they are idle. The all-in-one server keeps 0.
     */
    WORKER_NICE: z.coerce.number().int().min(0).max(19).default(10),
    /**
     * The share of its time a blue/green rebuild works while the old version serves the board (0.05-1):
     * it rests between batches for the rest, so the board's answers stay as quick as without it.
     */
    REBUILD_SHARE: rebuildShare.default(0.5),
    /** Run the offers' time-driven jobs (scheduled publication, expiry, bumps) in this process. */
    OFFER_TIMERS: z
      .enum(['true', 'false'])
      .default('true')
      .transform((value) => value === 'true'),
  })
  .superRefine((config, ctx) => {
    if (config.EVENT_STORE === 'kurrentdb' && !config.KURRENTDB_CONNECTION_STRING)
      ctx.addIssue({
        code: 'custom',
        path: ['KURRENTDB_CONNECTION_STRING'],
        message: 'is required when EVENT_STORE=kurrentdb',
      });
    if (
      (config.PAYMENTS === 'stripe' || (config.PAYMENTS === undefined && config.STRIPE_SECRET_KEY)) &&
      (!config.STRIPE_SECRET_KEY || !config.STRIPE_WEBHOOK_SECRET)
    )
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_SECRET_KEY'],
        message: 'PAYMENTS=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET',
      });
    if (config.NODE_ENV === 'production' && !config.AUTH_SECRET)
      ctx.addIssue({ code: 'custom', path: ['AUTH_SECRET'], message: 'is required in production' });
    if (config.SEARCH === 'meilisearch' && !config.MEILI_URL)
      ctx.addIssue({ code: 'custom', path: ['MEILI_URL'], message: 'is required when SEARCH=meilisearch' });
    if (config.GEOCODER === 'nominatim' && !config.NOMINATIM_URL)
      ctx.addIssue({
        code: 'custom',
        path: ['NOMINATIM_URL'],
        message: 'is required when GEOCODER=nominatim',
      });
    if (config.STORAGE === 's3')
      for (const name of ['S3_URL', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const)
        if (!config[name])
          ctx.addIssue({ code: 'custom', path: [name], message: 'is required when STORAGE=s3' });
  });

export type Config = z.output<typeof configSchema> & { readonly dataDir: string };

/** Variables whose values never reach a log line or an error message, not even a bad one. */
export const secretVariables: ReadonlySet<string> = new Set([
  'MEILI_MASTER_KEY',
  'CAPTCHA_SECRET',
  'ADMIN_TOKEN',
  'PAYMENTS_SANDBOX_SECRET',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'AUTH_SECRET',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
]);

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads and validates the environment; throws ConfigError naming each bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((issue) => {
        const name = issue.path.join('.');
        const value = env[name];
        const shown =
          value === undefined ? '' : secretVariables.has(name) ? ' (value hidden)' : ` (got "${value}")`;
        return `${name}: ${issue.message}${shown}`;
      }),
    );
  }
  return { ...result.data, dataDir: path.resolve(cwd, result.data.DATA_DIR) };
}
