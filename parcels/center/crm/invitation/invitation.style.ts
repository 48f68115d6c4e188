/**
 * Styles of invitation.page.tsx: the validity picker's width.
 */
import type { CSSProperties } from 'react';

export const styles = {
  validity: { width: 140 },
} satisfies Record<string, CSSProperties>;
