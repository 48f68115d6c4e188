/**
 * Styles of list-row-buttons.component.tsx: the remove button level with the fields and the add
 * button at the start of its row.
 */
import type { CSSProperties } from 'react';

export const styles = {
  remove: { marginTop: 30 },
  add: { alignSelf: 'flex-start' },
} satisfies Record<string, CSSProperties>;
