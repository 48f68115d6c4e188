/**
 * A notifier that stands in while the real one (antd's App, loaded after the first paint) is
 * on its way: calls made meanwhile are queued and replayed, in order, once `resolve` hands it
 * the real notifier. So a message raised during start-up looks like every other one, and the
 * first paint does not wait for the modal and message code.
 */
import type { NoticeHandle, Notifier } from './notifier.types';

export interface DeferredNotifier {
  notifier: Notifier;
  /** Hands over the real notifier (again when it changes); queued calls run at the first. */
  resolve: (real: Notifier) => void;
  /**
   * Calls `call` with the real notifier: now when it is there, else once it arrives (asking for
   * it, as a queued call does). The returned function cancels a call still waiting, so a root
   * that unmounts first leaves what it would have shown to the next one.
   */
  whenReady: (call: (real: Notifier) => void) => () => void;
  readonly ready: boolean;
}

export function createDeferredNotifier(onWaiting?: () => void): DeferredNotifier {
  let real: Notifier | null = null;
  let queue: ((n: Notifier) => void)[] = [];
  const run = (call: (n: Notifier) => void): void => {
    if (real) {
      call(real);
      return;
    }
    queue.push(call);
    if (queue.length === 1) onWaiting?.();
  };
  const notifier: Notifier = {
    message: (o) => run((n) => n.message(o)),
    alert: (o) => run((n) => n.alert(o)),
    confirm: (o) =>
      new Promise<boolean>((resolve) => {
        run((n) => {
          n.confirm(o).then(resolve, () => resolve(false));
        });
      }),
    notice: (o) => {
      if (real) return real.notice(o);
      // Updates and a close that arrive before the real notice exists are applied to it later.
      let handle: NoticeHandle | null = null;
      let pending: { description: string; announcement: string } | null = null;
      let closed = false;
      run((n) => {
        if (closed) return;
        handle = n.notice(o);
        if (pending) handle.update(pending.description, pending.announcement);
      });
      return {
        update(description, announcement) {
          if (handle) handle.update(description, announcement);
          else pending = { description, announcement };
        },
        close() {
          if (handle) handle.close();
          else closed = true;
        },
      };
    },
  };
  return {
    notifier,
    resolve(next) {
      real = next;
      const calls = queue;
      queue = [];
      for (const call of calls) call(next);
    },
    whenReady(call) {
      let cancelled = false;
      run((n) => {
        if (!cancelled) call(n);
      });
      return () => {
        cancelled = true;
      };
    },
    get ready() {
      return real !== null;
    },
  };
}
