/**
 * Styles of table-tools.component.tsx: the column settings' list, a column's row and its start.
 */
import type { CSSProperties } from 'react';

export const styles = {
  settings: { minWidth: 220, maxHeight: 360, overflowY: 'auto' },
  column: { display: 'flex', flexDirection: 'column', gap: 4 },
  start: { minWidth: 0 },
} satisfies Record<string, CSSProperties>;
