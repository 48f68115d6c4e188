/**
 * A list page's scroll survives a visit to a detail page: saved while the list is on screen,
 * put back once the list has its rows again, kept per list, and gone after logout.
 */
import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useListScroll } from '../../../shared/list/use-list-scroll.hook';
import { clearListPageStates } from '../../../shared/state/list-page-store';

function List({ name, ready }: { name: string; ready: boolean }) {
  useListScroll(name, ready);
  return <p>list</p>;
}

const scrollTo = (y: number): void => {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
};
const frame = (): Promise<void> => act(() => new Promise<void>((r) => requestAnimationFrame(() => r())));

describe('useListScroll', () => {
  afterEach(() => {
    sessionStorage.clear();
    vi.restoreAllMocks();
  });

  it('puts the list back where the reader left it, once its rows are there', async () => {
    const spy = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const first = render(<List name="billList" ready />);
    scrollTo(640);
    await frame();
    first.unmount();
    // The detail page scrolls to its top: the list no longer listens.
    scrollTo(0);
    await frame();

    const again = render(<List name="billList" ready={false} />);
    expect(spy).not.toHaveBeenCalled();
    again.rerender(<List name="billList" ready />);
    expect(spy).toHaveBeenCalledWith({ top: 640, behavior: 'instant' });
    again.unmount();

    // Another list has its own place; after logout nothing comes back.
    spy.mockClear();
    render(<List name="endorseList" ready />).unmount();
    expect(spy).not.toHaveBeenCalled();
    clearListPageStates();
    render(<List name="billList" ready />).unmount();
    expect(spy).not.toHaveBeenCalled();
  });
});
