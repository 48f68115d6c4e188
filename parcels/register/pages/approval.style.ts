/**
 * Styles of approval.page.tsx: the waiting card (its icon, title, text and actions), the space
 * below the result, and the polling status in the secondary colour.
 */
import type { CSSProperties } from 'react';
import { THEME } from '@scf/shared';

export const styles = {
  waiting: {
    display: 'flex',
    gap: 16,
    alignItems: 'flex-start',
    padding: 20,
    marginBottom: 20,
    borderRadius: 8,
    background: THEME.primaryBg,
    border: `1px solid ${THEME.infoBorder}`,
  },
  icon: { fontSize: 32, color: THEME.primary },
  title: { margin: '0 0 4px', fontSize: 18, fontWeight: 600 },
  text: { margin: 0, color: 'rgba(0, 0, 0, 0.75)', lineHeight: 1.7 },
  actions: { display: 'flex', gap: 12, flexWrap: 'wrap', marginTop: 20 },
  result: { marginBottom: 20 },
  pollStatus: { color: THEME.textSecondary },
} satisfies Record<string, CSSProperties>;
