import { runProcess } from '@tablica/platform/process';
import { startTablica } from './runtime';

/** `npm start` (built web apps) and `npm run dev` (--dev: Vite with hot reload). */
runProcess('tablica', async (config, logger) => {
  const tablica = await startTablica({
    config,
    logger,
    web: process.argv.includes('--dev') ? 'dev' : 'built',
  });
  logger.info(`Tablica is running at http://localhost:${tablica.port} (employer console: /employer/)`);
  return tablica;
});
