import { defineConfig } from 'vitest/config';
import { sharedAliases } from './vite.config';

// Three projects: fast unit tests (jsdom), server integration (node, real databases) and
// browser end-to-end (node driving the system Chromium against a real server).
export default defineConfig({
  // The same exact-match aliases as the build: one table of @scf/shared's entries.
  resolve: { alias: sharedAliases() },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/unit/setup.ts'],
          // Property tests run hundreds of cases: on a busy two-core machine 5 s is not enough.
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'tooling',
          environment: 'node',
          include: ['tests/tooling/**/*.test.ts'],
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          testTimeout: 90_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          globalSetup: ['tests/e2e/global-setup.ts'],
          // Closes the browser a file's tests shared (helpers/browser.ts).
          setupFiles: ['tests/e2e/setup.ts'],
          // The pages run in China time (the browser contexts' timezoneId, the server's calendar):
          // a test's own "today" must be China's too, or it is a day behind from 16:00 UTC.
          env: { TZ: 'Asia/Shanghai' },
        },
      },
    ],
  },
});
