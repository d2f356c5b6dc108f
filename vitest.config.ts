import { defineConfig } from 'vitest/config';

const exclude = ['**/node_modules/**', '**/dist/**', 'tests/e2e/**', '.data/**'];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          // Property tests take seconds; a loaded CI machine must not turn them into time-outs.
          testTimeout: 30_000,
          include: ['**/src/**/*.test.ts', '**/src/**/*.test.tsx'],
          exclude: [...exclude, '**/*.int.test.ts'],
          setupFiles: ['tests/support/dom-timeouts.ts'],
        },
      },
      {
        test: {
          name: 'integration',
          sequence: { groupOrder: 1 },
          include: ['**/*.int.test.ts'],
          exclude,
          globalSetup: ['platform/src/testing/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // Two cores: one file at a time per core is what this machine can carry.
          maxWorkers: 2,
        },
      },
    ],
  },
});
