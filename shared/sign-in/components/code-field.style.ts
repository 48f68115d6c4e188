/**
 * Styles of code-field.component.tsx: the space below the field.
 */
import type { CSSProperties } from 'react';

export const styles = {
  item: { marginBottom: 20 },
} satisfies Record<string, CSSProperties>;
