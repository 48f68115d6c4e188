// Installs dependencies when node_modules is missing or older than package-lock.json, so that
// `npm start` and `npm test` work on a fresh clone with nothing else typed first.
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export function ensureDeps() {
  const marker = 'node_modules/.package-lock.json';
  const stale = !existsSync(marker) || statSync(marker).mtimeMs < statSync('package-lock.json').mtimeMs - 1000;
  if (!stale) return;
  const started = Date.now();
  console.log('Installing dependencies (npm ci; the first time takes a minute or two)...');
  try {
    execSync('npm ci --no-audit --no-fund', { stdio: 'inherit' });
  } catch {
    // `npm ci` refuses a lock file that lacks other platforms' optional binaries (a registry
    // that serves only this platform's): install the lock file's versions with `npm install`.
    console.log('npm ci refused the lock file; installing with npm install instead...');
    execSync('npm install --no-audit --no-fund', { stdio: 'inherit' });
  }
  console.log(`Dependencies installed in ${Math.round((Date.now() - started) / 1000)} s.`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) ensureDeps();
