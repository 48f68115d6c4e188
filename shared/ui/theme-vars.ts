/**
 * Colours for inline styles, as antd's CSS variables (`var(--ant-color-primary, #003c95)`).
 * A style written with them follows the theme colour the user picks in the layout settings,
 * and the markup is the same whatever the colour (the server renders with the default one and
 * the browser hydrates it with the user's), so server rendering never mismatches.
 *
 * `PortalProvider` declares the variables on its root element; outside it (the parcel error
 * view, a foreign page) the fallback, the portal's default value, applies. No antd at run time:
 * the first paint of a public page does not wait for it. Like ant-design-pro's
 * `style.style.ts`, a page styles with tokens by name, never with a colour written out. The
 * portal's colours antd has no token for (theme-palette.ts) are in `THEME` too, as values.
 */
import { PORTAL_TEXT_TOKENS } from './theme';
import { DEFAULT_THEME_COLOR, PORTAL_COLOURS } from './theme-palette';

/** The tokens the portal's inline styles use, with the value when no provider is around. */
const FALLBACKS = {
  colorPrimary: DEFAULT_THEME_COLOR,
  colorPrimaryHover: DEFAULT_THEME_COLOR,
  colorPrimaryBg: '#e6f4ff',
  colorLink: DEFAULT_THEME_COLOR,
  colorText: 'rgba(0, 0, 0, 0.88)',
  colorTextSecondary: PORTAL_TEXT_TOKENS.colorTextSecondary,
  colorTextDescription: PORTAL_TEXT_TOKENS.colorTextDescription,
  colorTextLightSolid: '#fff',
  colorError: PORTAL_TEXT_TOKENS.colorError,
  colorBorder: '#d9d9d9',
  colorBorderSecondary: '#f0f0f0',
  colorBgContainer: '#ffffff',
  colorBgLayout: '#f5f5f5',
  colorWhite: '#fff',
  colorSuccessBg: '#f6ffed',
  colorSuccessBorder: '#b7eb8f',
} as const;

export type ThemeVarName = keyof typeof FALLBACKS;

/** antd's CSS variable prefix (the components' prefix, `ant`). */
const THEME_VAR_PREFIX = 'ant';

/** `colorTextSecondary` → `--ant-color-text-secondary`, as `@ant-design/cssinjs` names them. */
export function themeVarName(token: unknown): string {
  const name = typeof token === 'string' ? token.replace(/[^A-Za-z0-9]/g, '') : '';
  return `--${THEME_VAR_PREFIX}-${name}`.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

/** `var(--ant-…, fallback)` for a token of the portal theme. */
export function themeVar(token: ThemeVarName): string {
  const fallback = typeof token === 'string' && Object.hasOwn(FALLBACKS, token) ? FALLBACKS[token] : undefined;
  return fallback === undefined ? `var(${themeVarName(token)})` : `var(${themeVarName(token)}, ${fallback})`;
}

/** The colour `token` mixed with `share` percent of `other` (CSS color-mix), for tints and shades. */
export function themeMix(token: ThemeVarName, share: number, other = 'transparent'): string {
  const pct = Number.isFinite(share) ? Math.min(100, Math.max(0, share)) : 100;
  return (
    `color-mix(in srgb, ${themeVar(token)} ${pct}%, ` + `${typeof other === 'string' && other ? other : 'transparent'})`
  );
}

/** The colours every portal style may use, by role. */
export const THEME = {
  primary: themeVar('colorPrimary'),
  primaryHover: themeVar('colorPrimaryHover'),
  primaryBg: themeVar('colorPrimaryBg'),
  link: themeVar('colorLink'),
  text: themeVar('colorText'),
  textSecondary: themeVar('colorTextSecondary'),
  textDescription: themeVar('colorTextDescription'),
  onPrimary: themeVar('colorTextLightSolid'),
  error: themeVar('colorError'),
  border: themeVar('colorBorder'),
  borderSecondary: themeVar('colorBorderSecondary'),
  background: themeVar('colorBgContainer'),
  /** The page behind the cards. */
  pageBackground: themeVar('colorBgLayout'),
  /** White on pictures and dark bands whatever the theme (a carousel's current dot). */
  white: themeVar('colorWhite'),
  successBg: themeVar('colorSuccessBg'),
  successBorder: themeVar('colorSuccessBorder'),
  ...PORTAL_COLOURS,
  /** The brand band: the theme colour from a darker shade to a lighter tint. */
  brandGradient: (angle: number): string =>
    `linear-gradient(${Number.isFinite(angle) ? angle : 120}deg, ${themeMix('colorPrimary', 70, 'black')} 0%, ` +
    `${themeVar('colorPrimary')} 58%, ${themeMix('colorPrimary', 80, 'white')} 100%)`,
} as const;
