/**
 * Styles of received-invitations.component.tsx: the invitation code in capitals.
 */
import type { CSSProperties } from 'react';

export const styles = {
  code: { textTransform: 'uppercase' },
} satisfies Record<string, CSSProperties>;
