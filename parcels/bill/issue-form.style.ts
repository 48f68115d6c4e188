/**
 * Styles of issue-form.page.tsx: the receiver's picker and the due date across the form.
 */
import type { CSSProperties } from 'react';

export const styles = {
  fullWidth: { width: '100%' },
} satisfies Record<string, CSSProperties>;
