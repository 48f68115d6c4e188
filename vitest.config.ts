import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

// Three projects: fast unit tests (jsdom), server integration (node, real databases) and
// browser end-to-end (node driving the system Chromium against a real server).
export default defineConfig({
  resolve: {
    alias: [
      { find: /^@scf\/shared$/, replacement: here('./shared/index.ts') },
      { find: /^@scf\/shared\/ui$/, replacement: here('./shared/ui.ts') },
      { find: /^@scf\/shared\/layout$/, replacement: here('./shared/layout/index.ts') },
      { find: /^@scf\/shared\/forms$/, replacement: here('./shared/forms.ts') },
      { find: /^@scf\/shared\/wizard$/, replacement: here('./shared/wizard.ts') },
      { find: /^@scf\/shared\/date-picker$/, replacement: here('./shared/date-picker-entry.ts') },
      { find: /^@scf\/shared\/sanitize$/, replacement: here('./shared/sanitize-entry.ts') },
    ],
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/unit/setup.ts'],
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
        },
      },
    ],
  },
});
