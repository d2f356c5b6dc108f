import { ConfigError, loadConfig } from '@tablica/platform/config/config';
import { createLogger } from '@tablica/platform/observability/logger';
import { startTablica } from './runtime';

/** `npm start` (built web apps) and `npm run dev` (--dev: Vite with hot reload). */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.LOG_LEVEL);
  const dev = process.argv.includes('--dev');
  const tablica = await startTablica({ config, logger, web: dev ? 'dev' : 'built' });
  logger.info(`Tablica is running at http://localhost:${tablica.port} (employer console: /employer/)`);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping');
    await tablica.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
