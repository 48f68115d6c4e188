/**
 * Styles of verification.page.tsx: the actions, the summary of what was entered, the saved-draft
 * note and the submit button filling its row.
 */
import type { CSSProperties } from 'react';
import { THEME } from '@scf/shared';

export const styles = {
  actions: { display: 'flex', gap: 12, flexWrap: 'wrap' },
  summary: {
    margin: '0 0 20px',
    padding: '12px 16px',
    background: THEME.quietBackground,
    borderRadius: 6,
    color: 'rgba(0, 0, 0, 0.75)',
  },
  saved: { margin: '0 0 12px', color: THEME.textSecondary, fontSize: 14 },
  submit: { flex: 1 },
} satisfies Record<string, CSSProperties>;
