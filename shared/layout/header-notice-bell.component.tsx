/**
 * The header's notice bell (the inbox icon with the unread badge): a plain click opens a popup
 * with two tabs, 通知 and 消息, each listing its latest unread site messages. Clicking one marks
 * it read and opens it; 全部已读 marks a whole tab read; 查看全部 goes to the message centre.
 * The icon stays a real link to the message centre (a new tab still opens the list), and its
 * name keeps saying how many messages are unread.
 * Keyboard: the popup takes focus on its current tab; ←/→ (Home/End) switch tabs, Tab walks the
 * items and actions, Escape closes and returns to the bell. On a phone the popup is the width
 * of the screen less a margin. Built from Popover and Button only, like the header's menus:
 * the embeddable bundle has a size budget.
 */
import { useEffect, useId, useRef, useState, type CSSProperties, type KeyboardEvent, type MouseEvent } from 'react';
import { Button, theme } from 'antd';
import { PopoverOnDemand } from './popover-on-demand.component';
import { BellOutlined } from '@ant-design/icons';
import { fillPath, pathOfPage } from '../routes/route-pages';
import { tabIndexAfterKey } from '../ui/tab-keys';
import { HEADER_POPOVER, HEADER_TEXT_COLOUR } from './header-theme';
import { LAYOUT_PATHS } from './layout-links';
import { followLink, type NavigateHandler } from './layout-navigation';
import { isPlainClick } from './layout-url';
import { NOTICE_TABS, type NoticeTabKey } from './notice-tabs';
import { useNoticeFeed } from './use-notice-feed.hook';
import { styles as bellStyles } from './header-notice-bell.style';

export interface HeaderNoticeBellProps {
  /** Unread site messages (the badge), null while unknown. */
  unread: number | null;
  /** Builds the href of a portal path (another site's header links to the portal's origin). */
  href: (path: string) => string;
  onNavigate?: NavigateHandler;
}

/** The detail page of one message, from the route table's pattern. */
const messageDetailPath = (id: number): string => fillPath(pathOfPage('center/message-detail'), { id });

/** The popup's width: 360 px, or the screen less 8 px each side on a phone. */
const POPUP_WIDTH = 'min(360px, calc(100vw - 16px))';

