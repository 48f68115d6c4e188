/**
 * Styles of settle-list.page.tsx: the date filter's width.
 */
import type { CSSProperties } from 'react';

export const styles = {
  dateFilter: { width: 260 },
} satisfies Record<string, CSSProperties>;
