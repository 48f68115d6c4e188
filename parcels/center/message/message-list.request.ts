/**
 * 站内信's list request, defined once: the page asks with it, and the page registry starts it
 * together with the page's code (shared's page-request), from the same stored filters.
 */
import { definePageRequest, listMessages, readPagedListState, type MessageQuery, type Paging } from '@scf/shared';
import { isReadFilter, readStatusOf } from './message-model';

export const MESSAGE_LIST_KEY = 'messageList';
export const MESSAGE_LIST_FILTERS = { read: 'all' as string, msgType: '', keyword: '' };
export type MessageListState = typeof MESSAGE_LIST_FILTERS & Paging;

/** The query of a list state (an unknown read filter means all). */
export function messageQuery(list: MessageListState): MessageQuery {
  return {
    readStatus: readStatusOf(isReadFilter(list.read) ? list.read : 'all'),
    msgType: list.msgType || undefined,
    keyword: list.keyword || undefined,
    pageNum: list.pageNum,
    pageSize: list.pageSize,
  };
}

export const MESSAGE_LIST_REQUEST = definePageRequest({
  args: () => messageQuery(readPagedListState(MESSAGE_LIST_KEY, MESSAGE_LIST_FILTERS)),
  load: (query: MessageQuery, call) => listMessages(query, call),
});
