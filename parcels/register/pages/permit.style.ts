/**
 * Styles of permit.page.tsx: two fields side by side (wrapping on a phone), the saved-draft note
 * and the space below the notices.
 */
import type { CSSProperties } from 'react';
import { THEME } from '@scf/shared';

export const styles = {
  two: { display: 'flex', flexWrap: 'wrap', gap: '0 16px' },
  saved: { margin: '0 0 12px', color: THEME.textSecondary, fontSize: 14 },
  half: { flex: '1 1 220px', minWidth: 0 },
  notice: { marginBottom: 16 },
} satisfies Record<string, CSSProperties>;
