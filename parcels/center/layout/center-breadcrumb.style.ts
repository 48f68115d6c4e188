/**
 * Styles of center-breadcrumb.component.tsx: the space below the breadcrumb.
 */
import type { CSSProperties } from 'react';

export const styles = {
  breadcrumb: { marginBottom: 12 },
} satisfies Record<string, CSSProperties>;
