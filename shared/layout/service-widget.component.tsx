/**
 * The floating customer-service widget (docs/requirements.md#layout), on every portal page and embeddable as
 * `<scf-service-widget>`: it slides in, collapses to one button and reopens; "在线客服"
 * opens the external chat page with the current path; the hotline number and the WeChat QR
 * code show on hover and on keyboard focus. A chat page or a QR code the operator has not
 * configured is said to be 暂未开通 in the panel (docs/decisions/ux-service-widget-settings.md):
 * nothing else stands in for it.
 */
import {
  lazy,
  Suspense,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { theme } from 'antd';
import { CustomerServiceOutlined } from '@ant-design/icons';
import { toHttpUrl, toImageSrc, withPathParam } from './layout-url';
import { useMediaQuery } from './use-media-query.hook';
import { MOBILE_MEDIA_QUERY } from './breakpoint';
import { initialFolded, readFoldChoice, saveFoldChoice } from './service-widget-fold';
import { coversControls } from './service-widget-overlap';
import { PANEL_HEIGHT, PANEL_WIDTH } from './service-widget-size';
import { ServiceWidgetTab } from './service-widget-tab.component';

import { HOTLINE_RE, SERVICE_WIDGET_DEFAULTS, type WidgetPosition } from './service-widget-defaults';

/**
 * The open panel's module (antd's Button and Popover), loaded when the panel first opens or the
 * reader points at the folded tab: a page where the widget starts folded loads none of it.
 */
const loadPanel = (): Promise<typeof import('./service-widget-panel.component')> =>
  import('./service-widget-panel.component');
const ServiceWidgetPanel = lazy(loadPanel);

/**
 * An empty box of the open panel's size while its code comes: the widget looks whether the panel
 * would cover a control (and folds) before loading it, where it starts open by default.
 */
function PanelStandIn({ onMounted }: { onMounted?: (box: DOMRect) => void }): React.JSX.Element {
  const ref = useRef<HTMLDivElement>(null);
  // Its own box: the widget's element is not yet attached to its ref when a child's layout effect runs.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the stand-in first shows.
  useLayoutEffect(() => {
    if (ref.current) onMounted?.(ref.current.getBoundingClientRect());
  }, []);
  return <div ref={ref} aria-hidden style={{ width: PANEL_WIDTH, height: PANEL_HEIGHT, visibility: 'hidden' }} />;
}

export interface ChatOpenDetail {
  /** The chat page with `?path=` added. */
  url: string;
  /** The path the user was on. */
  path: string;
}

export interface ServiceWidgetProps {
  /** The external chat page (http(s) URL or absolute path). Without it: 在线客服 暂未开通. */
  chatUrl?: string;
  /** Hotline number as shown to the user. */
  hotline?: string;
  /** WeChat QR image (http(s) URL, absolute path or base64 raster data URL). */
  qrSrc?: string;
  /** What the WeChat QR code holds (e.g. a 企业微信客服 link), drawn by `renderQrCode`. */
  wechatUrl?: string;
  /**
   * Draws a QR code of `wechatUrl` when no `qrSrc` is given (the portal passes antd's QRCode).
   * Without an image to show, 微信咨询 is 暂未开通: the embeddable bundle leaves the QR encoder
   * out to stay within its size budget, so there only `qrSrc` shows a code.
   */
  renderQrCode?: (value: string) => ReactNode;
  position?: WidgetPosition;
  /**
   * Collapsed to the edge tab; followed whenever it changes, the user's toggles in between.
   * Unset: the reader's last choice (kept in local storage); without one, collapsed under
   * 992 px and on the centre's pages; open anywhere else only while the open panel covers no
   * control of the page (it folds when it is found over one).
   */
  collapsed?: boolean;
  onCollapsedChange?: (collapsed: boolean) => void;
  /** Called before the chat window opens; returning false opens nothing (the caller handles it). */
  // biome-ignore lint/suspicious/noConfusingVoidType: returning nothing means "go on"; only an explicit false stops.
  onOpenChat?: (detail: ChatOpenDetail) => boolean | void;
}

function currentPath(): string {
  return typeof window === 'undefined' ? '/' : window.location.pathname;
}

/**
 * Width of the folded widget: a tab on the screen's edge. Pages keep at least this much free at
 * their side (the public pages' 16 px margin, the centre's gutter), so the tab sits in a gutter
 * and covers nothing at any width.
 */
export const EDGE_TAB_WIDTH = 16;

export function ServiceWidget(props: ServiceWidgetProps): React.JSX.Element {
  const {
    chatUrl,
    hotline,
    qrSrc,
    wechatUrl,
    renderQrCode,
    position = SERVICE_WIDGET_DEFAULTS.position,
    onCollapsedChange,
    onOpenChat,
  } = props;
  const { token } = theme.useToken();
  const mobile = useMediaQuery(MOBILE_MEDIA_QUERY);
  const start = (): boolean =>
    initialFolded({ attribute: props.collapsed, choice: readFoldChoice(), mobile, pathname: currentPath() });
  const [collapsed, setCollapsed] = useState(start);
  const panelId = useId();
  const toggledByUser = useRef(false);
  const collapseButton = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLElement>(null);
  // Opened by the reader on this page: it stays open whatever it covers, until the next page.
  const openedHere = useRef(false);
  const reopenButton = useRef<HTMLButtonElement>(null);

  // The prop is the initial state and wins again whenever it changes (an attribute set later);
  // without it the viewport decides, again whenever it crosses 992 px (the user's toggles in
  // between are kept until then, as the message sidebar does).
  const hostSet = useRef(props.collapsed);
  // `start` is rebuilt every render from the prop and the viewport; the effect must re-run when those change,
  // not on every render.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-runs on the prop and viewport only (see above)
  useEffect(() => {
    // The embedding page took its attribute away: it asked for the panel as it is, so the panel
    // is not folded for covering its controls (as when the reader opened it).
    if (typeof hostSet.current === 'boolean' && props.collapsed === undefined) openedHere.current = true;
    hostSet.current = props.collapsed;
    setCollapsed(start());
    // Without the reader's choice, the page decides: look again after every move in the app.
    const again = (): void => {
      if (props.collapsed === undefined && readFoldChoice() === null) setCollapsed(start());
    };
    window.addEventListener('popstate', again);
    window.addEventListener('single-spa:routing-event', again);
    return () => {
      window.removeEventListener('popstate', again);
      window.removeEventListener('single-spa:routing-event', again);
    };
  }, [props.collapsed, mobile]);

  // A fold the page asks for replaces the widget's element instead of resizing it: the open panel
  // shrinking into the tab moved it on screen, a layout shift of the page (CLS), while a new
  // element just appears. The first look is taken before the browser paints the open panel.
  const [generation, setGeneration] = useState(0);
  // Whether the panel may show: the stand-in has found it covers nothing, or the reader opened it.
  // Until then the panel's code is not asked for (a lazy component starts loading when rendered).
  const [looked, setLooked] = useState(false);
  const autoFold = (): void => {
    setLooked(false);
    setCollapsed(true);
    setGeneration((g) => g + 1);
  };
  // The first look is taken when the panel (or its stand-in, while its code comes) has rendered,
  // before the browser paints it: a panel open by default or by an earlier choice folds where it
  // covers a control, unless the reader opened it here or the page asked for it.
  const panelCovers = (box = rootRef.current?.getBoundingClientRect()): boolean =>
    !openedHere.current && typeof props.collapsed !== 'boolean' && !!box && coversControls(box);
  const panelMounted = (): void => {
    if (panelCovers()) autoFold();
    else focusAfterToggle();
  };

  // A panel open by an earlier choice folds where it covers a control of the page, now or once
  // the page's content has come (issue 33.2); opened by the reader on this page, it stays.
  useEffect(() => {
    if (collapsed || typeof props.collapsed === 'boolean' || typeof window === 'undefined') return undefined;
    let frame = 0;
    const check = (): void => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const el = rootRef.current;
        if (!openedHere.current && el && coversControls(el.getBoundingClientRect())) {
          setCollapsed(true);
          setGeneration((g) => g + 1);
        }
      });
    };
    const newPage = (): void => {
      openedHere.current = false;
      check();
    };
    check();
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(check);
    resize?.observe(document.body);
    window.addEventListener('resize', check);
    window.addEventListener('single-spa:routing-event', newPage);
    window.addEventListener('popstate', newPage);
    return () => {
      cancelAnimationFrame(frame);
      resize?.disconnect();
      window.removeEventListener('resize', check);
      window.removeEventListener('single-spa:routing-event', newPage);
      window.removeEventListener('popstate', newPage);
    };
  }, [collapsed, props.collapsed]);

  // After the user toggles, focus follows to the button that undoes it (never on first render);
  // a panel whose code is still coming takes it when it has rendered (panelMounted).
  const focusAfterToggle = (): void => {
    if (!toggledByUser.current) return;
    const target = (collapsed ? reopenButton : collapseButton).current;
    if (!target) return;
    toggledByUser.current = false;
    target.focus();
  };
  useEffect(focusAfterToggle, [collapsed]);

  const number = hotline && HOTLINE_RE.test(hotline) ? hotline : SERVICE_WIDGET_DEFAULTS.hotline;
  const side: WidgetPosition = position === 'left' ? 'left' : 'right';
  const chat = toHttpUrl(chatUrl);

  const toggle = (next: boolean): void => {
    toggledByUser.current = true;
    openedHere.current = !next;
    if (!next) setLooked(true);
    setCollapsed(next);
    saveFoldChoice(next);
    onCollapsedChange?.(next);
  };

  const openChat = (): void => {
    if (!chat) return;
    const path = currentPath();
    const detail: ChatOpenDetail = { url: withPathParam(chat, path), path };
    if (onOpenChat?.(detail) === false) return;
    window.open(detail.url, '_blank', 'noopener,noreferrer');
  };

  const tabStyle: CSSProperties = {
    width: EDGE_TAB_WIDTH,
    paddingInline: 0,
    border: 'none',
    fontSize: 12,
    // In vertical writing the line height is the line's width: it must fit the tab.
    lineHeight: '12px',
    height: 'auto',
    minHeight: 72,
    padding: '8px 0',
    display: 'flex',
    // The label runs top to bottom (vertical writing), and so does a flex row in it: the icon
    // above the label. A column would run across, right to left, and push both past the tab.
    flexDirection: 'row',
    alignItems: 'center',
    gap: 4,
    writingMode: 'vertical-rl',
    letterSpacing: 2,
    borderRadius:
      side === 'right'
        ? `${token.borderRadiusLG}px 0 0 ${token.borderRadiusLG}px`
        : `0 ${token.borderRadiusLG}px ${token.borderRadiusLG}px 0`,
    boxShadow: token.boxShadowSecondary,
  };
  const rootStyle: CSSProperties = {
    position: 'fixed',
    [side]: collapsed ? 0 : 16,
    bottom: 96,
    zIndex: 1000,
    fontFamily: token.fontFamily,
    fontSize: token.fontSize,
  };
  const image = toImageSrc(qrSrc);
  const wechat = toHttpUrl(wechatUrl);

  return (
    <aside
      key={generation}
      ref={rootRef}
      aria-label="客服中心"
      style={rootStyle}
      data-scf-widget={collapsed ? 'collapsed' : 'open'}
    >
      {collapsed ? (
        <ServiceWidgetTab
          ref={reopenButton}
          style={tabStyle}
          icon={<CustomerServiceOutlined aria-hidden />}
          label="客服"
          onClick={() => toggle(false)}
          onIntent={() => void loadPanel().catch(() => undefined)}
        />
      ) : !looked && typeof props.collapsed !== 'boolean' ? (
        <PanelStandIn onMounted={(box) => (panelCovers(box) ? autoFold() : setLooked(true))} />
      ) : (
        <Suspense fallback={<PanelStandIn />}>
          <ServiceWidgetPanel
            id={panelId}
            side={side}
            number={number}
            onOpenChat={chat ? openChat : null}
            image={image}
            wechat={wechat}
            renderQrCode={renderQrCode}
            collapseRef={collapseButton}
            onCollapse={() => toggle(true)}
            onMounted={panelMounted}
          />
        </Suspense>
      )}
    </aside>
  );
}
