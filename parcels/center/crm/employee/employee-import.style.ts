/**
 * Styles of employee-import.modal.tsx: the instructions.
 */
import type { CSSProperties } from 'react';

export const styles = {
  instructions: { margin: 0 },
} satisfies Record<string, CSSProperties>;
