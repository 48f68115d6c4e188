/**
 * Draws the WeChat QR code of the portal's service widget. The QR code's code (antd QRCode and
 * its encoder) comes when a code is first drawn (the panel shows it), not with the element
 * bundle every page loads (issue 36: the home page's JS by network idle).
 */
import { lazy, Suspense } from 'react';

const WechatQr = lazy(() => import('./wechat-qr.component'));

export function renderWechatQr(value: string): React.JSX.Element {
  return (
    <Suspense fallback={null}>
      <WechatQr value={value} />
    </Suspense>
  );
}
