/**
 * Test helpers for @scf/shared: an inline axios adapter (no extra dependency), a notifier that
 * records what it was asked to show, and resets for the module-level state.
 */
import { AxiosError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { http } from '../../../shared/http/axios-instance';
import { registerNotifier } from '../../../shared/notify/notifier';
import type {
  Notifier,
  MessageOptions,
  AlertOptions,
  ConfirmOptions,
  NoticeOptions,
} from '../../../shared/notify/notifier.types';
import { resetStoreForTests } from '../../../shared/state/store';
import { resetLoadingForTests } from '../../../shared/http/loading';
import { resetEffectsForTests } from '../../../shared/http/effects';
import { resetTokenExchangeForTests } from '../../../shared/http/token-exchange';

export interface MockReply {
  status: number;
  data?: unknown;
  /** Simulate a transport failure instead of a response. */
  fail?: 'network' | 'timeout';
  delayMs?: number;
}

export type MockHandler = (config: InternalAxiosRequestConfig) => MockReply | Promise<MockReply>;

/** An axios adapter that answers from `handler`, honouring `validateStatus` like the real ones. */
export function mockAdapter(handler: MockHandler): AxiosAdapter {
  return async (config) => {
    const reply = await handler(config);
    if (reply.delayMs) await new Promise((r) => setTimeout(r, reply.delayMs));
    if (reply.fail === 'network') throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {});
    if (reply.fail === 'timeout') throw new AxiosError('timeout of 60000ms exceeded', 'ECONNABORTED', config, {});
    const response: AxiosResponse = {
      data: reply.data,
      status: reply.status,
      statusText: String(reply.status),
      headers: {},
      config,
      request: {},
    };
    const ok = config.validateStatus ? config.validateStatus(reply.status) : reply.status >= 200 && reply.status < 300;
    if (!ok)
      throw new AxiosError(
        `Request failed with status code ${reply.status}`,
        AxiosError.ERR_BAD_RESPONSE,
        config,
        {},
        response,
      );
    return response;
  };
}

export const ok = (body: unknown = null, msg = '操作成功'): MockReply => ({
  status: 200,
  data: { status: 200, ok: true, msg, body },
});
export const fail = (status: number | string, msg = '', body: unknown = null, http = 200): MockReply => ({
  status: http,
  data: { status, ok: false, msg, body },
});

/** The path of a request without the query, relative to the base. */
export function pathOf(config: InternalAxiosRequestConfig): string {
  return (config.url ?? '').split('?')[0] ?? '';
}

export function bodyOf(config: InternalAxiosRequestConfig): unknown {
  if (typeof config.data !== 'string') return config.data;
  try {
    return JSON.parse(config.data) as unknown;
  } catch {
    return config.data;
  }
}

export interface RecordingNotifier extends Notifier {
  messages: MessageOptions[];
  alerts: AlertOptions[];
  confirms: ConfirmOptions[];
  notices: { options: NoticeOptions; updates: [string, string][]; closed: boolean }[];
  confirmAnswer: boolean;
}

export function recordingNotifier(): RecordingNotifier & { unregister: () => void } {
  const n: RecordingNotifier = {
    messages: [],
    alerts: [],
    confirms: [],
    notices: [],
    confirmAnswer: true,
    message(o) {
      n.messages.push(o);
    },
    alert(o) {
      n.alerts.push(o);
    },
    confirm(o) {
      n.confirms.push(o);
      return Promise.resolve(n.confirmAnswer);
    },
    notice(o) {
      const entry = { options: o, updates: [] as [string, string][], closed: false };
      n.notices.push(entry);
      return {
        update: (d, a) => entry.updates.push([d, a]),
        close: () => {
          entry.closed = true;
        },
      };
    },
  };
  const unregister = registerNotifier(n, 100);
  return Object.assign(n, { unregister });
}

function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

export function resetAll(): void {
  clearCookies();
  try {
    localStorage.clear();
    sessionStorage.clear();
  } catch {
    // jsdom always has storage.
  }
  resetStoreForTests();
  resetLoadingForTests();
  resetEffectsForTests();
  resetTokenExchangeForTests();
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
}

/**
 * Every test of the file starts from nothing (`resetAll`) with a recording notifier, and the real
 * axios adapter is put back after it. Stands for the current test's notifier.
 */
export function freshClientEachTest(): RecordingNotifier {
  let current: (RecordingNotifier & { unregister: () => void }) | undefined;
  const originalAdapter = http.defaults.adapter;
  beforeEach(() => {
    resetAll();
    current = recordingNotifier();
  });
  afterEach(() => {
    http.defaults.adapter = originalAdapter;
    current?.unregister();
  });
  const notifier = (): RecordingNotifier => {
    if (!current) throw new Error('the notifier is read outside a test');
    return current;
  };
  return new Proxy({} as RecordingNotifier, {
    get: (_target, key) => Reflect.get(notifier(), key),
    set: (_target, key, value) => Reflect.set(notifier(), key, value),
  });
}

/** A resolvable promise, for ordering concurrent requests in tests. */
export function deferred<T = void>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

export const flush = () => new Promise((r) => setTimeout(r, 0));

/**
 * Tells React that this file's tests drive it with `act()` (it warns otherwise), for this file
 * only: the unit files share a worker's globals (vitest.config.ts), so the flag is removed after.
 */
export function reactActEnvironment(): void {
  const env = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  beforeAll(() => {
    env.IS_REACT_ACT_ENVIRONMENT = true;
  });
  afterAll(() => {
    delete env.IS_REACT_ACT_ENVIRONMENT;
  });
}
