/**
 * The antd theme of the portal (default colour #003c95,
 * docs/requirements.md#layout) with the token fixes that make antd 6
 * pass WCAG AA contrast on white, #fafafa and the #f5f5f5 page: secondary and
 * description text rgba(0,0,0,.65), tertiary text rgba(0,0,0,.6) (Descriptions labels, icons),
 * quaternary rgba(0,0,0,.55) (antd's disabled colour, which it also uses for empty texts of
 * tables, lists and selects), placeholder rgba(0,0,0,.6), error #cf1322. antd's defaults (.45
 * and .25) measure 3.4:1 and 1.6:1. tests/unit/shared/theme-contrast.test.ts checks the ratios.
 * A persisted theme colour that white text cannot sit on (below 4.5:1) falls back to the
 * default, so a stored preference can never make buttons unreadable.
 */
import type { ThemeConfig } from 'antd';
import { validThemeColor } from '../state/portal-state';
import { DEFAULT_THEME_COLOR, STATE_TEXT_COLOURS, WHITE } from './theme-palette';
import { contrastRatio } from './contrast';

export const FONT_FAMILY =
  "-apple-system, BlinkMacSystemFont, 'PingFang SC', 'Hiragino Sans GB', " +
  "'Microsoft YaHei', 'Noto Sans CJK SC', 'Helvetica Neue', Arial, sans-serif";

/** A primary colour white text can sit on (≥ 4.5:1), else the default. */
export function accessibleThemeColor(colour: unknown): string {
  const c = validThemeColor(colour);
  return c && contrastRatio(c, WHITE) >= 4.5 ? c : DEFAULT_THEME_COLOR;
}

/** The text colours antd's defaults get wrong for WCAG AA (see above). */
export const PORTAL_TEXT_TOKENS = {
  colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
  colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
  colorTextQuaternary: 'rgba(0, 0, 0, 0.55)',
  colorTextDescription: 'rgba(0, 0, 0, 0.65)',
  colorError: STATE_TEXT_COLOURS.red,
  colorTextPlaceholder: 'rgba(0, 0, 0, 0.6)',
} as const;

/** antd's blue-7: text in it stays readable (≥ 4.5:1) on white and on its own light background. */
const INFO_BLUE = STATE_TEXT_COLOURS.blue;

/** The colour mixed with white: `share` (0–1) of it, the rest white, as #rrggbb. */
function tintOf(hex: string, share: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const mix = (c: number) =>
    Math.round(255 - share * (255 - c))
      .toString(16)
      .padStart(2, '0');
  return `#${mix((n >> 16) & 255)}${mix((n >> 8) & 255)}${mix(n & 255)}`;
}

export interface PortalThemeOptions {
  reducedMotion?: boolean;
  /**
   * The class antd declares its CSS variables on. `PortalProvider` sets it itself (named after the
   * theme, the same on the server and in the browser) and puts it on its root element, so plain
   * elements inside can use `var(--ant-…)` (see theme-vars.ts).
   */
  cssVarKey?: string;
}

export function portalTheme(colour: unknown = DEFAULT_THEME_COLOR, options: PortalThemeOptions = {}): ThemeConfig {
  const primary = accessibleThemeColor(colour);
  const key = typeof options?.cssVarKey === 'string' && options.cssVarKey ? options.cssVarKey : undefined;
  return {
    ...(key ? { cssVar: { key } } : {}),
    token: {
      // A reader who asked the system for less motion gets none (WCAG 2.3.3): antd then also
      // drops leaving elements at once, e.g. a button's loading icon and its "loading" label.
      motion: options?.reducedMotion !== true,
      colorPrimary: primary,
      colorLink: primary,
      // Information (banners, tags) in a clear blue of its own: derived from the dark primary
      // its light background turned a dull grey-blue. Blue-7 keeps 4.5:1 text contrast on it.
      colorInfo: INFO_BLUE,
      ...PORTAL_TEXT_TOKENS,
      fontFamily: FONT_FAMILY,
    },
    components: {
      // Selected rows in a light tint of the primary: antd's own (the palette's 2nd and 3rd
      // steps) turn dark for a dark primary, and links on a hovered selected row fell below 4.5:1.
      Table: { rowSelectedBg: tintOf(primary, 0.1), rowSelectedHoverBg: tintOf(primary, 0.16) },
    },
  };
}
