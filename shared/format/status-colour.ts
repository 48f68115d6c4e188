/**
 * Status code → colour class (docs/requirements.md#session): 10 blue; 15, 35, 45, 65, 85, 90 red; 20, 70 yellow;
 * 25, 40, 50, 60 crimson; 30 gray; 55, 80 green. The meanings of the codes are not known
 * here; only their colours. Each class has a text colour that passes WCAG AA (4.5:1) on white
 * and on the grey page, checked by a test.
 */
import { STATE_TEXT_COLOURS } from '../ui/theme-palette';

export type StatusColorClass = 'blue' | 'red' | 'yellow' | 'crimson' | 'gray' | 'green';

export const STATUS_COLOR_CLASSES: Readonly<Record<number, StatusColorClass>> = {
  10: 'blue',
  15: 'red',
  35: 'red',
  45: 'red',
  65: 'red',
  85: 'red',
  90: 'red',
  20: 'yellow',
  70: 'yellow',
  25: 'crimson',
  40: 'crimson',
  50: 'crimson',
  60: 'crimson',
  30: 'gray',
  55: 'green',
  80: 'green',
};

/** CSS colour of each class, for inline styles (the portal ships no CSS files). */
export const STATUS_CLASS_COLORS: Readonly<Record<StatusColorClass, string>> = {
  blue: STATE_TEXT_COLOURS.blue,
  red: STATE_TEXT_COLOURS.red,
  yellow: STATE_TEXT_COLOURS.yellow,
  crimson: STATE_TEXT_COLOURS.crimson,
  gray: STATE_TEXT_COLOURS.gray,
  green: STATE_TEXT_COLOURS.green,
};

function code(value: unknown): number | null {
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (typeof value === 'string' && /^\s*\d{1,4}\s*$/.test(value)) return Number(value);
  return null;
}

/** The class of a status code (number or numeric string), or null for an unknown code. */
export function statusColorClass(value: unknown): StatusColorClass | null {
  const c = code(value);
  return c === null ? null : (STATUS_COLOR_CLASSES[c] ?? null);
}

/** A class name for markup (`scf-status-red`), '' for an unknown code. */
export function statusClassName(value: unknown): string {
  const cls = statusColorClass(value);
  return cls ? `scf-status-${cls}` : '';
}

/** The CSS colour of a status code, or null for an unknown code (use the default text colour). */
export function statusColor(value: unknown): string | null {
  const cls = statusColorClass(value);
  return cls ? STATUS_CLASS_COLORS[cls] : null;
}
