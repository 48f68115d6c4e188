/**
 * The customer-relations menu of topbar mode, in the layout's white bar under the header: a
 * WAI-ARIA menu bar of links, one per page (a group of pages opens a dropdown of its own).
 *
 * Why not antd's horizontal `Menu`: it measures its entries to fold the ones that do not fit
 * into a "…" menu, and renders every entry a second time, hidden, to learn the menu's paths.
 * For the eight entries of the demo administrator that was 701 of the 1,177 components React
 * hydrated on a signed-in /center/crm/user, and two more renders after it once the measurements
 * came in (docs/decisions/0007). Here an entry is a link: it works before the page's code has
 * arrived (a plain page load), opens in a new tab with a modified click, and a plain click opens
 * the page inside the portal.
 *
 * Keyboard: one tab stop for the bar (the current page's entry); ← → Home End move between
 * entries (shared's tab-keys rule); Enter or Space opens the focused entry.
 */
import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { Dropdown } from 'antd';
import { DownOutlined } from '@ant-design/icons';
import { isPlainClick, navigate, tabIndexAfterKey } from '@scf/shared';
import type { MenuNode } from './crm-menu';
import { CrmMenuFailed } from './crm-menu-failed.component';
import { openEntry, preloadPageOf, toItems } from './crm-menu-items';
import { TOP_NAV_CLASS, TOP_NAV_RULES } from './crm-nav.style';

export interface CrmTopMenuProps {
  nodes: readonly MenuNode[];
  pathname: string;
  failed: boolean;
  onRetry: () => void;
}

// The group's arrow, as small as antd's dropdown arrows.
const ARROW = { fontSize: 10 } as const;

/** Whether `path` is the node's page or one of its group's pages. */
const holds = (node: MenuNode, path: string): boolean =>
  node.path === path || (node.children?.some((child) => holds(child, path)) ?? false);

/** Scrolls a row wider than its bar (a phone) so that the current entry is in view. */
function revealCurrent(list: HTMLDivElement | null): void {
  if (!list || list.scrollWidth <= list.clientWidth) return;
  const current = list.querySelector<HTMLElement>('[data-current]');
  if (!current) return;
  const left = current.offsetLeft - list.offsetLeft;
  if (left < list.scrollLeft || left + current.offsetWidth > list.scrollLeft + list.clientWidth)
    list.scrollLeft = Math.max(0, left - (list.clientWidth - current.offsetWidth) / 2);
}

export function CrmTopMenu({ nodes, pathname, failed, onRetry }: CrmTopMenuProps): React.JSX.Element | null {
  const list = useRef<HTMLDivElement>(null);
  const currentIndex = nodes.findIndex((node) => holds(node, pathname));
  // The bar's one tab stop: the entry last focused, else the current page's, else the first.
  const [focused, setFocused] = useState<number | null>(null);
  const tabStop = focused ?? Math.max(0, currentIndex);
  // In the next frame: measuring the row forces a layout, which here came in the middle of
  // React's commit, before the styles of the page being hydrated were all in, and was done again
  // right after; in a frame it is the frame's own layout.
  useEffect(() => {
    const frame = requestAnimationFrame(() => revealCurrent(list.current));
    return () => cancelAnimationFrame(frame);
  }, [pathname, nodes]);

  if (failed) {
    return <CrmMenuFailed banner onRetry={onRetry} />;
  }

  // Until the menus have come (a page rendered in the browser), the bar holds no entries.
  if (nodes.length === 0) return null;

  const entryAt = (index: number): HTMLElement | null =>
    (list.current?.children[index] as HTMLElement | undefined) ?? null;
  const onKeyDown = (event: KeyboardEvent<HTMLElement>, index: number): void => {
    const next = tabIndexAfterKey(event.key, index, nodes.length);
    if (next !== null) {
      event.preventDefault();
      entryAt(next)?.focus();
    } else if (event.key === ' ' && event.currentTarget instanceof HTMLAnchorElement) {
      // Space opens a link entry as it would a menu's (a link itself only answers Enter).
      event.preventDefault();
      event.currentTarget.click();
    }
  };
  const onLinkClick = (event: MouseEvent<HTMLAnchorElement>, path: string): void => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    if (path !== location.pathname) navigate(path);
  };

  return (
    <>
      <style>{TOP_NAV_RULES}</style>
      <div ref={list} role="menubar" aria-label="客户关系" className={TOP_NAV_CLASS}>
        {nodes.map((node, index) => {
          const common = {
            role: 'menuitem',
            tabIndex: index === tabStop ? 0 : -1,
            'data-current': index === currentIndex ? '' : undefined,
            onKeyDown: (event: KeyboardEvent<HTMLElement>) => onKeyDown(event, index),
            onFocus: () => setFocused(index),
          } as const;
          return node.children ? (
            <Dropdown
              key={node.key}
              trigger={['hover', 'click']}
              menu={{ items: toItems(node.children), selectedKeys: [pathname], onClick: openEntry }}
            >
              <button type="button" aria-haspopup="menu" {...common}>
                {node.label}
                <DownOutlined aria-hidden style={ARROW} />
              </button>
            </Dropdown>
          ) : (
            <a
              key={node.key}
              href={node.key}
              aria-current={node.path === pathname ? 'page' : undefined}
              {...common}
              onClick={(event) => onLinkClick(event, node.key)}
              onMouseEnter={() => preloadPageOf(node.key)}
              onFocus={() => {
                setFocused(index);
                preloadPageOf(node.key);
              }}
              onTouchStart={() => preloadPageOf(node.key)}
            >
              {node.label}
            </a>
          );
        })}
      </div>
    </>
  );
}
