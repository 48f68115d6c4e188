/**
 * Styles of verify.page.tsx (plain HTML: the page paints before antd loads), colours from the
 * theme's CSS variables: the form's card, fields and button, and the two answers (genuine, in
 * the theme colour, with its facts; not genuine, in the error colour).
 */
import type { CSSProperties } from 'react';
import { THEME } from '@scf/shared';

const hint: CSSProperties = { color: THEME.textSecondary, fontSize: 14 };
const input: CSSProperties = {
  padding: '8px 12px',
  fontSize: 16,
  border: `1px solid ${THEME.border}`,
  borderRadius: 6,
  fontFamily: 'inherit',
};

export const styles = {
  card: {
    background: THEME.background,
    border: `1px solid ${THEME.borderSecondary}`,
    borderRadius: 8,
    padding: 24,
    maxWidth: 720,
  },
  field: { display: 'flex', flexDirection: 'column', gap: 6, marginBottom: 16 },
  input,
  hashInput: { ...input, fontFamily: 'monospace', fontSize: 14 },
  hint,
  intro: { ...hint, marginTop: 0 },
  error: { color: THEME.error, fontSize: 14 },
  button: {
    padding: '10px 24px',
    fontSize: 16,
    border: 'none',
    borderRadius: 6,
    background: THEME.primary,
    color: THEME.onPrimary,
    cursor: 'pointer',
  },
  genuine: {
    marginTop: 24,
    padding: 16,
    borderRadius: 8,
    border: `1px solid ${THEME.primary}`,
    background: THEME.primaryBg,
  },
  fake: { marginTop: 24, padding: 16, borderRadius: 8, border: `1px solid ${THEME.error}` },
  fact: { margin: 0 },
  fakeTitle: { color: THEME.error },
  fakeHint: { ...hint, marginBottom: 0 },
  dl: { display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '6px 16px', margin: '12px 0 0' },
} satisfies Record<string, CSSProperties>;
