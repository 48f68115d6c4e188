/**
 * Styles of permit-list.page.tsx: the status filter's width.
 */
import type { CSSProperties } from 'react';

export const styles = {
  status: { width: 140 },
} satisfies Record<string, CSSProperties>;
