/**
 * Styles of reset.page.tsx: the introduction in the secondary colour.
 */
import type { CSSProperties } from 'react';
import { THEME } from '@scf/shared';

export const styles = {
  intro: { margin: '0 0 16px', color: THEME.textSecondary },
} satisfies Record<string, CSSProperties>;
