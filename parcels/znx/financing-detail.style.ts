/**
 * Styles of financing-detail.page.tsx: an amount kept on one line.
 */
import type { CSSProperties } from 'react';

export const styles = {
  amount: { whiteSpace: 'nowrap' },
} satisfies Record<string, CSSProperties>;
