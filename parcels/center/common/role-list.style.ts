/**
 * Styles of role-list.component.tsx: the role's note on one line.
 */
import type { CSSProperties } from 'react';

export const styles = {
  note: { whiteSpace: 'nowrap' },
} satisfies Record<string, CSSProperties>;
