/**
 * The header bar is the portal colour with white text (the default colour with white: 10.09:1). antd's
 * text buttons are dark-on-light by default, so the bar re-themes them (and their focus ring)
 * for a dark background; everything else, dropdown menus included, keeps the portal theme.
 */
import type { CSSProperties } from 'react';
import type { GlobalToken, ThemeConfig } from 'antd';
import { WHITE } from '../ui/theme-palette';

/** The header's height (docs/requirements.md#layout). */
export const HEADER_HEIGHT_PX = 64;

export const HEADER_TEXT_COLOUR = WHITE;

/**
 * The header bar's theme; `cssVarKey` names its CSS-variable class (`useNestedThemeKey`), so
 * every mount of the header shares one class instead of writing the token set again.
 */
export function headerBarTheme(cssVarKey: string): ThemeConfig {
  return {
    cssVar: { key: cssVarKey },
    components: {
      Button: {
        textTextColor: HEADER_TEXT_COLOUR,
        textTextHoverColor: HEADER_TEXT_COLOUR,
        textTextActiveColor: HEADER_TEXT_COLOUR,
        textHoverBg: 'rgba(255, 255, 255, 0.16)',
        colorBgTextActive: 'rgba(255, 255, 255, 0.24)',
        // The focus ring must stand out against the dark bar (WCAG 1.4.11: 3:1).
        colorPrimaryBorder: HEADER_TEXT_COLOUR,
      },
    },
  };
}

/**
 * Under 992 px the header's parts drop their text labels to fit a phone; the text stays in
 * the accessibility tree (and in the buttons' aria-labels).
 */
export { VISUALLY_HIDDEN } from '../ui/visually-hidden';

/** The narrower padding of the header's buttons on a phone (antd's text buttons have 15 px). */
export const COMPACT_BUTTON_PADDING_PX = 6;

/**
 * The header's popups (menus, the notice bell) are light like the rest of the page: their text
 * buttons go back to the page's colours from the bar's white-on-dark ones.
 */
export function headerPopupTheme(token: GlobalToken, cssVarKey: string): ThemeConfig {
  return {
    cssVar: { key: cssVarKey },
    components: {
      Button: {
        textTextColor: token.colorText,
        textTextHoverColor: token.colorText,
        textTextActiveColor: token.colorText,
        textHoverBg: token.colorBgTextHover,
        colorBgTextActive: token.colorBgTextActive,
        colorPrimaryBorder: token.colorPrimaryBorder,
      },
    },
  };
}

/** A header switch with one choice only: the icon and its name as plain text, no menu. */
export function headerStaticChipStyle(compact: boolean): CSSProperties {
  return { position: 'relative', display: 'inline-flex', alignItems: 'center', gap: 6, paddingInline: compact ? 4 : 8 };
}

/** How the header's panels (the menu, the notice bell) open: on click, below the button's right edge. */
export const HEADER_POPOVER = {
  trigger: 'click',
  placement: 'bottomRight',
  arrow: false,
  styles: { container: { padding: 0 } },
} as const;
