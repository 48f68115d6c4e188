/**
 * Links that look like buttons, in plain HTML (pages that paint before antd loads: the home
 * page's call to register, the 404 page): the filled primary one and the outlined one.
 */
import type { CSSProperties } from 'react';
import { THEME } from './theme-vars';

const base: CSSProperties = {
  display: 'inline-flex',
  alignItems: 'center',
  height: 40,
  padding: '0 24px',
  borderRadius: 6,
  textDecoration: 'none',
};

export const LINK_BUTTON_STYLES = {
  primary: { ...base, background: THEME.primary, color: THEME.onPrimary },
  ghost: { ...base, border: `1px solid ${THEME.primary}`, color: THEME.primary },
} satisfies Record<string, CSSProperties>;
