/**
 * The two tabs of the header's notice bell, JeecgBoot-style: 通知 holds the notices among the
 * site messages (系统通知 and 审核通知), 消息 the business reminders. Both are site messages
 * with a read state per employee, so together they are exactly what the unread badge counts.
 */
export type NoticeTabKey = 'notice' | 'message';

export interface NoticeTab {
  key: NoticeTabKey;
  label: string;
  /** The message types (dictionary msgType) the tab shows. */
  msgTypes: readonly string[];
  /** The empty state's text. */
  emptyText: string;
}

export const NOTICE_TABS: readonly NoticeTab[] = [
  { key: 'notice', label: '通知', msgTypes: ['SYSTEM', 'APPROVAL'], emptyText: '暂无未读通知' },
  { key: 'message', label: '消息', msgTypes: ['BUSINESS'], emptyText: '暂无未读消息' },
];

/** How many of the latest unread items each tab shows. */
export const NOTICE_FEED_SIZE = 5;
