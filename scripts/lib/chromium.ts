/**
 * How the browser tests and the benchmarks start Chromium: Debian's browser driven by
 * playwright-core, headless, with the switches that keep it from sandboxing, using the GPU and
 * calling home, so that runs on this machine are alike. CHROME_PATH, when set, names the browser
 * of both.
 */
import { existsSync } from 'node:fs';

/** The browser readers run (Debian's package chromium): what the benchmarks measure. */
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * The browser tests' browser: Debian's chromium-headless-shell when it is installed, the same
 * engine and version as chromium without the full browser's window layers, which Playwright too
 * runs its headless tests on. Six browser files on the two-core machine: 83 s and 73 CPU-s of
 * Chromium with chromium, 74 s and 58 CPU-s with the shell. Falls back to CHROME_PATH.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const TEST_CHROME_PATH = process.env.CHROME_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROME_PATH);

export const CHROMIUM_SWITCHES = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
