/**
 * How the browser tests start Chromium: Debian's headless shell, or its chromium
 * (scripts/lib/chromium.ts), driven by playwright-core (Playwright's own browser download does not
 * work here). Started once for the whole run by
 * tests/e2e/global-setup.ts; a file whose connection to it fails starts one of its own.
 */
import type { LaunchOptions } from 'playwright-core';
import { CHROMIUM_SWITCHES, TEST_CHROME_PATH } from '../../../scripts/lib/chromium';

export const CHROMIUM: LaunchOptions = {
  executablePath: TEST_CHROME_PATH,
  headless: true,
  args: [...CHROMIUM_SWITCHES, '--disable-dev-shm-usage'],
};