export function HeaderNoticeBell({ unread, href, onNavigate }: HeaderNoticeBellProps): React.JSX.Element {
  const { token } = theme.useToken();
  const [open, setOpen] = useState(false);
  const [current, setCurrent] = useState<NoticeTabKey>('notice');
  const [failed, setFailed] = useState(false);
  const { feeds, reload, markRead, markTabRead } = useNoticeFeed(open);
  const baseId = useId();
  const bell = useRef<HTMLAnchorElement & HTMLButtonElement>(null);
  const tabRefs = useRef<Partial<Record<NoticeTabKey, HTMLElement | null>>>({});

  // Focus moves to the current tab once the popup is in the DOM (on opening only: switching
  // tabs moves focus itself).
  // biome-ignore lint/correctness/useExhaustiveDependencies: current is read at the moment of opening only.
  useEffect(() => {
    if (!open) return undefined;
    setFailed(false);
    const frame = requestAnimationFrame(() => tabRefs.current[current]?.focus());
    return () => cancelAnimationFrame(frame);
  }, [open]);

  const close = (refocus: boolean): void => {
    setOpen(false);
    if (refocus) bell.current?.focus();
  };

  const go = (path: string): void => {
    close(false);
    followLink(path, onNavigate);
  };

  const openItem = async (event: MouseEvent<HTMLAnchorElement>, id: number): Promise<void> => {
    if (!isPlainClick(event)) {
      void markRead(id);
      return;
    }
    event.preventDefault();
    const ok = await markRead(id);
    if (!ok) {
      setFailed(true);
      return;
    }
    go(messageDetailPath(id));
  };

  const onPopupKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    }
  };

  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>): void => {
    const index = NOTICE_TABS.findIndex((t) => t.key === current);
    const next = tabIndexAfterKey(event.key, index, NOTICE_TABS.length);
    const tab = next === null ? undefined : NOTICE_TABS[next];
    if (!tab) return;
    event.preventDefault();
    setCurrent(tab.key);
    tabRefs.current[tab.key]?.focus();
  };

  const styles = {
    popup: { width: POPUP_WIDTH, color: token.colorText },
    tabs: { display: 'flex', borderBottom: `1px solid ${token.colorSplit}` },
    tab: { flex: 1, height: 44, borderRadius: 0 },
    list: { listStyle: 'none', margin: 0, padding: 0, maxHeight: 'min(320px, 50vh)', overflowY: 'auto' },
    item: {
      display: 'block',
      padding: '10px 16px',
      color: token.colorText,
      textDecoration: 'none',
      borderBottom: `1px solid ${token.colorSplit}`,
    },
    itemTitle: {
      display: 'block',
      fontWeight: 500,
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
    },
    itemSummary: {
      display: 'block',
      color: token.colorTextSecondary,
      fontSize: token.fontSizeSM,
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
    },
    itemMeta: { display: 'block', color: token.colorTextSecondary, fontSize: token.fontSizeSM },
    state: { padding: '32px 16px', textAlign: 'center', color: token.colorTextSecondary },
    emptyIcon: { display: 'block', fontSize: 32, marginBottom: 8, color: token.colorTextQuaternary },
    footer: { display: 'flex', justifyContent: 'space-between', alignItems: 'center', padding: '8px 8px' },
    error: { margin: 0, padding: '8px 16px', color: token.colorError },
    badge: {
      position: 'absolute',
      top: 0,
      insetInlineEnd: -8,
      minWidth: 18,
      height: 18,
      padding: '0 5px',
      borderRadius: 9,
      background: token.colorError,
      boxShadow: `0 0 0 1px ${HEADER_TEXT_COLOUR}`,
      color: HEADER_TEXT_COLOUR,
      fontSize: 12,
      lineHeight: '18px',
      textAlign: 'center',
      pointerEvents: 'none',
    },
  } satisfies Record<string, CSSProperties>;

  const tab = NOTICE_TABS.find((t) => t.key === current) ?? NOTICE_TABS[0];
  const feed = feeds[current];
  const panelId = `${baseId}-panel`;
  const tabId = (key: NoticeTabKey): string => `${baseId}-tab-${key}`;

  const content = (
    <div role="dialog" aria-label="通知与消息" style={styles.popup} onKeyDown={onPopupKeyDown} data-scf-notice-popup="">
      <div role="tablist" aria-label="通知与消息" style={styles.tabs}>
        {NOTICE_TABS.map((t) => {
          const selected = t.key === current;
          const f = feeds[t.key];
          return (
            <Button
              key={t.key}
              ref={(el) => {
                tabRefs.current[t.key] = el;
              }}
              id={tabId(t.key)}
              type="text"
              role="tab"
              aria-selected={selected}
              aria-controls={panelId}
              tabIndex={selected ? 0 : -1}
              onClick={() => setCurrent(t.key)}
              onKeyDown={onTabKeyDown}
              style={{
                ...styles.tab,
                color: selected ? token.colorPrimary : undefined,
                fontWeight: selected ? 600 : undefined,
                boxShadow: selected ? `inset 0 -2px 0 ${token.colorPrimary}` : undefined,
              }}
            >
              {f.status === 'ready' && f.total > 0 ? `${t.label}（${f.total}）` : t.label}
            </Button>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(current)} aria-busy={feed.status === 'loading'}>
        {failed ? (
          <p role="alert" style={styles.error}>
            标记已读失败，请稍后重试
          </p>
        ) : null}
        {feed.status === 'loading' ? (
          <div role="status" style={styles.state}>
            正在加载…
          </div>
        ) : feed.status === 'error' ? (
          <div style={styles.state}>
            <div>加载失败</div>
            <Button size="small" onClick={reload} style={bellStyles.retry}>
              重试
            </Button>
          </div>
        ) : feed.items.length === 0 ? (
          <div style={styles.state} data-scf-notice-empty="">
            <BellOutlined aria-hidden style={styles.emptyIcon} />
            {tab?.emptyText}
          </div>
        ) : (
          <ul style={styles.list} aria-label={`未读${tab?.label ?? ''}`}>
            {feed.items.map((m) => (
              <li key={m.id}>
                <a
                  href={href(messageDetailPath(m.id))}
                  style={styles.item}
                  onClick={(e) => void openItem(e, m.id)}
                  data-scf-notice-item={m.id}
                >
                  <span style={styles.itemTitle}>{m.title}</span>
                  {m.summary ? <span style={styles.itemSummary}>{m.summary}</span> : null}
                  <span style={styles.itemMeta}>
                    {m.msgTypeName} · {m.sendTime}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div style={styles.footer}>
        <Button
          type="text"
          size="small"
          disabled={feed.status !== 'ready' || feed.total === 0}
          onClick={() => {
            setFailed(false);
            void markTabRead(current);
          }}
        >
          全部已读
        </Button>
        <Button
          type="link"
          size="small"
          href={href(LAYOUT_PATHS.messages)}
          onClick={(e) => {
            if (!isPlainClick(e)) return;
            e.preventDefault();
            go(LAYOUT_PATHS.messages);
          }}
        >
          查看全部
        </Button>
      </div>
    </div>
  );

  return (
    <span style={bellStyles.bell}>
      <PopoverOnDemand
        {...HEADER_POPOVER}
        open={open}
        onOpenChange={setOpen}
        // Shifted, not only flipped, to stay on a phone's screen (the bell is not at its edge).
        align={{ overflow: { adjustX: true, adjustY: true, shiftX: true } }}
        content={content}
        destroyOnHidden
      >
        <Button
          ref={bell}
          type="text"
          href={href(LAYOUT_PATHS.messages)}
          // A plain click opens the popup; a new-tab click still opens the message centre.
          onClick={(e) => {
            if (isPlainClick(e)) e.preventDefault();
          }}
          icon={<BellOutlined aria-hidden />}
          aria-label={unread ? `站内信，${unread} 条未读` : '站内信'}
          aria-haspopup="dialog"
          aria-expanded={open}
          title="站内信"
        />
      </PopoverOnDemand>
      {unread ? (
        <span aria-hidden style={styles.badge} data-scf-unread={unread}>
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </span>
  );
}
