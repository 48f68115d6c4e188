/**
 * Styles of account.page.tsx: the unfinished registration's card and its text, the actions, the
 * footer, the switch to resuming by mobile (a link-looking button without padding) and the login
 * link in the theme colour.
 */
import type { CSSProperties } from 'react';
import { THEME } from '@scf/shared';

export const styles = {
  resume: {
    padding: 20,
    marginBottom: 8,
    border: `1px solid ${THEME.infoBorder}`,
    borderRadius: 8,
    background: THEME.primaryBg,
  },
  actions: { display: 'flex', gap: 12, flexWrap: 'wrap', marginTop: 16 },
  footer: { marginTop: 16, textAlign: 'center' },
  switch: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: '0 4px',
    padding: '8px 12px',
    marginBottom: 16,
    borderRadius: 6,
    background: THEME.primaryBg,
  },
  resumeText: { margin: 0 },
  inlineLink: { padding: 0, height: 'auto' },
  loginLink: { color: THEME.primary, textDecoration: 'underline' },
} satisfies Record<string, CSSProperties>;
