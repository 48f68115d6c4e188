/** Filters of the message list and the `:id` of detail pages, read safely. */

export type ReadFilter = 'all' | 'unread' | 'read';

export const READ_FILTERS: readonly { value: ReadFilter; label: string }[] = [
  { value: 'all', label: '全部' },
  { value: 'unread', label: '未读' },
  { value: 'read', label: '已读' },
];

export function isReadFilter(v: unknown): v is ReadFilter {
  return v === 'all' || v === 'unread' || v === 'read';
}

/** The server's `readStatus` for a filter: 0 unread, 1 read, undefined for all. */
export function readStatusOf(filter: ReadFilter): 0 | 1 | undefined {
  return filter === 'unread' ? 0 : filter === 'read' ? 1 : undefined;
}

/** A positive integer id from a route parameter, or null (a typed URL may carry anything). */
export function parseId(raw: string | undefined): number | null {
  if (typeof raw !== 'string' || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const n = Number(raw);
  return Number.isSafeInteger(n) && n <= 2_147_483_647 ? n : null;
}

export const messageDetailPath = (id: number): string => `/center/crm/message/detail/${id}`;
export const afficheDetailPath = (id: number): string => `/center/crm/affiche/detail/${id}`;
export const MESSAGE_LIST_PATH = '/center/crm/message/list';
export const AFFICHE_LIST_PATH = '/center/crm/affiche/list';
