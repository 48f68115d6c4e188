/**
 * Styles of section-heading.component.tsx (plain HTML, before antd loads): the heading's row, its
 * title, the 更多 link in the theme colour and its arrow.
 */
import type { CSSProperties } from 'react';
import { THEME } from '@scf/shared';

export const styles = {
  row: { display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 16, margin: '40px 0 20px' },
  title: { margin: 0, fontSize: 24, fontWeight: 600, color: 'rgba(0, 0, 0, 0.88)' },
  more: { color: THEME.primary, textDecoration: 'none', whiteSpace: 'nowrap', padding: '4px 0' },
  arrow: { fontSize: 12 },
} satisfies Record<string, CSSProperties>;
