/**
 * The service widget's defaults, also shown by pages (the public footer's and the about
 * page's hotline): the one place the provider's consultation hotline is written down.
 */
export type WidgetPosition = 'left' | 'right';

export const SERVICE_WIDGET_DEFAULTS = {
  /** The provider's consultation hotline; deployments set their own with `hotline`. */
  hotline: '400-880-9555',
  position: 'right' as WidgetPosition,
};

/** Digits, spaces, dashes, plus and parentheses, 3–30 characters: a phone number as printed. */
export const HOTLINE_RE = /^[0-9+\-() ]{3,30}$/;

/** The `tel:` link of a number as printed (`400-880-9555` → `tel:4008809555`). */
export function telHref(number: string): string {
  return `tel:${(typeof number === 'string' ? number : '').replace(/[^0-9+]/g, '')}`;
}

/** The hotline's service hours, as the public footer and the about page print them. */
export const SERVICE_HOURS = '工作日 9:00–18:00';
