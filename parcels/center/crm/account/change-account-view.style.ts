/**
 * Styles of change-account-view.page.tsx: the current account's tag.
 */
import type { CSSProperties } from 'react';

export const styles = {
  currentTag: { marginInlineStart: 8 },
} satisfies Record<string, CSSProperties>;
