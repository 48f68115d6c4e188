/**
 * Styles of message-article.component.tsx: the article's title.
 */
import type { CSSProperties } from 'react';

export const styles = {
  title: { fontSize: 18 },
} satisfies Record<string, CSSProperties>;
