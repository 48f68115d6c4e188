/**
 * The message-centre sidebar (docs/requirements.md#layout): two entries, 站内信 and 公告, collapsible between
 * 230 px (docs/requirements.md#layout) and an icon rail, and closed automatically on viewports under 992 px. The
 * centre renders it beside the message pages; `<scf-message-sidebar>` wraps it for other sites.
 */
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { Button, theme } from 'antd';
import { MailOutlined, MenuFoldOutlined, MenuUnfoldOutlined, NotificationOutlined } from '@ant-design/icons';
import { useRoute } from '../navigation/use-route.hook';
import { AFFICHE_SECTION_PREFIX, LAYOUT_PATHS, MESSAGE_SECTION_PREFIX } from './layout-links';
import { linkClick, type NavigateHandler } from './layout-navigation';
import { portalHref } from './layout-url';
import { useMediaQuery } from './use-media-query.hook';
import { MOBILE_MEDIA_QUERY } from './breakpoint';

/** The sidebar's width (docs/requirements.md#layout). */
export const SIDEBAR_WIDTH_PX = 230;
export const SIDEBAR_COLLAPSED_WIDTH_PX = 64;

export type MessageSection = 'message' | 'affiche';

export interface MessageSidebarProps {
  /** Collapsed to the icon rail; followed whenever it changes, the user's toggles in between. */
  collapsed?: boolean;
  /** Which entry is current; by default derived from the page's path. */
  active?: MessageSection | null;
  /** Origin (and path prefix) of the portal for links; '' inside the portal. */
  portalBase?: string;
  /** Follow the viewport (closed under 992 px). Default true. */
  responsive?: boolean;
  onCollapsedChange?: (collapsed: boolean) => void;
  onNavigate?: NavigateHandler;
}

interface Entry {
  section: MessageSection;
  label: string;
  path: string;
  prefix: string;
  icon: React.JSX.Element;
}

const ENTRIES: readonly Entry[] = [
  {
    section: 'message',
    label: '站内信',
    path: LAYOUT_PATHS.messages,
    prefix: MESSAGE_SECTION_PREFIX,
    icon: <MailOutlined aria-hidden />,
  },
  {
    section: 'affiche',
    label: '公告',
    path: LAYOUT_PATHS.affiches,
    prefix: AFFICHE_SECTION_PREFIX,
    icon: <NotificationOutlined aria-hidden />,
  },
];

/** The entry a path belongs to (list and detail pages alike). */
export function sectionOfPath(pathname: string): MessageSection | null {
  return ENTRIES.find((e) => pathname.startsWith(e.prefix))?.section ?? null;
}

export function MessageSidebar(props: MessageSidebarProps): React.JSX.Element {
  const { portalBase = '', responsive = true, onCollapsedChange, onNavigate } = props;
  const { token } = theme.useToken();
  const { pathname } = useRoute();
  const mobile = useMediaQuery(MOBILE_MEDIA_QUERY) && responsive;
  const [collapsed, setCollapsed] = useState(props.collapsed === true || mobile);
  const toggleButton = useRef<HTMLButtonElement>(null);

  // The prop is the initial state and wins again whenever it changes.
  useEffect(() => {
    setCollapsed(props.collapsed === true);
  }, [props.collapsed]);

  // Requirement (docs/requirements.md#layout): closed on mobile;
  // back to the configured state when the viewport grows again.
  // Only a viewport change runs this (the prop has its own effect above), hence the ref.
  const configured = useRef(props.collapsed === true);
  configured.current = props.collapsed === true;
  useEffect(() => {
    setCollapsed(mobile || configured.current);
  }, [mobile]);

  const active = props.active !== undefined ? props.active : sectionOfPath(pathname);

  const toggle = (): void => {
    const next = !collapsed;
    setCollapsed(next);
    onCollapsedChange?.(next);
  };

  const styles = {
    nav: {
      boxSizing: 'border-box',
      width: collapsed ? SIDEBAR_COLLAPSED_WIDTH_PX : SIDEBAR_WIDTH_PX,
      minHeight: '100%',
      overflow: 'hidden',
      background: token.colorBgContainer,
      borderInlineEnd: `1px solid ${token.colorSplit}`,
      transition: 'width 0.2s ease',
      fontFamily: token.fontFamily,
      fontSize: token.fontSize,
    },
    head: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: collapsed ? 'center' : 'space-between',
      height: 56,
      padding: collapsed ? 0 : '0 8px 0 20px',
      borderBottom: `1px solid ${token.colorSplit}`,
    },
    title: { margin: 0, fontSize: token.fontSizeLG, fontWeight: 600, color: token.colorText, whiteSpace: 'nowrap' },
    list: { listStyle: 'none', margin: 0, padding: 8 },
    item: { marginBottom: 4 },
    link: { justifyContent: collapsed ? 'center' : 'flex-start', height: 40, paddingInline: collapsed ? 0 : 16 },
  } satisfies Record<string, CSSProperties>;

  return (
    <nav aria-label="消息中心" style={styles.nav} data-scf-sidebar={collapsed ? 'collapsed' : 'open'}>
      <div style={styles.head}>
        {!collapsed && <h2 style={styles.title}>消息中心</h2>}
        <Button
          ref={toggleButton}
          type="text"
          icon={collapsed ? <MenuUnfoldOutlined aria-hidden /> : <MenuFoldOutlined aria-hidden />}
          aria-label={collapsed ? '展开消息中心菜单' : '收起消息中心菜单'}
          aria-expanded={!collapsed}
          onClick={toggle}
        />
      </div>
      <ul style={styles.list}>
        {ENTRIES.map((e) => {
          const current = active === e.section;
          return (
            <li key={e.section} style={styles.item}>
              <Button
                type={current ? 'primary' : 'text'}
                block
                href={portalHref(portalBase, e.path)}
                icon={e.icon}
                style={styles.link}
                aria-current={current ? 'page' : undefined}
                aria-label={collapsed ? e.label : undefined}
                title={collapsed ? e.label : undefined}
                onClick={linkClick(e.path, onNavigate)}
              >
                {collapsed ? null : e.label}
              </Button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
