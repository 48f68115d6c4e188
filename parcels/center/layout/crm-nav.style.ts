/**
 * Styles of crm-nav.component.tsx: the menu in the top bar, the side menu (open at its width or
 * folded to its icons) with its toggle, and the failed menu's notice; colours from the theme.
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
  topMenu: { borderBottom: 'none', flex: 1, minWidth: 0 },
  failed: { margin: 8 },
  sideMenu: { borderInlineEnd: 'none' },
  sidebarOpen: { width: SIDEBAR_WIDTH, ...sidebar },
  sidebarFolded: { width: FOLDED_WIDTH, ...sidebar },
  toggleOpen: { ...toggle, justifyContent: 'flex-end' },
  toggleFolded: { ...toggle, justifyContent: 'center' },
} satisfies Record<string, CSSProperties>;
