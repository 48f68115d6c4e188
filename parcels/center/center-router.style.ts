/**
 * Styles of center-router.component.tsx: the page skeleton's padding.
 */
import type { CSSProperties } from 'react';

export const styles = {
  skeleton: { padding: 24 },
} satisfies Record<string, CSSProperties>;
