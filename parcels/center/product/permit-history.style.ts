/**
 * Styles of permit-history.modal.tsx: the spinner while the history loads, the space above the
 * timeline, a change's line and its remark.
 */
import type { CSSProperties } from 'react';

export const styles = {
  spinner: { display: 'block', margin: '24px auto' },
  timeline: { marginTop: 16 },
  change: { margin: '4px 0' },
  remark: { margin: 0 },
} satisfies Record<string, CSSProperties>;
