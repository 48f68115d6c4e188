/**
 * Styles of the CRM menus: the links of the top bar (crm-top-nav.component.tsx), the side menu
 * (open at its width or folded to its icons) with its toggle, and the failed menu's notice
 * (crm-nav.component.tsx); colours from the theme.
 */
import type { CSSProperties } from 'react';
import { THEME } from '@scf/shared';

/** The side menu's width when open (the drawer on a phone is 40 px wider). */
export const SIDEBAR_WIDTH = 230;
const FOLDED_WIDTH = 56;

const sidebar: CSSProperties = {
  flex: 'none',
  background: THEME.background,
  borderInlineEnd: `1px solid ${THEME.borderSecondary}`,
  transition: 'width 0.2s',
};
const toggle: CSSProperties = { display: 'flex', padding: 8 };

export const styles = {
  failed: { margin: 8 },
  sideMenu: { borderInlineEnd: 'none' },
  sidebarOpen: { width: SIDEBAR_WIDTH, ...sidebar },
  sidebarFolded: { width: FOLDED_WIDTH, ...sidebar },
  toggleOpen: { ...toggle, justifyContent: 'flex-end' },
  toggleFolded: { ...toggle, justifyContent: 'center' },
} satisfies Record<string, CSSProperties>;

/** The class of the top bar's list of entries. */
export const TOP_NAV_CLASS = 'scf-crm-topnav';

/**
 * The top bar's entries, drawn as antd's horizontal menu was (its metrics: 45 px rows inside the bar's 46, 16 px on
 * either side of a label, a 2 px bar under the current or hovered entry, inset as far as the
 * label). The colours are the theme's CSS variables, so the rules are the same text for every
 * theme and never differ between the server's markup and the browser's. A row wider than the bar
 * (a phone) scrolls sideways instead of folding entries into a "…" menu.
 */
export const TOP_NAV_RULES = `
.${TOP_NAV_CLASS} { display: flex; flex: 1; min-width: 0; margin: 0; padding: 0; list-style: none;
  overflow-x: auto; overscroll-behavior-x: contain; scrollbar-width: none; }
.${TOP_NAV_CLASS}::-webkit-scrollbar { display: none; }
.${TOP_NAV_CLASS} > * { flex: none; }
.${TOP_NAV_CLASS} [role="menuitem"] { position: relative; display: flex; align-items: center; gap: 6px;
  margin: 0; padding: 0 16px; border: 0; background: none; font: inherit; font-size: 14px; line-height: 45px;
  color: ${THEME.text}; text-decoration: none; white-space: nowrap; cursor: pointer; outline: none;
  transition: color 0.3s; }
.${TOP_NAV_CLASS} [role="menuitem"]::after { content: ""; position: absolute; inset-inline: 16px; bottom: 0;
  border-bottom: 2px solid transparent; transition: border-color 0.3s; }
.${TOP_NAV_CLASS} [role="menuitem"]:hover, .${TOP_NAV_CLASS} [role="menuitem"][data-current] {
  color: ${THEME.primary}; }
.${TOP_NAV_CLASS} [role="menuitem"]:hover::after, .${TOP_NAV_CLASS} [role="menuitem"][data-current]::after {
  border-bottom-color: ${THEME.primary}; }
.${TOP_NAV_CLASS} [role="menuitem"]:focus-visible { outline: 2px solid ${THEME.primary}; outline-offset: -2px; }
@media (prefers-reduced-motion: reduce) {
  .${TOP_NAV_CLASS} [role="menuitem"], .${TOP_NAV_CLASS} [role="menuitem"]::after { transition: none; } }
`;
