/**
 * Styles of transfer-tree.component.tsx: a node's line, which wraps.
 */
import type { CSSProperties } from 'react';

export const styles = {
  node: { display: 'inline-flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' },
} satisfies Record<string, CSSProperties>;
