/**
 * The latest unread site messages of each tab of the notice bell, loaded while its popup is
 * open (and again whenever some page announces that messages were read), with the two ways
 * to mark them read. Marking read announces it with `notifyMessagesRead`, so the unread badge,
 * the message pages and every other header on the page refresh from the server together.
 */
import { useCallback, useEffect, useState } from 'react';
import { listMessages, markAllMessagesRead, markMessagesRead } from '../api/message.api';
import type { MessageSummary } from '../api/types';
import { MESSAGES_READ_EVENT, notifyMessagesRead } from './layout-events';
import { NOTICE_FEED_SIZE, NOTICE_TABS, type NoticeTab, type NoticeTabKey } from './notice-tabs';

interface NoticeFeed {
  status: 'loading' | 'ready' | 'error';
  items: MessageSummary[];
  /** Unread messages of the tab (the items are the newest of them). */
  total: number;
}

type NoticeFeeds = Record<NoticeTabKey, NoticeFeed>;

const LOADING: NoticeFeed = { status: 'loading', items: [], total: 0 };
const initial = (): NoticeFeeds => ({ notice: LOADING, message: LOADING });

// Header calls: no loading overlay, and an ended session is the page's business, not the bell's.
const QUIET = { loading: false, navigate: false } as const;

async function loadTab(tab: NoticeTab, signal: AbortSignal): Promise<NoticeFeed> {
  const page = await listMessages(
    { readStatus: 0, msgTypes: [...tab.msgTypes], pageNum: 1, pageSize: NOTICE_FEED_SIZE },
    { ...QUIET, kind: 'silent', signal },
  );
  const items = Array.isArray(page?.list) ? page.list.filter((m) => m.readStatus === 0) : [];
  const total = Number.isInteger(page?.total) && page.total >= items.length ? page.total : items.length;
  return { status: 'ready', items, total };
}

export interface NoticeFeedApi {
  feeds: NoticeFeeds;
  reload: () => void;
  /** Marks one message read; false when the server refused. */
  markRead: (id: number) => Promise<boolean>;
  /** Marks every unread message of a tab read. */
  markTabRead: (key: NoticeTabKey) => Promise<boolean>;
}

export function useNoticeFeed(active: boolean): NoticeFeedApi {
  const [feeds, setFeeds] = useState<NoticeFeeds>(initial);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!active) return undefined;
    const controller = new AbortController();
    const load = (): void => {
      for (const tab of NOTICE_TABS) {
        loadTab(tab, controller.signal)
          .then((feed) => {
            if (!controller.signal.aborted) setFeeds((f) => ({ ...f, [tab.key]: feed }));
          })
          .catch(() => {
            if (!controller.signal.aborted) setFeeds((f) => ({ ...f, [tab.key]: { ...f[tab.key], status: 'error' } }));
          });
      }
    };
    load();
    window.addEventListener(MESSAGES_READ_EVENT, load);
    return () => {
      controller.abort();
      window.removeEventListener(MESSAGES_READ_EVENT, load);
    };
  }, [active, attempt]);

  // Closed: the next opening starts from a fresh load, never from a stale list.
  useEffect(() => {
    if (!active) setFeeds(initial());
  }, [active]);

  const reload = useCallback(() => setAttempt((a) => a + 1), []);

  const markRead = useCallback(async (id: number): Promise<boolean> => {
    try {
      await markMessagesRead([id], { ...QUIET, kind: 'silent' });
      notifyMessagesRead();
      return true;
    } catch {
      return false;
    }
  }, []);

  const markTabRead = useCallback(async (key: NoticeTabKey): Promise<boolean> => {
    const tab = NOTICE_TABS.find((t) => t.key === key);
    if (!tab) return false;
    try {
      // 'update': the portal's usual "已全部标记为已读" or the server's reason.
      await markAllMessagesRead({ ...QUIET, kind: 'update' }, tab.msgTypes);
      notifyMessagesRead();
      return true;
    } catch {
      return false;
    }
  }, []);

  return { feeds, reload, markRead, markTabRead };
}
