/**
 * Styles of disburse.modal.tsx: the date picker across the form.
 */
import type { CSSProperties } from 'react';

export const styles = {
  date: { width: '100%' },
} satisfies Record<string, CSSProperties>;
