import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { sharedAliases } from './vite.config';

// Workers of the unit, server and tooling projects (one group: Vitest requires the same number
// for projects it runs together). Vitest's default is one fewer than the cores, a single worker
// on the two-core CI machine, which left a core idle while a file waited on PostgreSQL, a child
// process or its own module loading. Every file of these projects has its own database, jsdom
// and module graph, so two run side by side as they do on any bigger machine.
const workers = Math.max(2, availableParallelism() - 1);
// Browser test workers: each has a portal server and demo data of its own (global-setup.ts), and
// runs its files one at a time. A browser test waits on the page about half of its time (the
// two-core machine's CPU was half idle with one), so two overlap; more would only share the cores.
const browserWorkers = Math.min(workers, 3);

const UNIT_DIR = 'tests/unit';
/**
 * Unit files that need a module graph and a document of their own. Most unit files share one per
 * worker (`isolate: false`): loading jsdom, React and antd again for each of 77 files took about
 * two thirds of the unit tests' time (162 s → 48 s for the project on this machine). A file that
 * replaces modules or globals (`vi.mock`, `vi.doMock`, `vi.stubGlobal`, `vi.resetModules`) or
 * drives single-spa's one router would change them for the files after it, so such a file is
 * found by its own text and runs isolated; FRESH_DOCUMENT adds files that need more than the reset
 * tests/unit/setup.ts does before each file (storage, cookies, URL, body, spies). Checked with
 * `npx vitest run --project unit --sequence.shuffle --sequence.seed=N` for several N.
 */
const FRESH_DOCUMENT = [
  'tests/unit/layout/elements.test.tsx',
  // Fails after some other files in a shuffled order (its widget comes up folded, as on a phone or
  // a centre page) although storage, URL, body and spies are reset: the state left behind is not
  // yet pinned down.
  'tests/unit/layout/service-widget.test.tsx',
];
const NEEDS_ISOLATION = /\bvi\.(?:mock|doMock|stubGlobal|resetModules)\(|['"]single-spa['"]/;
/** The test files of a folder that need a module graph of their own (see above), plus `extra`. */
function isolatedFiles(dir: string, extra: readonly string[] = []): string[] {
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.test\.tsx?$/.test(f))
    .map((f) => path.posix.join(dir, f.split(path.sep).join('/')));
  return [...new Set([...files.filter((f) => NEEDS_ISOLATION.test(readFileSync(f, 'utf8'))), ...extra])];
}
const isolatedUnit = isolatedFiles(UNIT_DIR, FRESH_DOCUMENT);
/**
 * Server files share one module graph per worker too: each imported the whole server (Fastify,
 * TypeBox, every feature) again; on the two-core machine the project took 338 s on PostgreSQL
 * and 362 s on PGlite, 193 s and 233 s sharing the graph. Every file builds its own app,
 * database and clock (helpers/test-app.ts) and the server keeps no process globals, so nothing
 * carries over but the loaded code; a file that replaces a module (`vi.mock`) runs isolated, as
 * in the unit tests. Checked with `--sequence.shuffle.files --sequence.seed=N` for two N.
 */
const isolatedServer = isolatedFiles('tests/server');

const unitProject = {
  environment: 'jsdom',
  setupFiles: ['tests/unit/setup.ts'],
  // Property tests run hundreds of cases: on a busy two-core machine 5 s is not enough.
  testTimeout: 15_000,
};

const serverProject = {
  maxWorkers: workers,
  environment: 'node' as const,
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

/**
 * Browser files that start a portal server of their own (a fresh database, seeded) and mostly
 * wait (token lifetimes, clocks): started first, so that their wait overlaps the other worker's
 * files instead of being the run's tail alone. Vitest's order, kept otherwise, runs the largest
 * files first on a fresh clone (no timings cached), which put ux-token-refresh (a small file, 38 s
 * of waiting) last: the other worker sat idle for those 38 s.
 */
const OWN_SERVER = /\b(?:spawnServer|serveBuildCopy)\(/;
class OwnServersFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const isBrowser = (f: TestSpecification): boolean => f.project.name === 'e2e';
    const browser = sorted.filter(isBrowser);
    const own = browser.filter((f) => OWN_SERVER.test(readFileSync(f.moduleId, 'utf8')));
    const reordered = [...own, ...browser.filter((f) => !own.includes(f))];
    // The browser files take the same places in the order, among themselves reordered.
    return sorted.map((f) => (isBrowser(f) ? (reordered.shift() as TestSpecification) : f));
  }
}

// The projects: unit tests (jsdom; most files sharing a module graph, the rest isolated), server
// integration (node, real databases), tooling, and browser end-to-end (node driving the system
// Chromium against a real server).
export default defineConfig({
  // The same exact-match aliases as the build: one table of @scf/shared's entries.
  resolve: { alias: sharedAliases() },
  test: {
    sequence: { sequencer: OwnServersFirst },
    projects: [
      {
        extends: true,
        test: {
          ...unitProject,
          name: 'unit',
          maxWorkers: workers,
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          exclude: isolatedUnit,
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          ...unitProject,
          name: 'unit-isolated',
          maxWorkers: workers,
          include: isolatedUnit,
        },
      },
      {
        extends: true,
        test: {
          ...serverProject,
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          exclude: isolatedServer,
          isolate: false,
        },
      },
      {
        extends: true,
        test: { ...serverProject, name: 'server-isolated', include: isolatedServer },
      },
      {
        extends: true,
        test: {
          name: 'tooling',
          maxWorkers: workers,
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
          maxWorkers: browserWorkers,
          // A worker's files share its module graph: each isolated file started a process of its
          // own and loaded Vitest's runner, Playwright's client and the helpers again (about 2 s
          // of CPU a file, 55 files). What a file leaves in the helpers (its server, its browser
          // connection) is reset after it by setup.ts; its pages have browser contexts of their own.
          isolate: false,
          // expect.poll waits for what a page does after an event; 1 s (Vitest's default) was too
          // short with two browser workers on two cores. A poll that passes returns at once.
          expect: { poll: { timeout: 10_000 } },
          // After the unit, server and tooling files (group 0), never beside them.
          sequence: { groupOrder: 1 },
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
