/**
 * Styles of list-page.component.tsx: the filters' row gap and the columns across the page.
 */
import type { CSSProperties } from 'react';

export const styles = {
  filters: { rowGap: 12 },
  column: { width: '100%' },
} satisfies Record<string, CSSProperties>;
