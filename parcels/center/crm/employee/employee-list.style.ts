/**
 * Styles of employee-list.page.tsx: the keyword's width.
 */
import type { CSSProperties } from 'react';

export const styles = {
  keyword: { width: 220 },
} satisfies Record<string, CSSProperties>;
