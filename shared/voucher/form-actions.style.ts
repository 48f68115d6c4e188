/**
 * Styles of form-actions.component.tsx: the space below the server's problem.
 */
import type { CSSProperties } from 'react';

export const styles = {
  problem: { marginBottom: 16 },
} satisfies Record<string, CSSProperties>;
