/**
 * The loading mask's code comes with the first request (issue 36). If that download fails (the
 * server stopped before the page's first request), the page must stay as it is, without a mask,
 * and the next request must ask for the mask again and show it.
 */
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => cleanup());

describe('LoadingOverlay when the mask cannot be downloaded', () => {
  it('renders nothing and leaves the page, then shows the mask on the next request', async () => {
    let attempts = 0;
    vi.doMock('../../../shared/ui/loading-mask.component', () => {
      attempts += 1;
      if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return {
        default: ({ loading }: { loading: boolean }) => (loading ? <div>正在加载中......</div> : null),
      };
    });
    const { LoadingOverlay } = await import('../../../shared/ui/loading-overlay.component');
    const { beginLoading } = await import('../../../shared/http/loading');
    render(
      <main>
        <p>基本信息</p>
        <LoadingOverlay delayMs={0} />
      </main>,
    );
    let end: () => void = () => undefined;
    act(() => {
      end = beginLoading();
    });
    await waitFor(() => expect(attempts).toBe(1));
    act(() => end());
    expect(screen.getByText('基本信息')).toBeTruthy();
    expect(screen.queryByText('正在加载中......')).toBeNull();

    act(() => {
      end = beginLoading();
    });
    await waitFor(() => expect(screen.getByText('正在加载中......')).toBeTruthy());
    expect(attempts).toBe(2);
    act(() => end());
    await waitFor(() => expect(screen.queryByText('正在加载中......')).toBeNull());
    expect(screen.getByText('基本信息')).toBeTruthy();
  });
});
