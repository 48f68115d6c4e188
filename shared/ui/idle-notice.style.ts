/**
 * Styles of idle-notice.component.tsx: the notice in the top right corner (antd's notification,
 * drawn without antd), its title, its countdown and its button row.
 */
import type { CSSProperties } from 'react';
import { THEME } from './theme-vars';

export const styles = {
  notice: {
    position: 'fixed',
    top: 24,
    right: 24,
    zIndex: 1010,
    width: 340,
    maxWidth: 'calc(100% - 48px)',
    padding: '16px 20px',
    background: THEME.background,
    borderRadius: 8,
    boxShadow: '0 6px 16px rgba(0,0,0,.16)',
    color: 'rgba(0,0,0,.88)',
  },
  title: { fontWeight: 600, marginBottom: 4 },
  timer: { marginBottom: 12 },
  actions: { textAlign: 'right' },
} satisfies Record<string, CSSProperties>;
