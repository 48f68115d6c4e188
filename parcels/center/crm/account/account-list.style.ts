/**
 * Styles of account-list.page.tsx: the introduction and the current account's tag in the theme
 * colour.
 */
import type { CSSProperties } from 'react';
import { THEME } from '@scf/shared';

export const styles = {
  intro: { margin: 0 },
  currentTag: { color: THEME.primary },
} satisfies Record<string, CSSProperties>;
