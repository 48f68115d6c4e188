/**
 * `npm run bench`: the performance figures of the portal, printed (not asserted). Each mode is a
 * module of its own; this file only picks one.
 *   npm run bench            pages: loads under three profiles, switches, sizes (scripts/bench-pages.ts)
 *   npm run bench -- --api   API capacity beside a bare Fastify, event-loop delay, writes/s (scripts/bench-api.ts)
 *   npm run bench -- --lighthouse   Lighthouse's mobile verdict on the home, login and signed-in pages
 *                                   (scripts/bench-lighthouse.ts)
 */
import { benchApi } from './bench-api';
import { ensureBuild } from './build-state.mjs';
import { benchPages } from './bench-pages';
import { benchLighthouse } from './bench-lighthouse';

const MODES: Record<string, () => Promise<void>> = {
  pages: benchPages,
  api: async () => {
    ensureBuild();
    await benchApi(process.argv);
  },
  lighthouse: async () => {
    ensureBuild();
    await benchLighthouse(process.argv);
  },
};

const mode =
  process.argv
    .slice(2)
    .find((a) => a.startsWith('--') && Object.hasOwn(MODES, a.slice(2)))
    ?.slice(2) ?? 'pages';
const run = MODES[mode] as () => Promise<void>;
run().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
