/**
 * Styles of date-range-items.component.tsx: the date range's width.
 */
import type { CSSProperties } from 'react';

export const styles = {
  range: { width: 260 },
} satisfies Record<string, CSSProperties>;
