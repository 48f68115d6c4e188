/**
 * Styles of membership-tags.component.tsx: the tags without their margin (the row spaces them).
 */
import type { CSSProperties } from 'react';

export const styles = {
  tag: { margin: 0 },
} satisfies Record<string, CSSProperties>;
