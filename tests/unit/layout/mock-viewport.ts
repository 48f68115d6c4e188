/** A matchMedia whose mobile query (under 992 px) the test switches, with the hooks' listeners. */
import { act } from '@testing-library/react';
import { vi } from 'vitest';

type Listener = () => void;

export function mockViewport(mobile: boolean): { set: (m: boolean) => void; listeners: Set<Listener> } {
  let matches = mobile;
  const listeners = new Set<Listener>();
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        get matches() {
          return query.includes('max-width: 991.98px') ? matches : false;
        },
        media: query,
        addListener: (l: Listener) => listeners.add(l),
        removeListener: (l: Listener) => listeners.delete(l),
        addEventListener: (_: string, l: Listener) => listeners.add(l),
        removeEventListener: (_: string, l: Listener) => listeners.delete(l),
      }) as unknown as MediaQueryList,
  );
  return {
    listeners,
    set: (m) => {
      matches = m;
      act(() => {
        for (const l of listeners) l();
      });
    },
  };
}
