/**
 * "Every function takes garbage input without throwing into the page": each exported function
 * of @scf/shared (hooks and components aside, they need React) is called with hostile
 * arguments; none may throw synchronously, and returned promises must settle.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as shared from '../../../shared/index';
import * as layout from '../../../shared/layout';
import { http } from '../../../shared/http/axios-instance';
import { registerNotifier } from '../../../shared/notify/notifier';
import { domNotifier } from '../../../shared/notify/dom-notifier';
import { mockAdapter, ok, resetAll } from './helpers';

vi.mock('single-spa', () => ({ navigateToUrl: vi.fn() }));

const GARBAGE: unknown[][] = [
  [],
  [null],
  [undefined, undefined, undefined],
  [{}, {}, {}],
  ['%E0%A4%A', -1, NaN],
  [42, [], () => undefined],
  ['x'.repeat(100_000)],
  [
    {
      toString: () => {
        throw new Error('hostile');
      },
    },
  ],
  [Symbol('s') as unknown],
];

const originalAdapter = http.defaults.adapter;
let unregister: () => void = () => undefined;

beforeAll(() => {
  resetAll();
  http.defaults.adapter = mockAdapter(() => ok(null));
  // A silent notifier so that nothing is rendered into the test document.
  unregister = registerNotifier({ ...domNotifier, message: () => undefined, alert: () => undefined }, 1000);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterAll(() => {
  http.defaults.adapter = originalAdapter;
  unregister();
  vi.restoreAllMocks();
});

const isComponentOrHook = (name: string) => /^[A-Z]/.test(name) || /^use[A-Z]/.test(name);
/** The layout components' helpers are another module's (shared/layout); they are tested there. */
const LAYOUT = new Set(Object.keys(layout));
/** Dialogs wait for the user: their promises are not awaited. */
const WAITS_FOR_USER = new Set(['confirm', 'showConfirm']);
/**
 * Functions whose job is to replace global behaviour;
 * called with garbage they must still not throw, but are reset after.
 */
/**
 * Functions that refuse a wrong page key, page table or route declaration on purpose: those arguments are constants
 * of the code, and a loud error at build and test time is the point.
 */
const PROGRAMMER_ERRORS = new Set(['definePages', 'definePageRequest', 'routeOfPage', 'pathOfPage', 'declaredRoutes']);
/**
 * The money and calendar rules the server shares: they refuse what is not an amount of fen or
 * a calendar date with a RangeError instead of answering NaN, which would slip through a check
 * such as `days <= 0` (the pages pass them parsed values; the server's schemas check first).
 */
const STRICT_RULES = new Set(['quoteFinancing', 'daysBetween', 'chinaDate']);
const RESET_AFTER = new Set(['configureNavigation', 'configureCookies', 'configureHttp']);

describe('garbage in, no exception out', () => {
  const fns = Object.entries(shared).filter(
    ([name, v]) =>
      typeof v === 'function' &&
      !isComponentOrHook(name) &&
      !LAYOUT.has(name) &&
      !PROGRAMMER_ERRORS.has(name) &&
      !STRICT_RULES.has(name),
  );

  it('covers the library', () => {
    expect(fns.length).toBeGreaterThan(150);
  });

  it.each(fns.map(([name]) => name))('%s', { timeout: 30_000 }, async (name) => {
    const fn = (shared as unknown as Record<string, (...a: unknown[]) => unknown>)[name] as (
      ...a: unknown[]
    ) => unknown;
    for (const args of GARBAGE) {
      let result: unknown;
      expect(
        () => {
          result = fn(...args);
        },
        `${name}(${args.map((a) => typeof a).join(', ')})`,
      ).not.toThrow();
      if (result instanceof Promise && !WAITS_FOR_USER.has(name))
        await result.then(
          () => undefined,
          () => undefined,
        );
      // Functions that start something return a stop/unregister function: undo it.
      if (typeof result === 'function' && /^(start|register|subscribe|listen)/.test(name)) (result as () => void)();
    }
    document.body.innerHTML = '';
    if (RESET_AFTER.has(name)) {
      shared.configureNavigation(null);
      shared.configureCookies(null);
      shared.configureHttp({ baseURL: '/api' });
    }
  });
});

describe('the strict money and calendar rules', () => {
  it('answer garbage with a RangeError only (never NaN, never a TypeError from inside)', () => {
    for (const name of STRICT_RULES) {
      const fn = (shared as unknown as Record<string, (...args: unknown[]) => unknown>)[name];
      expect(typeof fn, name).toBe('function');
      for (const args of GARBAGE) {
        let answer: unknown;
        try {
          answer = fn?.(...args);
        } catch (err) {
          expect(err, `${name}(${args.map((a) => typeof a).join(', ')})`).toBeInstanceOf(RangeError);
          continue;
        }
        expect(Number.isNaN(answer), `${name} answered NaN`).toBe(false);
      }
    }
  });
});
