/**
 * Styles of register-app.component.tsx: the waiting line and the failure, centred in the card.
 */
import type { CSSProperties } from 'react';
import { THEME } from '@scf/shared';

export const styles = {
  waiting: { padding: '32px 0', textAlign: 'center', color: THEME.textSecondary },
  failure: { textAlign: 'center', padding: '24px 0' },
} satisfies Record<string, CSSProperties>;
