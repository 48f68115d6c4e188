/**
 * Styles of header-notice-bell.component.tsx: the retry button and the bell with its badge.
 */
import type { CSSProperties } from 'react';

export const styles = {
  retry: { marginTop: 8 },
  bell: { position: 'relative', display: 'inline-flex' },
} satisfies Record<string, CSSProperties>;
