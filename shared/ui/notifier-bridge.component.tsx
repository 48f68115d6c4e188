/**
 * Registers the antd `App` instances of a React root as the notifier (message, modal, and
 * the countdown notice), for as long as the root is mounted.
 */
import { App } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { registerNotifier } from '../notify/notifier';
import type { NoticeHandle, NoticeOptions, Notifier } from '../notify/notifier.types';
import { IdleNotice } from './idle-notice.component';

/** Whether focus is inside a root rendered into `container` (a ShadowRoot or an element). */
function focusInside(container: ShadowRoot | HTMLElement | null | undefined): (() => boolean) | undefined {
  if (!container) return undefined;
  return () => {
    const active = document.activeElement;
    if (!active) return false;
    return container instanceof ShadowRoot ? active === container.host || container.host.contains(active) : container.contains(active);
  };
}

export function NotifierBridge({ priority, container }: { priority: number; container?: ShadowRoot | HTMLElement | null }) {
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

  useEffect(() => registerNotifier(notifier, priority, focusInside(container)), [notifier, priority, container]);

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
