/**
 * A page's first request started ahead (with its code) is taken once by the page's first
 * load, for the same arguments only; a reload asks again; an answer nobody takes is dropped
 * after a few seconds; leaving the parcel and ending the session abort it; nothing starts
 * without a session.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import {
  AHEAD_MAX_AGE_MS,
  cancelPageRequests,
  definePageRequest,
  definePages,
  setState,
  setTokens,
  usePageRequest,
  type PageCall,
} from '@scf/shared';
import { cancelSessionRequests } from '../../../shared/session/session-generation';
import { dataChanged } from '../../../shared/data/data-generation';
import { notifyMessagesRead } from '../../../shared/layout/layout-events';
import { flush, resetAll } from './helpers';

interface Args {
  page: number;
}

function counted() {
  const signals: AbortSignal[] = [];
  const calls: PageCall[] = [];
  const load = vi.fn((args: Args, call: PageCall) => {
    signals.push(call.signal);
    calls.push(call);
    return Promise.resolve(`rows of page ${args.page} (call ${signals.length})`);
  });
  let args: Args | null = { page: 1 };
  const request = definePageRequest({ args: () => args, load });
  return { request, load, signals, calls, setArgs: (a: Args | null) => (args = a) };
}

describe('page requests started ahead', () => {
  beforeEach(() => {
    resetAll();
    setTokens({ accessToken: 'AT1' });
  });
  afterEach(() => {
    cancelPageRequests();
    vi.useRealTimers();
  });

  it('is quiet ahead; a page that takes a failed answer asks again itself, not quietly', async () => {
    const calls: PageCall[] = [];
    let fail = true;
    const load = vi.fn((_args: Args, call: PageCall) => {
      calls.push(call);
      return fail ? Promise.reject(new Error('down')) : Promise.resolve('rows');
    });
    const request = definePageRequest({ args: () => ({ page: 1 }), load });
    request.start('center');
    expect(calls[0]).toMatchObject({ kind: 'silent', loading: false });
    fail = false;
    await expect(request.take({ page: 1 }, new AbortController().signal)).resolves.toBe('rows');
    expect(load).toHaveBeenCalledTimes(2);
    expect(calls[1]?.kind).toBeUndefined();
  });

  it('is taken once, for the same arguments', async () => {
    const { request, load } = counted();
    request.start('center');
    request.start('center');
    expect(load).toHaveBeenCalledTimes(1);
    const taken = request.take({ page: 1 }, new AbortController().signal);
    expect(await taken).toBe('rows of page 1 (call 1)');
    expect(request.take({ page: 1 }, new AbortController().signal)).toBeNull();
  });

  it('other arguments are not served the answer, and its request is aborted', () => {
    const { request, signals } = counted();
    request.start('center');
    expect(request.take({ page: 2 }, new AbortController().signal)).toBeNull();
    expect(signals[0]?.aborted).toBe(true);
  });

  it(
    'an answer started before a change this page made on the ' + 'server is not served (a change told, a message read)',
    async () => {
      const { request, load, signals } = counted();
      request.start('center');
      dataChanged();
      expect(request.take({ page: 1 }, new AbortController().signal)).toBeNull();
      expect(signals[0]?.aborted).toBe(true);
      request.start('center');
      notifyMessagesRead();
      expect(request.take({ page: 1 }, new AbortController().signal)).toBeNull();
      // Started after the change, it is served.
      request.start('center');
      expect(await request.take({ page: 1 }, new AbortController().signal)).toBe('rows of page 1 (call 3)');
      expect(load).toHaveBeenCalledTimes(3);
    },
  );

  it('an answer started while its page was on screen is not served to a later visit', async () => {
    const { request, load } = counted();
    request.start('center');
    request.left();
    expect(request.take({ page: 1 }, new AbortController().signal)).toBeNull();
    // Started after the page was left (the pointer on its menu entry), it is served.
    request.start('center');
    expect(await request.take({ page: 1 }, new AbortController().signal)).toBe('rows of page 1 (call 2)');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('the page that took it aborts it when it unmounts', () => {
    const { request, signals } = counted();
    request.start('center');
    const page = new AbortController();
    request.take({ page: 1 }, page.signal);
    page.abort();
    expect(signals[0]?.aborted).toBe(true);
  });

  it('an answer nobody takes is dropped after a few seconds', () => {
    vi.useFakeTimers();
    const { request, signals } = counted();
    request.start('center');
    vi.advanceTimersByTime(AHEAD_MAX_AGE_MS + 1);
    expect(signals[0]?.aborted).toBe(true);
    expect(request.take({ page: 1 }, new AbortController().signal)).toBeNull();
  });

  it('leaving the parcel aborts what it started; another parcel keeps its own', () => {
    const a = counted();
    const b = counted();
    a.request.start('center');
    b.request.start('index');
    cancelPageRequests('center');
    expect(a.signals[0]?.aborted).toBe(true);
    expect(b.signals[0]?.aborted).toBe(false);
    expect(a.request.take({ page: 1 }, new AbortController().signal)).toBeNull();
    expect(b.request.take({ page: 1 }, new AbortController().signal)).not.toBeNull();
  });

  it('an answer of a session that has ended is never taken', () => {
    const { request } = counted();
    request.start('center');
    cancelSessionRequests();
    expect(request.take({ page: 1 }, new AbortController().signal)).toBeNull();
  });

  it('nothing starts without a session, or when the page would not ask', () => {
    const { request, load, setArgs } = counted();
    resetAll();
    request.start('center');
    setTokens({ accessToken: 'AT1' });
    setArgs(null);
    request.start('center');
    expect(load).not.toHaveBeenCalled();
  });

  it('a page registry starts the request with the code of its page', async () => {
    const { request, load } = counted();
    const pages = definePages<object>('center', {
      'center/product-centre': { code: async () => ({ default: () => null }), request },
    });
    await pages.preload('center/product-centre');
    expect(load).toHaveBeenCalledTimes(1);
    await pages.preloadAll();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a page the session may not open starts nothing', async () => {
    const { request, load } = counted();
    const pages = definePages<object>('center', {
      'center/employee-list': { code: async () => ({ default: () => null }), request },
    });
    await pages.preload('center/employee-list');
    expect(load).not.toHaveBeenCalled();
    setState({ auth: ['/center/crm/employee/list'] });
    await pages.preload('center/employee-list');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('usePageRequest shows the answer started ahead, and a reload asks the server', async () => {
    const { request, load } = counted();
    request.start('center');
    let reload: () => void = () => undefined;
    function Page(): React.JSX.Element {
      const r = usePageRequest(request, { page: 1 });
      reload = r.reload;
      return <p>{r.data ?? 'loading'}</p>;
    }
    render(<Page />);
    await act(flush);
    expect(screen.getByText('rows of page 1 (call 1)')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => {
      reload();
      await flush();
    });
    expect(screen.getByText('rows of page 1 (call 2)')).toBeTruthy();
  });
});
