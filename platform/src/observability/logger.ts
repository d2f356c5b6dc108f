import { pino, type Logger } from 'pino';
import pretty from 'pino-pretty';

export type { Logger };

export type LogFormat = 'json' | 'pretty';

/** JSON for machines (production, pipes, files); coloured lines for a person at a terminal. */
export function defaultLogFormat(production: boolean): LogFormat {
  return !production && process.stdout.isTTY ? 'pretty' : 'json';
}

/** The format a process's configuration asks for (LOG_FORMAT), else the default for where it runs. */
export function logFormat(config: {
  readonly LOG_FORMAT?: LogFormat | undefined;
  readonly NODE_ENV: string;
}): LogFormat {
  return config.LOG_FORMAT ?? defaultLogFormat(config.NODE_ENV === 'production');
}

/** Structured logs. Secrets never reach them: the redact list covers the places they travel. */
export function createLogger(
  level: string,
  bindings: Record<string, unknown> = {},
  format: LogFormat = defaultLogFormat(process.env.NODE_ENV === 'production'),
): Logger {
  const options = {
    level,
    base: { service: 'tablica', ...bindings },
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        '*.password',
        '*.connectionString',
        'databaseUrl',
      ],
      censor: '[redacted]',
    },
  };
  if (format === 'json') return pino(options);
  // In this thread (no transport worker): a line is on the terminal before the process can exit.
  return pino(
    options,
    pretty({ colorize: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname,service' }),
  );
}
