/**
 * `npm run bench`: the performance figures of the portal, printed (not asserted). Each mode is a
 * module of its own; this file only picks one.
 *   npm run bench            pages: loads under three profiles, switches, sizes (scripts/bench-pages.ts)
 */
import { benchPages } from './bench-pages';

const MODES: Record<string, () => Promise<void>> = {
  pages: benchPages,
};

const mode = process.argv.slice(2).find((a) => a.startsWith('--'))?.slice(2) ?? 'pages';
const run = MODES[mode];
if (!run) {
  console.error(`Unknown bench mode --${mode}: use ${Object.keys(MODES).map((m) => `--${m}`).join(', ')}`);
  process.exit(2);
}
run().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
