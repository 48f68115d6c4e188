/**
 * The scroll position of a list page that survives a visit to a detail page: kept beside the
 * list's filters (`useListPageState`, same session storage, cleared at logout and company
 * switch) while the list is on screen, and put back once the list has its rows again
 * (`ready`), so the reader returns to the row they opened.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { readListPageState, writeListPageState } from '../state/list-page-store';

const scrollKey = (key: string): string => `${key}.scroll`;

export function useListScroll(key: string, ready: boolean): void {
  const restored = useRef(false);
  // Layout effect: the listener is gone before the next page's markup can move the scroll.
  useLayoutEffect(() => {
    let frame = 0;
    const save = (): void => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        writeListPageState(scrollKey(key), { y: Math.round(window.scrollY) });
      });
    };
    window.addEventListener('scroll', save, { passive: true });
    return () => {
      window.removeEventListener('scroll', save);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [key]);
  useEffect(() => {
    if (!ready || restored.current) return;
    restored.current = true;
    const { y } = readListPageState(scrollKey(key), { y: 0 });
    if (y > 0) window.scrollTo({ top: y, behavior: 'instant' });
  }, [key, ready]);
}
