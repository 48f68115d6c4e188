/**
 * The header bar is the portal colour with white text (#003c95 with white: 10.09:1). antd's
 * text buttons are dark-on-light by default, so the bar re-themes them (and their focus ring)
 * for a dark background; everything else, dropdown menus included, keeps the portal theme.
 */
import type { ThemeConfig } from 'antd';

/** Spec §9. */
export const HEADER_HEIGHT_PX = 64;

export const HEADER_TEXT_COLOUR = '#ffffff';

export const headerBarTheme: ThemeConfig = {
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
