/**
 * Styles of change-list.component.tsx: the list of changes, indented a little.
 */
import type { CSSProperties } from 'react';

export const styles = {
  list: { margin: 0, paddingInlineStart: 16 },
} satisfies Record<string, CSSProperties>;
