/**
 * The request machinery (axios and the pipeline, shared/http/axios-instance.ts) loads on a page's
 * first call, not with @scf/shared: a news reader's page makes none (issue 36). A download that
 * fails fails the call as a lost connection does, and the next call downloads it again.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as Machinery from '../../../shared/http/axios-instance';
import { mockAdapter, ok } from './helpers';

const MACHINERY = '../../../shared/http/axios-instance';
type MachineryModule = typeof Machinery;

afterEach(() => {
  vi.doUnmock(MACHINERY);
  vi.resetModules();
});

describe('the request machinery', () => {
  it('is loaded by the first call (or a sign that one is near), once, not by importing the client', async () => {
    vi.resetModules();
    const loads = vi.fn();
    vi.doMock(MACHINERY, async (importOriginal: () => Promise<MachineryModule>) => {
      loads();
      const real = await importOriginal();
      real.http.defaults.adapter = mockAdapter((cfg) => ok({ path: cfg.url }));
      return real;
    });
    const client = await import('../../../shared/http/client');
    expect(loads).not.toHaveBeenCalled();

    client.prepareRequests();
    const answers = await Promise.all([
      client.call<{ path: string }>('POST', '/a', {}, { kind: 'silent' }),
      client.call<{ path: string }>('POST', '/b', {}, { kind: 'silent' }),
    ]);
    expect(answers).toEqual([{ path: '/a' }, { path: '/b' }]);
    expect(loads).toHaveBeenCalledTimes(1);
  });

  it('a call whose machinery was not downloaded fails as a lost connection; the next one tries again', async () => {
    vi.resetModules();
    let reachable = false;
    vi.doMock(MACHINERY, async (importOriginal: () => Promise<MachineryModule>) => {
      if (!reachable) throw new TypeError('Failed to fetch dynamically imported module');
      const real = await importOriginal();
      real.http.defaults.adapter = mockAdapter(() => ok('答复'));
      return real;
    });
    const client = await import('../../../shared/http/client');
    const { isApiError } = await import('../../../shared/http/api-error');

    const failed = await client.call('POST', '/x', {}, { kind: 'list' }).catch((e: unknown) => e);
    expect(isApiError(failed)).toBe(true);
    expect(failed).toMatchObject({ kind: 'network', message: '网络连接失败，请检查网络后重试' });

    reachable = true;
    await expect(client.call('POST', '/x', {}, { kind: 'list' })).resolves.toBe('答复');
  });
});
