/**
 * The reader's settings of one list's table: which columns show, in what order, and the row
 * density. Kept per list in local storage (they are preferences, not page state), read back
 * defensively: an unknown, corrupt or outdated entry falls back to the defaults.
 */
import type { ColumnType } from 'antd/es/table';
import { readJson, removeItem, writeJson } from '../index';

export type Density = 'large' | 'middle' | 'small';

/** antd's table sizes under the names ant-design-pro readers know. */
export const DENSITIES: ReadonlyArray<{ value: Density; label: string }> = [
  { value: 'large', label: '默认' },
  { value: 'middle', label: '中等' },
  { value: 'small', label: '紧凑' },
];

export interface TableSettings {
  /** Column ids in the reader's order; columns not named keep their place after them. */
  order: string[];
  hidden: string[];
  density: Density;
}

export const DEFAULT_TABLE_SETTINGS: TableSettings = { order: [], hidden: [], density: 'large' };

const KEY_RE = /^[A-Za-z0-9_.-]{1,64}$/;
const ID_RE = /^[A-Za-z0-9_.-]{1,64}$/;

function tableSettingsKey(listKey: string): string | null {
  return KEY_RE.test(listKey) ? `scf.table.${listKey}` : null;
}

/** A column's id: its key, else its data index; the index in the list as a last resort. */
export function columnId(column: { key?: unknown; dataIndex?: unknown }, index: number): string {
  if (typeof column.key === 'string' || typeof column.key === 'number') return String(column.key);
  const d = column.dataIndex;
  if (typeof d === 'string' || typeof d === 'number') return String(d);
  if (Array.isArray(d)) return d.join('.');
  return `col${index}`;
}

function ids(value: unknown): string[] {
  return Array.isArray(value)
    ? [...new Set(value.filter((v): v is string => typeof v === 'string' && ID_RE.test(v)))].slice(0, 50)
    : [];
}

export function readTableSettings(listKey: string): TableSettings {
  const key = tableSettingsKey(listKey);
  const saved = key ? readJson('local', key) : undefined;
  if (typeof saved !== 'object' || saved === null || Array.isArray(saved)) return DEFAULT_TABLE_SETTINGS;
  const s = saved as Record<string, unknown>;
  const density = DENSITIES.some((d) => d.value === s.density)
    ? (s.density as Density)
    : DEFAULT_TABLE_SETTINGS.density;
  return { order: ids(s.order), hidden: ids(s.hidden), density };
}

export function writeTableSettings(listKey: string, settings: TableSettings): void {
  const key = tableSettingsKey(listKey);
  if (!key) return;
  const isDefault =
    settings.order.length === 0 && settings.hidden.length === 0 && settings.density === DEFAULT_TABLE_SETTINGS.density;
  if (isDefault) removeItem('local', key);
  else writeJson('local', key, settings);
}

export interface ArrangedColumn<T> {
  id: string;
  column: ColumnType<T>;
  visible: boolean;
}

/**
 * The columns in the reader's order with their visibility. Columns the settings do not name
 * (new ones) keep their natural place among the rest; at least one column always shows.
 */
export function arrangeColumns<T>(columns: readonly ColumnType<T>[], settings: TableSettings): ArrangedColumn<T>[] {
  const all = columns.map((column, i) => ({ id: columnId(column, i), column, natural: i }));
  const rank = new Map(settings.order.map((id, i) => [id, i]));
  const known = all.filter((c) => rank.has(c.id)).sort((a, b) => (rank.get(a.id) ?? 0) - (rank.get(b.id) ?? 0));
  // Named columns fill the natural slots of the named ones, in the reader's order; the rest stay put.
  const slots = all.filter((c) => rank.has(c.id)).map((c) => c.natural);
  const placed = [...all];
  slots.forEach((slot, i) => {
    placed[slot] = known[i] as (typeof all)[number];
  });
  const hidden = new Set(settings.hidden);
  const out = placed.map((c) => ({ id: c.id, column: c.column, visible: !hidden.has(c.id) }));
  if (out.length > 0 && out.every((c) => !c.visible)) (out[0] as ArrangedColumn<T>).visible = true;
  return out;
}

/** The order after moving one column a step up (-1) or down (+1). */
export function moveColumn(current: readonly string[], id: string, step: -1 | 1): string[] {
  const next = [...current];
  const i = next.indexOf(id);
  const j = i + step;
  if (i < 0 || j < 0 || j >= next.length) return next;
  [next[i], next[j]] = [next[j] as string, next[i] as string];
  return next;
}
