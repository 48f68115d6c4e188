/**
 * The header bar is the portal colour with white text (the default colour with white: 10.09:1). antd's
 * text buttons are dark-on-light by default, so the bar re-themes them (and their focus ring)
 * for a dark background; everything else, dropdown menus included, keeps the portal theme.
 */
import type { CSSProperties } from 'react';
import { WHITE } from '../ui/theme-palette';

/** The header's height (docs/requirements.md#layout). */
export const HEADER_HEIGHT_PX = 64;

export const HEADER_TEXT_COLOUR = WHITE;

/**
 * The bar's text buttons are white on the portal colour. That is six of antd's button variables
 * set on the bar's own buttons: the rule below outweighs the page theme's `.<theme>.ant-btn`, and
 * the buttons of the header's popups (rendered outside the `<header>` element) keep the page's
 * colours. A nested antd theme did this before: it wrote the theme's whole set of 381 variables
 * again under a class of its own (12 KB in every host page), and derived the theme's tokens again
 * in the browser and on the server, for these six values. The names are antd's (`--ant-button-*`
 * for the button's own tokens, `--ant-color-*` for global tokens set for the button);
 * tests/unit/layout/header-theme.test.tsx checks them against antd's output.
 */
export const HEADER_BAR_BUTTON_VARS = {
  '--ant-button-text-text-color': HEADER_TEXT_COLOUR,
  '--ant-button-text-text-hover-color': HEADER_TEXT_COLOUR,
  '--ant-button-text-text-active-color': HEADER_TEXT_COLOUR,
  '--ant-button-text-hover-bg': 'rgba(255, 255, 255, 0.16)',
  '--ant-color-bg-text-active': 'rgba(255, 255, 255, 0.24)',
  // The focus ring must stand out against the dark bar (WCAG 1.4.11: 3:1).
  '--ant-color-primary-border': HEADER_TEXT_COLOUR,
} as const;

/** The stylesheet the bar renders inside its `<header>` (so it applies in a shadow root too). */
export const HEADER_BAR_RULES = `header[data-scf-header] .ant-btn.ant-btn{${Object.entries(HEADER_BAR_BUTTON_VARS)
  .map(([name, value]) => `${name}:${value}`)
  .join(';')}}`;

/**
 * Under 992 px the header's parts drop their text labels to fit a phone; the text stays in
 * the accessibility tree (and in the buttons' aria-labels).
 */
export { VISUALLY_HIDDEN } from '../ui/visually-hidden';

/** The narrower padding of the header's buttons on a phone (antd's text buttons have 15 px). */
export const COMPACT_BUTTON_PADDING_PX = 6;

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
