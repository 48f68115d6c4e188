/**
 * Styles of devices.page.tsx: the page's column and the keyword's width.
 */
import type { CSSProperties } from 'react';

export const styles = {
  column: { width: '100%' },
  keyword: { width: 200 },
} satisfies Record<string, CSSProperties>;
