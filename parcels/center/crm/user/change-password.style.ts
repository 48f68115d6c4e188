/**
 * Styles of change-password.modal.tsx: the hint pulled up under its field.
 */
import type { CSSProperties } from 'react';

export const styles = {
  hint: { marginTop: -12, marginBottom: 16 },
} satisfies Record<string, CSSProperties>;
