/**
 * Styles of example-app.component.tsx: the page's title, the note beside it and the card's title.
 */
import type { CSSProperties } from 'react';

export const styles = {
  title: { fontSize: 20, margin: 0 },
  note: { marginInlineStart: 16 },
  cardTitle: { fontSize: 16, margin: 0 },
} satisfies Record<string, CSSProperties>;
