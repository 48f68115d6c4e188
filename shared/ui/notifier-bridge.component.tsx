/**
 * Hands the antd `App` instances of a React root (message, modal, and the countdown notice)
 * to the root's notifier, which `PortalProvider` registered before this code was loaded.
 */
import { App } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { NoticeHandle, NoticeOptions, Notifier } from '../notify/notifier.types';
import { IdleNotice } from './idle-notice.component';

export function NotifierBridge({ onReady }: { onReady: (notifier: Notifier) => void }) {
  const { message, modal } = App.useApp();
  const [notice, setNotice] = useState<NoticeOptions | null>(null);
  const current = useRef<NoticeOptions | null>(null);
  current.current = notice;

  const notifier = useMemo<Notifier>(
    () => ({
      message(o) {
        void message.open({ type: o.level, content: o.text, duration: o.durationMs / 1000, key: o.key });
      },
      alert(o) {
        modal.warning({
          title: o.title,
          content: o.content,
          okText: o.okText,
          keyboard: false,
          maskClosable: false,
          closable: false,
          onOk: () => o.onOk?.(),
        });
      },
      confirm(o) {
        return new Promise<boolean>((resolve) => {
          modal.confirm({
            title: o.title,
            content: o.content,
            okText: o.okText,
            cancelText: o.cancelText,
            onOk: () => resolve(true),
            onCancel: () => resolve(false),
          });
        });
      },
      notice(o): NoticeHandle {
        setNotice(o);
        return {
          update(description, announcement) {
            setNotice((prev) => (prev && prev.key === o.key ? { ...prev, description, announcement } : prev));
          },
          close() {
            setNotice((prev) => (prev && prev.key === o.key ? null : prev));
          },
        };
      },
    }),
    [message, modal],
  );

  useEffect(() => onReady(notifier), [notifier, onReady]);

  if (!notice) return null;
  return (
    <IdleNotice
      notice={notice}
      onAction={() => {
        const n = current.current;
        setNotice(null);
        n?.onAction();
      }}
    />
  );
}
