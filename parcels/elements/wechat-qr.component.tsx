/**
 * The WeChat QR code the portal's service widget draws for its chat page (antd QRCode, served
 * by the import map, so only the portal build includes it). The widget's wrapper is the
 * labelled image; the SVG itself is hidden from assistive technology. Loaded by
 * `renderWechatQr` (wechat-qr.tsx) when a code is first drawn.
 */
import { QRCode } from 'antd';

export default function WechatQr({ value }: { value: string }): React.JSX.Element {
  return <QRCode value={value} size={140} type="svg" bordered={false} aria-hidden />;
}
