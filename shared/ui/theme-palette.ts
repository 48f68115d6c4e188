/**
 * The portal's colours written out, by role: with theme.ts the only module where a colour is a
 * literal (the lint rule in biome/no-hex-colour.grit rejects one anywhere else in parcels/,
 * shared/ and root-config/). Pages take them by name through `THEME` (theme-vars.ts), which
 * prefers antd's CSS variables where antd has a token for the role; what stays here is what antd
 * has no token for, and the values code must compute with (contrast checks, plain DOM without
 * antd's variables). A leaf module: the state, the theme and the server's host page import it.
 */

/** The portal's default theme colour (docs/requirements.md#layout); white on it: 10.09:1. */
export const DEFAULT_THEME_COLOR = '#003c95';

/** White: text and marks on the theme colour and on dark bands (the header, banners). */
export const WHITE = '#ffffff';

/**
 * The theme colours the layout settings offer, each one white text can sit on (≥ 4.5:1,
 * checked by a test). Their names are what the user reads.
 */
export const THEME_COLOUR_CHOICES: readonly { value: string; label: string }[] = [
  { value: DEFAULT_THEME_COLOR, label: '深蓝' },
  { value: '#0958d9', label: '湖蓝' },
  { value: '#1d39c4', label: '靛蓝' },
  { value: '#531dab', label: '紫色' },
  { value: '#006d75', label: '青色' },
  { value: '#237804', label: '绿色' },
  { value: '#ad2102', label: '砖红' },
];

/**
 * Text colours of states (statuses, password strength, notices): antd's darker steps, so each
 * passes WCAG AA (4.5:1) on white and on the #f5f5f5 page (checked by tests).
 */
export const STATE_TEXT_COLOURS = {
  blue: '#0958d9',
  red: '#cf1322',
  yellow: '#874d00',
  orange: '#ad4e00',
  crimson: '#a8071a',
  gray: '#595959',
  green: '#237804',
} as const;

/** The portal's surfaces and lines antd has no token for (the fallbacks of the others are in theme-vars.ts). */
export const PORTAL_COLOURS = {
  /** The hairline round cards and lists on the page background. */
  cardBorder: '#e8e8e8',
  /** A quiet panel inside a card (summaries, the captcha box, a choice that cannot be taken). */
  quietBackground: '#fafafa',
  /** Muted tags (disabled, expired) and the page behind everything. */
  mutedBackground: '#f5f5f5',
  /** Empty tracks: progress and strength bars, loading placeholders, an empty preview. */
  track: '#f0f0f0',
  /** The moving highlight of a loading placeholder. */
  trackShine: '#e6e6e6',
  /** Behind pictures that are still loading, and the light wash of the sign-in pages. */
  imageBackground: '#eef3fb',
  /** Behind a banner's picture while it loads, dark enough for its white text. */
  bannerBackground: '#00306f',
  /** The public site's footer. */
  footerBackground: '#001529',
  /** Behind a picture being cropped. */
  cropBackdrop: '#262626',
  /** The border of an information box on the primary background. */
  infoBorder: '#adc6ff',
} as const;
