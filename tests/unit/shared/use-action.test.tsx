/**
 * `useAction`, the one mutation idiom: the optional question first (cancel changes nothing),
 * pending with its variables while it runs, then onSuccess or onError (the failure kept for a
 * site that shows it in place, never thrown), then onSettled; a success outdates answers
 * fetched ahead.
 */
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAction, type ActionOptions } from '@scf/shared';
import { dataGeneration } from '../../../shared/data/data-generation';
import { deferred, recordingNotifier, resetAll } from './helpers';

describe('useAction', () => {
  let notifier: ReturnType<typeof recordingNotifier>;
  beforeEach(() => {
    resetAll();
    notifier = recordingNotifier();
  });
  afterEach(() => notifier.unregister());

  const hook = <V, T>(options: ActionOptions<V, T>) => renderHook(() => useAction(options));

  it('asks first; a cancelled question runs nothing', async () => {
    const run = vi.fn((id: number) => Promise.resolve(id));
    const { result } = hook({
      run,
      confirm: (id: number) => ({ content: `删除${id}？`, title: '删除', okText: '删除' }),
    });
    notifier.confirmAnswer = false;
    let done = true;
    await act(async () => {
      done = await result.current.mutate(7);
    });
    expect(done).toBe(false);
    expect(run).not.toHaveBeenCalled();
    expect(notifier.confirms[0]).toMatchObject({ title: '删除', content: '删除7？', okText: '删除' });
    notifier.confirmAnswer = true;
    await act(async () => {
      done = await result.current.mutate(7);
    });
    expect(done).toBe(true);
    expect(run).toHaveBeenCalledWith(7);
  });

  it(
    'is pending with its variables while it runs, then calls onSuccess and onSettled ' +
      'and outdates answers fetched ahead',
    async () => {
      const answer = deferred<string>();
      const order: string[] = [];
      const { result } = hook({
        run: (_row: { id: number }) => answer.promise,
        onSuccess: (value, row) => order.push(`success ${value} ${row.id}`),
        onSettled: (row) => order.push(`settled ${row.id}`),
      });
      const before = dataGeneration();
      let running: Promise<boolean> = Promise.resolve(false);
      await act(async () => {
        running = result.current.mutate({ id: 3 });
      });
      expect(result.current.isPending).toBe(true);
      expect(result.current.variables).toEqual({ id: 3 });
      await act(async () => {
        answer.resolve('ok');
        await running;
      });
      expect(result.current.isPending).toBe(false);
      expect(result.current.variables).toBeUndefined();
      expect(order).toEqual(['success ok 3', 'settled 3']);
      expect(dataGeneration()).toBe(before + 1);
    },
  );

  it(
    'keeps a failure for the site (not thrown), calls onError and onSettled, ' +
      'and clears it on the next run or reset',
    async () => {
      let fail = true;
      const onError = vi.fn();
      const onSettled = vi.fn();
      const onSuccess = vi.fn();
      const { result } = hook<void, number>({
        run: () => (fail ? Promise.reject(new Error('refused')) : Promise.resolve(1)),
        onError,
        onSettled,
        onSuccess,
      });
      const before = dataGeneration();
      let done = true;
      await act(async () => {
        done = await result.current.mutate();
      });
      expect(done).toBe(false);
      expect(onError).toHaveBeenCalledTimes(1);
      expect(onSettled).toHaveBeenCalledTimes(1);
      expect(onSuccess).not.toHaveBeenCalled();
      expect((result.current.error as Error).message).toBe('refused');
      expect(dataGeneration()).toBe(before);
      act(() => result.current.reset());
      expect(result.current.error).toBeNull();
      fail = true;
      await act(async () => {
        await result.current.mutate();
      });
      fail = false;
      await act(async () => {
        done = await result.current.mutate();
      });
      expect(done).toBe(true);
      expect(result.current.error).toBeNull();
    },
  );
});
