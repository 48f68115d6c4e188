/**
 * How the browser tests and the benchmarks start Chromium: Debian's /usr/bin/chromium (or
 * CHROME_PATH) driven by playwright-core, headless, with the switches that keep it from
 * sandboxing, using the GPU and calling home, so that runs on this machine are alike.
 */
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_SWITCHES = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
