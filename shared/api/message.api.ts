/** Site messages and announcements (docs/api.md §5.5). */
import { P, post, type CallOptions } from './request';
import type {
  AfficheDetail,
  AfficheQuery,
  AfficheSummary,
  MessageDetail,
  MessageQuery,
  MessageSummary,
  Page,
  UpdatedCount,
} from './types';

/**
 * The unread count for the header badge. A background poll: no overlay, never counts as
 * activity (`X-Scf-Background: 1`); failure shows "查询站内信未读数量错误".
 */
export function getUnreadCount(receiveCompCode: string, opts?: CallOptions): Promise<number> {
  return post(
    `${P}/message/getIsUnreadNumbers`,
    { query: { receiveCompCode } },
    { kind: 'unread', background: true, loading: false },
    opts,
  );
}

export function listMessages(query: MessageQuery = {}, opts?: CallOptions): Promise<Page<MessageSummary>> {
  return post(`${P}/message/list`, { body: query }, { kind: 'list' }, opts);
}

/** Opening a message marks it read. */
export function getMessage(id: number, opts?: CallOptions): Promise<MessageDetail> {
  return post(`${P}/message/detail`, { query: { id } }, { kind: 'list' }, opts);
}

export function markMessagesRead(ids: number[], opts?: CallOptions): Promise<UpdatedCount> {
  return post(`${P}/message/read`, { body: { ids } }, { kind: 'update' }, opts);
}

/** Every message read, or only those of `msgTypes` (one tab of the header's notice bell). */
export function markAllMessagesRead(opts?: CallOptions, msgTypes?: readonly string[]): Promise<UpdatedCount> {
  return post(
    `${P}/message/readAll`,
    msgTypes?.length ? { body: { msgTypes: [...msgTypes] } } : {},
    { kind: 'update' },
    opts,
  );
}

/** Announcements of a product (productCode=EC). */
export function listAffiches(
  query: AfficheQuery = {},
  productCode = 'EC',
  opts?: CallOptions,
): Promise<Page<AfficheSummary>> {
  return post('/mgr/msg/affiche/list', { query: { productCode }, body: query }, { kind: 'list' }, opts);
}

export function getAffiche(id: number, opts?: CallOptions): Promise<AfficheDetail> {
  return post('/mgr/msg/affiche/detail', { query: { id } }, { kind: 'list' }, opts);
}
