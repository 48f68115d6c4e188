import { vi } from 'vitest';
// jsdom lacks matchMedia, which antd's responsive helpers read.
if (typeof window !== 'undefined' && !window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

// jsdom lacks ResizeObserver, which antd's pickers and selects observe; a no-op is enough
// for rendering and input tests (layout is not measured in jsdom anyway).
if (typeof window !== 'undefined' && !('ResizeObserver' in window)) {
  class ResizeObserverShim {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverShim });
  Object.defineProperty(globalThis, 'ResizeObserver', { writable: true, value: ResizeObserverShim });
}

// Testing Library's findBy… and waitFor give up after 1 s by default: on a loaded two-core
// machine an antd form's validation or a render after a mocked answer can take longer (CI runs
// two test files at a time). What is asserted is unchanged; only how long it is waited for.
// (Imported only where there is a window: the node-environment unit files need none of React.)
if (typeof window !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 5_000 });
}

// Most unit files share one window per worker (vitest.config.ts, `isolate: false`): each file
// starts from the page a fresh jsdom would give it (this file runs before every test file).
if (typeof window !== 'undefined') {
  // Spies an earlier file left in place (a phone's matchMedia, say).
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  window.history.replaceState(null, '', '/');
  document.body.replaceChildren();
  document.title = '';
}
