/**
 * Styles of company.page.tsx: the introduction with its line breaks.
 */
import type { CSSProperties } from 'react';

export const styles = {
  introduction: { whiteSpace: 'pre-wrap' },
} satisfies Record<string, CSSProperties>;
