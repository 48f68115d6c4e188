/**
 * Styles of layout-settings.component.tsx: the button that opens the drawer (never shrunk) and the
 * drawer's section titles.
 */
import type { CSSProperties } from 'react';

export const styles = {
  open: { flex: 'none' },
  sectionTitle: { fontSize: 14 },
} satisfies Record<string, CSSProperties>;
