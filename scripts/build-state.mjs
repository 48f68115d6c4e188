// Decides whether dist/ is missing or older than the sources it is built from.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const SOURCES = [
  'parcels',
  'shared',
  'root-config',
  'build',
  'vite.config.ts',
  'importmap.json',
  'scripts/build.ts',
  'scripts/import-map.ts',
  'package-lock.json',
];

/** @param {string} p */
function newestMtime(p) {
  if (!existsSync(p)) return 0;
  const s = statSync(p);
  if (!s.isDirectory()) return s.mtimeMs;
  let newest = 0;
  for (const name of readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, name)));
  return newest;
}

export function buildIsStale() {
  const stamp = 'dist/build-stamp.json';
  if (!existsSync(stamp)) return true;
  const built = statSync(stamp).mtimeMs;
  return SOURCES.some((s) => newestMtime(s) > built);
}

export function ensureBuild() {
  if (!buildIsStale()) return;
  const started = Date.now();
  console.log(
    'The build is missing or older than the sources: building the front end into dist/ (about half a minute)...',
  );
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], { stdio: 'inherit' });
  console.log(`Front end built in ${Math.round((Date.now() - started) / 1000)} s.`);
}
