import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './support/chromium';

// The config is evaluated in the runner and in every worker: fix the port and data folder once, in the
// environment the workers inherit.
process.env.TABLICA_E2E_PORT ??= String(30000 + Math.floor(Math.random() * 20000));
process.env.TABLICA_E2E_DATA ??= mkdtempSync(path.join(tmpdir(), 'tablica-e2e-'));
const port = process.env.TABLICA_E2E_PORT;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const chromium = { executablePath: chromiumPath, args: chromiumFlags };

export default defineConfig({
  testDir: './e2e',
  outputDir: '../test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  reporter: [['list'], ['json', { outputFile: '../test-reports/playwright.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: chromium,
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: chromium, locale: 'pl-PL' } },
    { name: 'mobile', use: { ...devices['Pixel 7'], launchOptions: chromium, locale: 'en-GB' } },
  ],
  webServer: {
    // The real server, as `npm start` runs it (web apps built by `npm run test:e2e` first).
    command: 'node --import tsx server/src/main.ts',
    cwd: root,
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: {
      PORT: port,
      HOST: '127.0.0.1',
      DATA_DIR: process.env.TABLICA_E2E_DATA,
      LOG_LEVEL: 'warn',
      // A smaller generated board than npm start's: the journeys need a living board, not a big one.
      DEMO_OFFERS: '300',
    },
  },
});
