/**
 * Styles of form-notice.component.tsx: the space below the notice.
 */
import type { CSSProperties } from 'react';

export const styles = {
  notice: { marginBottom: 16 },
} satisfies Record<string, CSSProperties>;
