/**
 * Styles of trade-relations-screen.component.tsx: the introduction.
 */
import type { CSSProperties } from 'react';

export const styles = {
  intro: { margin: 0 },
} satisfies Record<string, CSSProperties>;
