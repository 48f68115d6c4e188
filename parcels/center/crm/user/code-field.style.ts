/**
 * Styles of code-field.component.tsx: the send-code button's width.
 */
import type { CSSProperties } from 'react';

export const styles = {
  send: { width: 140 },
} satisfies Record<string, CSSProperties>;
