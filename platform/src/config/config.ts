import path from 'node:path';
import { z } from 'zod';

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalUrl = z.preprocess(emptyAsUndefined, z.string().url().optional());

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
    ADMIN_TOKEN: z.preprocess(
      emptyAsUndefined,
      z.string().min(24, 'must be at least 24 characters').optional(),
    ),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    DEMO_OFFERS: z.coerce.number().int().min(0).max(1_000_000).default(2000),
    DEMO_DATA: z
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
    if (config.SEARCH === 'meilisearch' && !config.MEILI_URL)
      ctx.addIssue({ code: 'custom', path: ['MEILI_URL'], message: 'is required when SEARCH=meilisearch' });
  });

export type Config = z.output<typeof configSchema> & { readonly dataDir: string };

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
        return `${name}: ${issue.message}${value === undefined ? '' : ` (got "${value}")`}`;
      }),
    );
  }
  return { ...result.data, dataDir: path.resolve(cwd, result.data.DATA_DIR) };
}
