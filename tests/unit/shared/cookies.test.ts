/** docs/requirements.md#client-state cookies: names, lifetimes, domain, SameSite/Secure, malformed input. */
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  configureCookies,
  cookieConfig,
  getCookie,
  parseCookies,
  serializeCookie,
  setCookie,
} from '../../../shared/cookies/cookies';
import {
  COOKIE,
  getAccessToken,
  getLastActivity,
  hasSession,
  removeTokens,
  setLastActivity,
  setTokens,
  TOKEN_COOKIE_MAX_AGE_S,
} from '../../../shared/cookies/portal-cookies';
import { resetAll } from './helpers';

beforeEach(() => resetAll());
afterEach(() => configureCookies(null));

describe('cookie names and lifetimes', () => {
  it('are the six of the client state', () => {
    expect(Object.values(COOKIE).sort()).toEqual(
      ['access_token', 'currentTime', 'lastTime', 'sidebarMode', 'theme_color'].sort(),
    );
  });

  it('token cookies last 86,400 s, SameSite=Lax, Path=/', () => {
    expect(TOKEN_COOKIE_MAX_AGE_S).toBe(86_400);
    const s = serializeCookie('access_token', 'abc', { maxAgeSeconds: TOKEN_COOKIE_MAX_AGE_S });
    expect(s).toContain('Max-Age=86400');
    expect(s).toContain('SameSite=Lax');
    expect(s).toContain('Path=/');
    expect(s).not.toContain('Secure'); // jsdom runs on http
    expect(s).not.toContain('Domain=');
  });

  it('uses the configured parent domain and ignores garbage domains', () => {
    configureCookies({ domain: '.example.com' });
    expect(serializeCookie('a', 'b')).toContain('Domain=.example.com');
    for (const bad of ['evil.com; Secure', 'a b', '', 42, null, '../x']) {
      configureCookies({ domain: bad });
      expect(cookieConfig().domain).toBeUndefined();
    }
    configureCookies(undefined);
    expect(cookieConfig()).toEqual({});
  });

  it(
    "setTokens stores the access token only (the refresh token is the server's HttpOnly cookie); " +
      'garbage grants store nothing',
    () => {
      expect(hasSession()).toBe(false);
      expect(setTokens({ accessToken: 'A.b-c_d', refreshToken: 'R~1' })).toBe(true);
      expect(getAccessToken()).toBe('A.b-c_d');
      expect(document.cookie).not.toContain('refresh_token');
      expect(hasSession()).toBe(true);
      removeTokens();
      expect(getAccessToken()).toBeNull();
      for (const bad of [
        null,
        'x',
        { refreshToken: 'a' },
        { accessToken: 'a;b', refreshToken: 'c' },
        { accessToken: '', refreshToken: 'c' },
        { accessToken: 1, refreshToken: 2 },
      ]) {
        expect(setTokens(bad)).toBe(false);
      }
      expect(document.cookie).not.toContain('access_token');
    },
  );
});

describe('malformed cookies are tolerated', () => {
  it('parses bad escapes, missing values, duplicates and quotes without throwing', () => {
    const m = parseCookies('a=%E0%A4%A; =x; b; c="q"; a=second; d=%E4%B8%AD');
    expect(m.get('a')).toBe('%E0%A4%A');
    expect(m.get('b')).toBeUndefined();
    expect(m.get('c')).toBe('q');
    expect(m.get('d')).toBe('中');
    fc.assert(fc.property(fc.anything(), (h) => void expect(() => parseCookies(h)).not.toThrow()));
  });

  it('reads a non-token value in the token cookie as no session', () => {
    document.cookie = 'access_token=%zz<script>';
    expect(getAccessToken()).toBeNull();
  });

  it('reads a non-numeric activity time as absent', () => {
    document.cookie = 'lastTime=yesterday; Path=/';
    expect(getLastActivity()).toBeNull();
    setLastActivity(1_700_000_000_000);
    expect(getLastActivity()).toBe(1_700_000_000_000);
    setLastActivity(-5);
    setLastActivity(Number.NaN);
    expect(getLastActivity()).toBe(1_700_000_000_000);
  });

  it('setCookie ignores values that are not strings or finite numbers', () => {
    setCookie('x', { a: 1 });
    setCookie('y', Number.POSITIVE_INFINITY);
    expect(getCookie('x')).toBeNull();
    expect(getCookie('y')).toBeNull();
    setCookie('z', 'a b;c');
    expect(getCookie('z')).toBe('a b;c');
  });
});

describe('document.cookie is read once per task', () => {
  it(
    'serves the rest of the task from one read, ' + 'sees its own writes at once and outside changes in the next task',
    async () => {
      const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
      if (!descriptor?.get || !descriptor.set) throw new Error('jsdom has no document.cookie accessor');
      let reads = 0;
      Object.defineProperty(document, 'cookie', {
        configurable: true,
        get() {
          reads += 1;
          return descriptor.get?.call(document);
        },
        set(value: string) {
          descriptor.set?.call(document, value);
        },
      });
      try {
        await Promise.resolve();
        setCookie('scf_probe', 'a');
        reads = 0;
        for (let i = 0; i < 20; i++) expect(getCookie('scf_probe')).toBe('a');
        expect(reads).toBe(1);
        // This page's own write is seen by the very next read.
        setCookie('scf_probe', 'b');
        expect(getCookie('scf_probe')).toBe('b');
        // Another tab writes (straight to the cookie jar): seen once the current task has ended.
        descriptor.set.call(document, 'scf_probe=c; Path=/');
        expect(getCookie('scf_probe')).toBe('b');
        await Promise.resolve();
        expect(getCookie('scf_probe')).toBe('c');
      } finally {
        Reflect.deleteProperty(document, 'cookie');
        setCookie('scf_probe', '', { maxAgeSeconds: 0 });
      }
    },
  );
});
