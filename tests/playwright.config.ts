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
    // A visitor who closed the general brand's survey long ago: its card (after 0.5-2.5 s, bottom of the
    // screen) would otherwise cover what other journeys click. survey-popup.spec.ts starts without it.
    storageState: {
      cookies: [
        {
          name: 'survey-popup',
          value: 'closed',
          domain: 'work.localhost',
          path: '/',
          expires: -1,
          httpOnly: false,
          secure: false,
          sameSite: 'Lax',
        },
      ],
      origins: [],
    },
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
      // The general brand has a survey (survey-popup.spec.ts), the IT brand none.
      SURVEY_URLS: 'work=https://survey.example.com/tablica-praca',
    },
  },
});
