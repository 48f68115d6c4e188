import { describe, expect, it, vi } from 'vitest';

describe('@scf/shared import', () => {
  it('has no side effects when imported: no listeners, cookies, storage writes or timers', {
    timeout: 60_000,
  }, async () => {
    vi.resetModules();
    const addListener = vi.spyOn(window, 'addEventListener');
    const docListener = vi.spyOn(document, 'addEventListener');
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    const setIntervalSpy = vi.spyOn(globalThis, 'setInterval');
    const setTimeoutSpy = vi.spyOn(globalThis, 'setTimeout');
    const cookieBefore = document.cookie;
    const bodyBefore = document.body.innerHTML;
    const mod = await import('../../../shared/index');
    expect(typeof mod.guardNavigation).toBe('function');
    // 'test' is the passive-listener feature probe of a dependency (no handler); the others are vitest's.
    const ours = (spy: { mock: { calls: unknown[][] } }) =>
      spy.mock.calls.filter(
        (c) => typeof c[0] !== 'string' || !/^(error|unhandledrejection|test)$/.test(c[0] as string),
      );
    expect(ours(addListener)).toEqual([]);
    expect(ours(docListener)).toEqual([]);
    expect(setItem).not.toHaveBeenCalled();
    expect(setIntervalSpy).not.toHaveBeenCalled();
    expect(document.cookie).toBe(cookieBefore);
    expect(document.body.innerHTML).toBe(bodyBefore);
    void setTimeoutSpy;
    vi.restoreAllMocks();
  });
});

describe('no antd static message/modal/notification in @scf/shared', () => {
  it('shows everything through the notifier (statics render unstyled outside shadow roots)', async () => {
    const { readdirSync, readFileSync, statSync } = await import('node:fs');
    const path = await import('node:path');
    const root = path.resolve(__dirname, '../../../shared');
    const files: string[] = [];
    const walk = (d: string) => {
      for (const n of readdirSync(d)) {
        const f = path.join(d, n);
        if (statSync(f).isDirectory()) walk(f);
        else if (/\.tsx?$/.test(n)) files.push(f);
      }
    };
    walk(root);
    const offenders = files.filter((f) => {
      const src = readFileSync(f, 'utf8');
      return (
        /import\s*\{[^}]*\b(message|notification)\b[^}]*\}\s*from\s*'antd'/.test(src) ||
        /\bModal\.(confirm|info|success|error|warning|warn)\s*\(/.test(src)
      );
    });
    expect(offenders.map((f) => path.relative(root, f))).toEqual([]);
  });
});
