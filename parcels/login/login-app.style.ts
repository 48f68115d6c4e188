/**
 * Styles of login-app.component.tsx: the waiting line, centred.
 */
import type { CSSProperties } from 'react';

export const styles = {
  waiting: { padding: 32, textAlign: 'center' },
} satisfies Record<string, CSSProperties>;
