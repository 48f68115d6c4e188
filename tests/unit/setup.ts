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

// A module, for the top-level await above.
export {};
