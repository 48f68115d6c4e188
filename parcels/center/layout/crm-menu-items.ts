/**
 * What both CRM menus (the top bar and the side menu) do with an entry: open its page in the
 * portal, and start its code and first request on intent.
 */
import type { MenuProps } from 'antd';
import { navigate, resolveRoute } from '@scf/shared';
import { CENTER_PAGES } from '../center-pages';
import type { MenuNode } from './crm-menu';

/**
 * A page's code and its first request start when the pointer rests on its menu entry, the
 * keyboard moves to it or a finger touches it, so the click that follows (a few hundred
 * milliseconds later) waits for neither. The entry of the page on screen starts nothing: its
 * code is there and a click on it does not open it again.
 */
export function preloadPageOf(key: string): void {
  if (key === location.pathname) return;
  const resolution = resolveRoute(key);
  if (resolution.kind === 'route' && resolution.match.route.app === 'center')
    void CENTER_PAGES.preload(resolution.match.route.page).catch(() => undefined);
}

/** antd menu items of the nodes (the side menu, and a group's popup in the top bar). */
export function toItems(nodes: readonly MenuNode[]): NonNullable<MenuProps['items']> {
  return nodes.map((n) =>
    n.children
      ? { key: n.key, label: n.label, children: toItems(n.children) }
      : {
          key: n.key,
          label: n.label,
          onMouseEnter: () => preloadPageOf(n.key),
          onFocus: () => preloadPageOf(n.key),
          onTouchStart: () => preloadPageOf(n.key),
        },
  );
}

/** An antd menu's click: a page entry's key is its path. */
export const openEntry: MenuProps['onClick'] = ({ key }) => {
  if (typeof key === 'string' && key.startsWith('/')) navigate(key);
};
