/**
 * What a portal root needs only once something happens: antd's `App` (message, modal and
 * notification holders) feeding the root's notifier, and the loading overlay. Loaded lazily by
 * `PortalProvider` so that the first paint does not wait for it (bench: about 20 KB gzip).
 */
import { App } from 'antd';
import type { Notifier } from '../notify/notifier.types';
import { LoadingOverlay } from './loading-overlay.component';
import { NotifierBridge } from './notifier-bridge.component';

export interface PortalExtrasProps {
  onNotifier: (notifier: Notifier) => void;
  loadingOverlay: boolean;
}

export default function PortalExtras({ onNotifier, loadingOverlay }: PortalExtrasProps) {
  return (
    <App component={false}>
      <NotifierBridge onReady={onNotifier} />
      {loadingOverlay && <LoadingOverlay />}
    </App>
  );
}
