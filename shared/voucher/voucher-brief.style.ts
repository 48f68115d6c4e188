/**
 * Styles of voucher-brief.component.tsx: the space below the brief.
 */
import type { CSSProperties } from 'react';

export const styles = {
  brief: { marginBottom: 16 },
} satisfies Record<string, CSSProperties>;
