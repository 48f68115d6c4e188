// `npm test`: unit, server integration (PGlite, and PostgreSQL when TEST_DATABASE_URL is set)
// and browser end-to-end tests against the built portal in the system Chromium.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { ensureBuild } from './build-state.mjs';

const chrome = process.env.CHROME_PATH || '/usr/bin/chromium';
const haveBrowser = existsSync(chrome);
const requireBrowser = process.env.REQUIRE_BROWSER === '1';
const args = process.argv.slice(2);

if (!haveBrowser) {
  const line =
    `Chromium not found at ${chrome}: browser tests need it. ` +
    `Install it with \`apt-get install -y chromium fonts-noto-cjk\` or set CHROME_PATH.`;
  if (requireBrowser) {
    console.error(`\n✗ ${line}\n  REQUIRE_BROWSER=1: failing.\n`);
    process.exit(1);
  }
  console.warn(`\n${'!'.repeat(100)}\n!!! SKIPPING ALL BROWSER TESTS. ${line}\n${'!'.repeat(100)}\n`);
}

ensureBuild();
mkdirSync('test-results', { recursive: true });
const projects = haveBrowser
  ? []
  : [
      '--project',
      'unit',
      '--project',
      'unit-isolated',
      '--project',
      'server',
      '--project',
      'server-isolated',
      '--project',
      'tooling',
    ];
const result = spawnSync(
  process.execPath,
  [
    'node_modules/vitest/vitest.mjs',
    'run',
    ...projects,
    '--reporter=default',
    '--reporter=json',
    '--outputFile.json=test-results/vitest.json',
    ...args,
  ],
  // CHROME_PATH is passed on only when it was set: otherwise the browser tests take Debian's
  // headless shell when it is installed (scripts/lib/chromium.ts).
  { stdio: 'inherit' },
);

// One plain closing line that any CI reader understands.
try {
  const report = JSON.parse(readFileSync('test-results/vitest.json', 'utf8'));
  const skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  console.log(`\nTests: ${report.numPassedTests} passed, ${report.numFailedTests} failed, ${skipped} skipped`);
  if (report.numTotalTests === 0) {
    console.error('No test ran.');
    process.exit(1);
  }
} catch {
  console.error('No test report was written.');
}
process.exit(result.status ?? 1);
