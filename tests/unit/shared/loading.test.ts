/** The reference-counted loading overlay (docs/requirements.md#session). */
import { beforeEach, describe, expect, it } from 'vitest';
import { beginLoading, getLoadingCount, isLoading, LOADING_TEXT, subscribeLoading } from '../../../shared/http/loading';
import { resetAll } from './helpers';

beforeEach(() => resetAll());

describe('loading count', () => {
  it('text is "正在加载中......"', () => {
    expect(LOADING_TEXT).toBe('正在加载中......');
  });

  it('shows on the first pending request, hides when the count returns to zero', () => {
    const events: number[] = [];
    subscribeLoading((n) => events.push(n));
    const a = beginLoading();
    const b = beginLoading();
    expect(getLoadingCount()).toBe(2);
    a();
    expect(isLoading()).toBe(true);
    b();
    expect(isLoading()).toBe(false);
    expect(events).toEqual([1, 0]);
  });

  it('an end function counts once however often it is called', () => {
    const a = beginLoading();
    beginLoading();
    a();
    a();
    a();
    expect(getLoadingCount()).toBe(1);
  });
});
