/**
 * Styles of credit-apply.page.tsx: the amount across the form.
 */
import type { CSSProperties } from 'react';

export const styles = {
  amount: { width: '100%' },
} satisfies Record<string, CSSProperties>;
