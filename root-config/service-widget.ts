/**
 * The floating customer-service widget is on every page (docs/requirements.md#users): the portal uses the same
 * custom element that other sites embed, from the elements' ES module build on the map.
 * Loaded after the first application has painted so it never delays a page.
 */
export function mountServiceWidget(): void {
  const add = (): void => {
    if (document.querySelector('scf-service-widget')) return;
    import(/* @vite-ignore */ '@scf/elements')
      .then(() => {
        const widget = document.createElement('scf-service-widget');
        document.body.appendChild(widget);
      })
      .catch((error: unknown) => console.warn('[scf] 客服组件加载失败', error));
  };
  window.addEventListener('single-spa:first-mount', () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(add, { timeout: 2000 });
    else setTimeout(add, 200);
  }, { once: true });
}
