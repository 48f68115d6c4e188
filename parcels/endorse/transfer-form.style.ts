/**
 * Styles of transfer-form.page.tsx: a receiver's fields, which wrap on a narrow screen, and the
 * space around the sum and the problem.
 */
import type { CSSProperties } from 'react';

export const styles = {
  receiverField: { flex: '1 1 260px', marginBottom: 8 },
  amountField: { flex: '1 1 180px', marginBottom: 8 },
  sum: { marginTop: 16 },
  problem: { marginBottom: 16 },
} satisfies Record<string, CSSProperties>;
