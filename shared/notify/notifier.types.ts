/**
 * What the rest of @scf/shared may show to the user. A React root registers an antd-backed
 * notifier (`App.useApp()`, so messages are styled inside shadow roots too); without one, a
 * plain DOM fallback is used. antd's static `message.*` is never called: it renders unstyled
 * into `document.body` when antd lives in a shadow root.
 */

export type MessageLevel = 'success' | 'info' | 'warning' | 'error';

export interface MessageOptions {
  level: MessageLevel;
  text: string;
  /** Milliseconds; 0 keeps the message until closed. */
  durationMs: number;
  /** Messages with the same key replace each other (used to avoid a burst of duplicates). */
  key?: string;
}

/** A blocking dialog with one button. */
export interface AlertOptions {
  title: string;
  content: string;
  okText: string;
  onOk?: () => void;
}

export interface ConfirmOptions {
  title: string;
  content: string;
  okText: string;
  cancelText: string;
}

/** A non-blocking notice with one action (the inactivity countdown). */
export interface NoticeOptions {
  key: string;
  title: string;
  /** Visible text, updated often (e.g. every second of a countdown). */
  description: string;
  /**
   * Text for a polite live region, updated rarely: assistive technology should not be told
   * every second of a countdown.
   */
  announcement: string;
  actionText: string;
  onAction: () => void;
}

export interface NoticeHandle {
  update(description: string, announcement: string): void;
  close(): void;
}

export interface Notifier {
  message(options: MessageOptions): void;
  alert(options: AlertOptions): void;
  /** Resolves true for OK, false for cancel or dismissal. */
  confirm(options: ConfirmOptions): Promise<boolean>;
  notice(options: NoticeOptions): NoticeHandle;
}
