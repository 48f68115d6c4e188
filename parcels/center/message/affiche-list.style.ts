/**
 * Styles of affiche-list.page.tsx: the filters' row gap, the keyword's width, the list's
 * background and the 置顶 tag in the crimson of the status colours.
 */
import type { CSSProperties } from 'react';
import { STATUS_CLASS_COLORS, THEME } from '@scf/shared';

export const styles = {
  filters: { rowGap: 12 },
  keyword: { width: 220 },
  list: { background: THEME.background },
  pinned: {
    color: STATUS_CLASS_COLORS.crimson,
    borderColor: STATUS_CLASS_COLORS.crimson,
    background: THEME.background,
  },
} satisfies Record<string, CSSProperties>;
