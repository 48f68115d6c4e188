/**
 * Styles of product-skeleton.component.tsx: the skeleton's column, its head row and its list.
 */
import type { CSSProperties } from 'react';

export const styles = {
  column: { display: 'flex', flexDirection: 'column', gap: 16 },
  head: { display: 'flex', justifyContent: 'space-between', alignItems: 'center' },
  list: { display: 'flex', flexDirection: 'column', gap: 1 },
} satisfies Record<string, CSSProperties>;
