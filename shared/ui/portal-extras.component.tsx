/**
 * What a portal root needs only once something happens: antd's `App` (message, modal and
 * notification holders) feeding the root's notifier. Loaded lazily by `PortalProvider` when first
 * wanted, so that neither the first paint nor a reader who never sees a message waits for it
 * (with the form controls its dialogs share: about 80 KB gzip).
 */
import { App } from 'antd';
import type { Notifier } from '../notify/notifier.types';
import { NotifierBridge } from './notifier-bridge.component';

export interface PortalExtrasProps {
  onNotifier: (notifier: Notifier) => void;
}

export default function PortalExtras({ onNotifier }: PortalExtrasProps) {
  return (
    <App component={false}>
      <NotifierBridge onReady={onNotifier} />
    </App>
  );
}
