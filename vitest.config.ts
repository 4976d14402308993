import react from '@vitejs/plugin-react';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

// On TEST_DATABASE_URL's server when set (CI: the machine's PostgreSQL), else on an embedded one.
const apiProject: TestProjectInlineConfiguration = {
  test: {
    name: 'api',
    environment: 'node',
    include: [
      'src/server/**/*.test.ts',
      'src/shared/**/*.test.ts',
      'tests/security/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    globalSetup: ['tests/support/global-database.ts'],
    // Argon2 and a fresh database per file make the first request of a file slow on a 2-core machine.
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
};

const faultSuites = [
  'tests/system/database-faults.test.ts',
  'tests/system/database-outage.test.ts',
  'tests/system/embedded-database-faults.test.ts',
  'tests/system/hostile-mail.test.ts',
  'tests/system/live-after-database-restart.test.ts',
  'tests/system/live-burst.test.ts',
  'tests/system/two-instances.test.ts',
];

export default defineConfig({
  test: {
    projects: [
      apiProject,
      {
        plugins: [react()],
        test: {
          name: 'client',
          environment: 'happy-dom',
          include: ['src/client/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/support/dom-setup.ts'],
          // Component journeys with user-event take seconds on a busy 2-core machine.
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'system',
          environment: 'node',
          include: ['tests/system/**/*.test.ts'],
          exclude: faultSuites,
          globalSetup: ['tests/system/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Suites that time the server under load and faults: alone, one after another, after the rest, so
        // their bounds measure the product rather than the other suites' load.
        test: {
          name: 'faults',
          environment: 'node',
          include: faultSuites,
          globalSetup: ['tests/system/global-setup.ts'],
          fileParallelism: false,
          sequence: { groupOrder: 1 },
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 600_000,
        },
      },
    ],
  },
});
