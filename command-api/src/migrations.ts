import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The tables the command API writes (accounts, companies, company users, brand stories, CVs). */
export const commandMigrationsDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../migrations',
);
