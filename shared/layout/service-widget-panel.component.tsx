/**
 * The open service widget's panel: 在线客服, the hotline and the WeChat QR code on antd's buttons
 * and popovers. The widget loads this module when the panel first opens (or the reader points
 * at the folded tab), so a page where the widget starts folded loads no antd Button or Popover.
 */
import { useLayoutEffect, useState, type CSSProperties, type ReactNode, type Ref } from 'react';
import { Button, Popover, theme } from 'antd';
import { CustomerServiceOutlined, MinusOutlined, PhoneOutlined, WechatOutlined } from '@ant-design/icons';
import { telHref, type WidgetPosition } from './service-widget-defaults';
import {
  PANEL_HEAD_GAP,
  PANEL_HEAD_HEIGHT,
  PANEL_ITEM_HEIGHT,
  PANEL_PADDING,
  PANEL_WIDTH as WIDTH,
} from './service-widget-size';
import { useSlideIn } from './use-slide-in.hook';
import { styles as panelStyles } from './service-widget-panel.style';

export interface ServiceWidgetPanelProps {
  id: string;
  side: WidgetPosition;
  /** The hotline number shown and dialled. */
  number: string;
  /** Set when a chat page is configured: opens it. */
  onOpenChat: (() => void) | null;
  /** A WeChat QR image to show, or null. */
  image: string | null;
  /** What a drawn QR code holds, or null. */
  wechat: string | null;
  renderQrCode?: (value: string) => ReactNode;
  collapseRef: Ref<HTMLButtonElement>;
  onCollapse: () => void;
  /** Called before the browser paints the panel for the first time (the widget looks where it is). */
  onMounted: () => void;
}

export default function ServiceWidgetPanel(props: ServiceWidgetPanelProps): React.JSX.Element {
  const { id, side, number, onOpenChat, image, wechat, renderQrCode, collapseRef, onCollapse, onMounted } = props;
  const { token } = theme.useToken();
  const entered = useSlideIn(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the panel first shows.
  useLayoutEffect(() => onMounted(), []);

  const styles = {
    panel: {
      width: WIDTH,
      padding: `${PANEL_PADDING}px 0`,
      background: token.colorBgElevated,
      borderRadius: token.borderRadiusLG,
      boxShadow: token.boxShadowSecondary,
      transform: entered ? 'translateX(0)' : `translateX(${side === 'right' ? '' : '-'}${WIDTH + 32}px)`,
      opacity: entered ? 1 : 0,
      transition: 'transform 0.3s ease-out, opacity 0.3s ease-out',
    },
    head: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      height: PANEL_HEAD_HEIGHT,
      boxSizing: 'border-box',
      padding: '0 4px 4px 12px',
      marginBottom: PANEL_HEAD_GAP,
      borderBottom: `1px solid ${token.colorSplit}`,
      color: token.colorText,
      fontWeight: 600,
    },
    item: { justifyContent: 'flex-start', height: PANEL_ITEM_HEIGHT, borderRadius: 0, paddingInline: 12 },
    popTitle: { margin: 0, color: token.colorTextSecondary, fontSize: token.fontSizeSM },
    number: { display: 'block', marginTop: 4, fontSize: token.fontSizeLG, fontWeight: 600, color: token.colorPrimary },
    qr: { display: 'block', width: 140, height: 140, margin: '0 auto' },
    caption: { marginTop: 8, textAlign: 'center', color: token.colorTextSecondary, fontSize: token.fontSizeSM },
    off: { display: 'block', color: token.colorTextSecondary, fontSize: token.fontSizeSM, lineHeight: 1.2 },
  } satisfies Record<string, CSSProperties>;

  const popupPlacement = side === 'right' ? 'left' : 'right';

  const hotlineContent = (
    <div>
      <p style={styles.popTitle}>咨询热线（点击可拨打）</p>
      <a href={telHref(number)} style={styles.number}>
        {number}
      </a>
    </div>
  );

  const qrContent = (
    <figure style={panelStyles.figure}>
      {image ? (
        <img src={image} alt="微信咨询二维码" width={140} height={140} style={styles.qr} />
      ) : (
        <div role="img" aria-label="微信咨询二维码" style={styles.qr}>
          {wechat && renderQrCode?.(wechat)}
        </div>
      )}
      <figcaption style={styles.caption}>微信扫码咨询</figcaption>
    </figure>
  );
  /** An entry the operator has not configured: it says so, and does nothing. */
  const off = (icon: ReactNode, label: string): ReactNode => (
    <Button
      type="text"
      block
      style={{ ...styles.item, height: 'auto', minHeight: PANEL_ITEM_HEIGHT }}
      icon={icon}
      aria-disabled
      data-scf-off
    >
      <span>
        {label}
        <span style={styles.off}>暂未开通</span>
      </span>
    </Button>
  );

  const withPopover = (content: ReactNode, icon: ReactNode, label: string, name: string) => (
    <HoverEntry placement={popupPlacement} style={styles.item} {...{ content, icon, label, name }} />
  );

  return (
    <div id={id} style={styles.panel}>
      <div style={styles.head}>
        <span>客服中心</span>
        <Button
          ref={collapseRef}
          type="text"
          size="small"
          icon={<MinusOutlined aria-hidden />}
          aria-label="收起客服面板"
          aria-expanded
          aria-controls={id}
          onClick={onCollapse}
        />
      </div>
      {onOpenChat ? (
        <Button
          type="text"
          block
          style={styles.item}
          icon={<CustomerServiceOutlined aria-hidden />}
          onClick={onOpenChat}
        >
          在线客服
        </Button>
      ) : (
        off(<CustomerServiceOutlined aria-hidden />, '在线客服')
      )}
      {withPopover(hotlineContent, <PhoneOutlined aria-hidden />, '咨询热线', `咨询热线 ${number}`)}
      {image || (wechat && renderQrCode)
        ? withPopover(qrContent, <WechatOutlined aria-hidden />, '微信咨询', '微信咨询（显示二维码）')
        : off(<WechatOutlined aria-hidden />, '微信咨询')}
    </div>
  );
}

/**
 * An entry whose popover (the number, the QR code) opens on hover and on keyboard focus.
 *
 * Opened on `pointerover` too. React makes its mouseenter out of mouseover and mouseout, and skips
 * an over whose pointer came from an element of another React root on the same React (the portal
 * page behind the widget, facebook/react#7135): a pointer moving from the page onto the entry in
 * one step, without crossing the panel's edge, never entered it for antd, and nothing opened.
 */
function HoverEntry(props: {
  content: ReactNode;
  placement: 'left' | 'right';
  icon: ReactNode;
  label: string;
  /** The accessible name. */
  name: string;
  style: CSSProperties;
}): React.JSX.Element {
  const [open, setOpen] = useState(false);
  return (
    <Popover
      content={props.content}
      trigger={['hover', 'focus']}
      placement={props.placement}
      open={open}
      onOpenChange={setOpen}
    >
      <Button
        type="text"
        block
        style={props.style}
        icon={props.icon}
        aria-label={props.name}
        onPointerOver={() => setOpen(true)}
      >
        {props.label}
      </Button>
    </Popover>
  );
}
