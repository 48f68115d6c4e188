/**
 * Styles of idle-notice.component.tsx: the notice's title, its countdown and its button row.
 */
import type { CSSProperties } from 'react';

export const styles = {
  title: { fontWeight: 600, marginBottom: 4 },
  timer: { marginBottom: 12 },
  actions: { textAlign: 'right' },
} satisfies Record<string, CSSProperties>;
