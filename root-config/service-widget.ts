/**
 * The floating customer-service widget is on every page (docs/requirements.md#users): the portal uses the same
 * custom element that other sites embed, from the elements' ES module build on the map.
 * Loaded after the first application has painted so it never delays a page. Its chat page and
 * WeChat QR content are the server's settings (SERVICE_CHAT_URL, SERVICE_WECHAT_URL), told to
 * the page in its meta tags; an unset one leaves the attribute out and the widget says 暂未开通.
 */

/** A setting the server put in the page's meta tags, or '' when unset. */
function setting(name: string): string {
  return document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content.trim() ?? '';
}
export function mountServiceWidget(): void {
  const add = (): void => {
    if (document.querySelector('scf-service-widget')) return;
    import(/* @vite-ignore */ '@scf/elements')
      .then(() => {
        const widget = document.createElement('scf-service-widget');
        const chat = setting('scf-service-chat-url');
        const wechat = setting('scf-service-wechat-url');
        if (chat) widget.setAttribute('chat-url', chat);
        if (wechat) widget.setAttribute('wechat-url', wechat);
        document.body.appendChild(widget);
      })
      .catch((error: unknown) => console.warn('[scf] 客服组件加载失败', error));
  };
  window.addEventListener(
    'single-spa:first-mount',
    () => {
      if ('requestIdleCallback' in window) window.requestIdleCallback(add, { timeout: 2000 });
      else setTimeout(add, 200);
    },
    { once: true },
  );
}
