/**
 * Styles of voucher-face.component.tsx: the face in a bordered box (less padding on a phone), its
 * label, its title and the amount.
 */
import type { CSSProperties } from 'react';
import { THEME } from '../index';

const face: CSSProperties = { border: `1px solid ${THEME.border}`, borderRadius: 8, background: THEME.background };

export const styles = {
  face: { ...face, padding: 20 },
  compactFace: { ...face, padding: 12 },
  label: { fontSize: 12 },
  title: { fontSize: 18, textAlign: 'center', marginTop: 0 },
  amount: { fontSize: 16 },
} satisfies Record<string, CSSProperties>;
