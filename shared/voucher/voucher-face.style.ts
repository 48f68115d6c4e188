/**
 * Styles of voucher-face.component.tsx: the label, the face's title and the amount.
 */
import type { CSSProperties } from 'react';

export const styles = {
  label: { fontSize: 12 },
  title: { fontSize: 18, textAlign: 'center', marginTop: 0 },
  amount: { fontSize: 16 },
} satisfies Record<string, CSSProperties>;
