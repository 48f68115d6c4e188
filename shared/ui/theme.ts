/**
 * The antd theme of the portal (spec §9 colour #003c95) with the token fixes that make antd 6
 * pass WCAG AA (stack notes §7) on white, #fafafa and the #f5f5f5 page: secondary and
 * description text rgba(0,0,0,.65), tertiary text rgba(0,0,0,.6) (Descriptions labels, icons),
 * quaternary rgba(0,0,0,.55) (antd's disabled colour, which it also uses for empty texts of
 * tables, lists and selects), placeholder rgba(0,0,0,.6), error #cf1322. antd's defaults (.45
 * and .25) measure 3.4:1 and 1.6:1. tests/unit/shared/theme-contrast.test.ts checks the ratios.
 * A persisted theme colour that white text cannot sit on (below 4.5:1) falls back to the
 * default, so a stored preference can never make buttons unreadable.
 */
import type { ThemeConfig } from 'antd';
import { DEFAULT_THEME_COLOR, validThemeColor } from '../state/portal-state';
import { contrastRatio } from './contrast';

export const FONT_FAMILY =
  "-apple-system, BlinkMacSystemFont, 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Helvetica Neue', Arial, sans-serif";

/** A primary colour white text can sit on (≥ 4.5:1), else the default. */
export function accessibleThemeColor(colour: unknown): string {
  const c = validThemeColor(colour);
  return c && contrastRatio(c, '#ffffff') >= 4.5 ? c : DEFAULT_THEME_COLOR;
}

export function portalTheme(colour: unknown = DEFAULT_THEME_COLOR, options: { reducedMotion?: boolean } = {}): ThemeConfig {
  const primary = accessibleThemeColor(colour);
  return {
    token: {
      // A reader who asked the system for less motion gets none (WCAG 2.3.3): antd then also
      // drops leaving elements at once, e.g. a button's loading icon and its "loading" label.
      motion: options?.reducedMotion !== true,
      colorPrimary: primary,
      colorLink: primary,
      colorInfo: primary,
      colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
      colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
      colorTextQuaternary: 'rgba(0, 0, 0, 0.55)',
      colorTextDescription: 'rgba(0, 0, 0, 0.65)',
      colorError: '#cf1322',
      colorTextPlaceholder: 'rgba(0, 0, 0, 0.6)',
      fontFamily: FONT_FAMILY,
    },
  };
}
