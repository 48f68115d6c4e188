/** The deferred notifier (start-up queue) and the message kept across a redirect. */
import { beforeEach, describe, expect, it } from 'vitest';
import { createDeferredNotifier } from '../../../shared/notify/deferred-notifier';
import { flashMessage, showFlashMessage } from '../../../shared/notify/flash-message';
import type { Notifier } from '../../../shared/notify/notifier.types';
import { recordingNotifier, resetAll } from './helpers';

function fakeNotifier() {
  const calls: string[] = [];
  let confirmAnswer = true;
  const n: Notifier = {
    message: (o) => void calls.push(`message:${o.text}`),
    alert: (o) => void calls.push(`alert:${o.title}`),
    confirm: (o) => {
      calls.push(`confirm:${o.title}`);
      return Promise.resolve(confirmAnswer);
    },
    notice: (o) => {
      calls.push(`notice:${o.description}`);
      return { update: (d) => void calls.push(`update:${d}`), close: () => void calls.push('close') };
    },
  };
  return { n, calls, answer: (v: boolean) => (confirmAnswer = v) };
}

describe('deferred notifier', () => {
  it('queues calls made before the real notifier arrives and replays them in order', async () => {
    const d = createDeferredNotifier();
    const real = fakeNotifier();
    d.notifier.message({ level: 'warning', text: '一', durationMs: 5000 });
    d.notifier.alert({ title: '系统提示', content: 'x', okText: '确定' });
    const answer = d.notifier.confirm({ title: '确认', content: '', okText: '确定', cancelText: '取消' });
    expect(d.ready).toBe(false);
    expect(real.calls).toEqual([]);
    d.resolve(real.n);
    expect(d.ready).toBe(true);
    expect(real.calls).toEqual(['message:一', 'alert:系统提示', 'confirm:确认']);
    await expect(answer).resolves.toBe(true);
    d.notifier.message({ level: 'info', text: '二', durationMs: 5000 });
    expect(real.calls.at(-1)).toBe('message:二');
  });

  it('tells of the first call that has to wait, once, and of none once the real notifier is there', () => {
    let waiting = 0;
    const d = createDeferredNotifier(() => {
      waiting += 1;
    });
    expect(waiting).toBe(0);
    d.notifier.message({ level: 'info', text: '一', durationMs: 5000 });
    d.notifier.message({ level: 'info', text: '二', durationMs: 5000 });
    expect(waiting).toBe(1);
    d.resolve(fakeNotifier().n);
    d.notifier.message({ level: 'info', text: '三', durationMs: 5000 });
    expect(waiting).toBe(1);
  });

  it('a notice updated or closed before it exists ends up in the same state', () => {
    const d = createDeferredNotifier();
    const real = fakeNotifier();
    const opts = {
      key: 'k',
      title: 't',
      description: 'a',
      announcement: '',
      actionText: '继续使用',
      onAction: () => undefined,
    };
    const h1 = d.notifier.notice(opts);
    h1.update('b', '');
    const h2 = d.notifier.notice({ ...opts, key: 'k2', description: 'c' });
    h2.close();
    d.resolve(real.n);
    expect(real.calls).toEqual(['notice:a', 'update:b']);
    h1.close();
    expect(real.calls.at(-1)).toBe('close');
  });

  it('whenReady calls back with the real notifier, asking for it once; a cancelled call is never made', () => {
    let asked = 0;
    const d = createDeferredNotifier(() => {
      asked++;
    });
    const seen: string[] = [];
    const cancel = d.whenReady(() => seen.push('cancelled'));
    d.whenReady((n) => n.message({ level: 'info', text: '到了', durationMs: 1000 }));
    expect(asked).toBe(1);
    cancel();
    const real = fakeNotifier();
    d.resolve(real.n);
    expect(seen).toEqual([]);
    expect(real.calls).toEqual(['message:到了']);
    d.whenReady((n) => n.message({ level: 'info', text: '即时', durationMs: 1000 }));
    expect(real.calls).toEqual(['message:到了', 'message:即时']);
  });

  it('a later notifier (a re-rendered root) replaces the first', () => {
    const d = createDeferredNotifier();
    const a = fakeNotifier();
    const b = fakeNotifier();
    d.resolve(a.n);
    d.resolve(b.n);
    d.notifier.message({ level: 'info', text: 'x', durationMs: 1 });
    expect(a.calls).toEqual([]);
    expect(b.calls).toEqual(['message:x']);
  });
});

describe('flash message', () => {
  beforeEach(() => resetAll());

  it('is shown once by the next page, not by the page that kept it', () => {
    const notifier = recordingNotifier();
    flashMessage('warning', '登录状态已过期，请重新登录', 5000);
    expect(notifier.messages).toEqual([]);
    showFlashMessage();
    showFlashMessage();
    expect(notifier.messages.map((m) => [m.level, m.text, m.durationMs])).toEqual([
      ['warning', '登录状态已过期，请重新登录', 5000],
    ]);
    notifier.unregister();
  });

  it('a message kept for the login page waits for it: a root mounting on the page being left leaves it', () => {
    const notifier = recordingNotifier();
    window.history.replaceState(null, '', '/center/product/product');
    flashMessage('warning', '登录状态已过期，请重新登录', 5000, { page: '/login' });
    showFlashMessage();
    expect(notifier.messages).toEqual([]);
    window.history.replaceState(null, '', '/login?redirect=%2Fcenter%2Fcrm%2Fuser');
    showFlashMessage();
    showFlashMessage();
    expect(notifier.messages.map((m) => m.text)).toEqual(['登录状态已过期，请重新登录']);
    notifier.unregister();
  });

  it('is kept for half a minute: a login page slow to mount on a busy machine still shows it', () => {
    const notifier = recordingNotifier();
    window.history.replaceState(null, '', '/login');
    let t = 1_000_000;
    flashMessage('warning', '慢', 5000, { page: '/login', now: () => t });
    t += 25_000;
    showFlashMessage(() => t);
    expect(notifier.messages.map((m) => m.text)).toEqual(['慢']);
    notifier.unregister();
  });

  it('a stale or corrupt entry is dropped silently', () => {
    const notifier = recordingNotifier();
    let t = 1_000_000;
    flashMessage('warning', '旧消息', 5000, { now: () => t });
    t += 60_000;
    showFlashMessage(() => t);
    sessionStorage.setItem('scf:flash-message', '{not json');
    expect(() => showFlashMessage()).not.toThrow();
    sessionStorage.setItem('scf:flash-message', JSON.stringify({ level: 'evil', text: 5, at: 'x' }));
    expect(() => showFlashMessage()).not.toThrow();
    for (const v of ['null', '5', '"x"', '[]']) {
      sessionStorage.setItem('scf:flash-message', v);
      expect(() => showFlashMessage()).not.toThrow();
    }
    // A stale entry for another page is dropped too, not kept for ever.
    flashMessage('warning', '旧消息', 5000, { page: '/elsewhere', now: () => t - 60_000 });
    showFlashMessage(() => t);
    expect(sessionStorage.getItem('scf:flash-message')).toBeNull();
    flashMessage('warning', '', 5000);
    showFlashMessage();
    expect(notifier.messages).toEqual([]);
    notifier.unregister();
  });
});
