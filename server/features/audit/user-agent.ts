/**
 * Browser and operating system of a User-Agent header, for the login log and the devices page.
 * Parsing is left to ua-parser-js (v1, MIT): user agents change every month and a hand-written
 * pattern list goes stale.
 */
import { UAParser } from 'ua-parser-js';

export interface AgentInfo {
  browser: string;
  os: string;
}

const UNKNOWN = '未知';

/** Longer headers are cut: nothing real needs more, and the log must not grow without bound. */
export const MAX_USER_AGENT = 512;

export function describeAgent(userAgent: string | undefined): AgentInfo {
  const ua = (userAgent ?? '').slice(0, MAX_USER_AGENT);
  if (ua.trim() === '') return { browser: UNKNOWN, os: UNKNOWN };
  const r = new UAParser(ua).getResult();
  const join = (name?: string, version?: string) => (name ? [name, version].filter(Boolean).join(' ') : UNKNOWN);
  const major = r.browser.version?.split('.')[0];
  return { browser: join(r.browser.name, major), os: join(r.os.name, r.os.version) };
}
