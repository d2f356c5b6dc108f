import { pino, type Logger } from 'pino';

export type { Logger };

/** Structured JSON logs. Secrets never reach them: the redact list covers the places they travel. */
export function createLogger(level: string, bindings: Record<string, unknown> = {}): Logger {
  return pino({
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
  });
}
