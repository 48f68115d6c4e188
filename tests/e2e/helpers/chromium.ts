/**
 * How the browser tests start Chromium: Debian's /usr/bin/chromium driven by playwright-core
 * (Playwright's own browser download does not work here). Started once for the whole run by
 * tests/e2e/global-setup.ts; a file whose connection to it fails starts one of its own.
 */
import type { LaunchOptions } from 'playwright-core';

export const CHROMIUM: LaunchOptions = {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-dev-shm-usage',
  ],
};
