/**
 * antd names an icon after its file ("left", "close-circle", "down") when nobody gives it a
 * name, so in this Chinese portal a screen reader read English words (issue 33.14). The
 * portal's own icons are hidden or named in Chinese where they are drawn; this covers the ones
 * antd draws inside its controls (the pager's arrows, a select's arrow, an input's clear
 * cross). An icon still carrying its default name (its class says the same word) is
 * decoration beside its control's own name and is hidden from assistive technology, unless it
 * is all its control has: then it takes the control's title (antd's pager says 上一页) or the
 * Chinese word for what it does.
 */
const DEFAULT_NAMED = '.anticon[role="img"][aria-label]';

/** What an icon does when it is a control's only content (antd's controls that have no title). */
const CHINESE: Readonly<Record<string, string>> = {
  left: '上一页',
  right: '下一页',
  'double-left': '向前五页',
  'double-right': '向后五页',
  close: '关闭',
  'close-circle': '清除',
  down: '展开',
  up: '收起',
  ellipsis: '更多',
  search: '搜索',
  reload: '刷新',
};

function nameIcon(icon: Element): void {
  const name = icon.getAttribute('aria-label') ?? '';
  if (!icon.classList.contains(`anticon-${name}`)) return;
  const control = icon.closest(
    'button, a[href], [role="button"], [role="tab"], [role="menuitem"], ' +
      '[role="link"], [role="switch"], [role="option"]',
  );
  const alone =
    control !== null &&
    !control.hasAttribute('aria-label') &&
    !control.hasAttribute('aria-labelledby') &&
    (control.textContent ?? '').trim() === '';
  const title = alone ? (icon.closest('[title]')?.getAttribute('title') ?? '') : '';
  if (alone && (title || Object.hasOwn(CHINESE, name)))
    icon.setAttribute('aria-label', title || (CHINESE[name] as string));
  else icon.setAttribute('aria-hidden', 'true');
}

function nameIconsIn(root: Element | Document): void {
  if (root instanceof Element && root.matches(DEFAULT_NAMED)) nameIcon(root);
  for (const icon of root.querySelectorAll(DEFAULT_NAMED)) nameIcon(icon);
}

/** Names the icons on the page now, and every one added later. */
export function nameDefaultIcons(): void {
  nameIconsIn(document);
  new MutationObserver((records) => {
    for (const record of records) {
      // An icon React swapped in place (展开 ↔ 收起) gets its new default name written back.
      if (record.type === 'attributes') nameIcon(record.target as Element);
      for (const node of record.addedNodes) if (node instanceof Element) nameIconsIn(node);
    }
  }).observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-label'] });
}
