/**
 * The fallback notifier: plain DOM with inline styles, for moments when no React root with
 * `PortalProvider` is mounted (the root config's guard before the first parcel, a foreign
 * page). Accessible on its own: messages are live regions, dialogs are `alertdialog`s that
 * take focus and give it back.
 */
import type {
  AlertOptions,
  ConfirmOptions,
  MessageOptions,
  NoticeHandle,
  NoticeOptions,
  Notifier,
} from './notifier.types';
import { hasDocument } from '../util/guards';
import { getState } from '../state/store';
import { accessibleThemeColor, PORTAL_TEXT_TOKENS } from '../ui/theme';
import { STATE_TEXT_COLOURS } from '../ui/theme-palette';
import { THEME } from '../ui/theme-vars';

/** The theme colour the user chose (no React root is around to provide it). */
const primary = (): string => accessibleThemeColor(getState().themeColor);

const COLOURS: Record<MessageOptions['level'], () => string> = {
  success: () => STATE_TEXT_COLOURS.green,
  info: primary,
  warning: () => STATE_TEXT_COLOURS.orange,
  error: () => PORTAL_TEXT_TOKENS.colorError,
};

const BOX =
  `position:fixed;z-index:2147483000;background:${THEME.background};color:rgba(0,0,0,.88);border-radius:8px;` +
  'box-shadow:0 6px 16px rgba(0,0,0,.16);font:14px/1.5715 "PingFang SC","Microsoft YaHei",sans-serif;';
const BUTTON =
  'min-width:64px;min-height:32px;margin-left:8px;padding:4px 15px;border-radius:6px;cursor:pointer;font:inherit;';
const primaryButton = (): string =>
  `${BUTTON}background:${primary()};color:${THEME.onPrimary};border:1px solid ${primary()};`;
const DEFAULT_BUTTON =
  `${BUTTON}background:${THEME.background};` + `color:rgba(0,0,0,.88);border:1px solid ${THEME.border};`;
const VISUALLY_HIDDEN = 'position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;';

const openMessages = new Map<string, { el: HTMLElement; timer: ReturnType<typeof setTimeout> | null }>();

function el<K extends keyof HTMLElementTagNameMap>(tag: K, style: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.setAttribute('style', style);
  if (text !== undefined) node.textContent = text;
  return node;
}

function message(o: MessageOptions): void {
  if (!hasDocument() || !document.body) return;
  const key = o.key ?? `${o.level}:${o.text}`;
  openMessages.get(key)?.el.remove();
  const box = el(
    'div',
    `${BOX}left:50%;top:16px;transform:translateX(-50%);padding:9px 12px;border-left:4px solid ${COLOURS[o.level]()};`,
    o.text,
  );
  box.setAttribute('role', o.level === 'error' || o.level === 'warning' ? 'alert' : 'status');
  box.dataset.scfNotice = o.level;
  document.body.appendChild(box);
  const entry = { el: box, timer: null as ReturnType<typeof setTimeout> | null };
  if (o.durationMs > 0) {
    entry.timer = setTimeout(() => {
      box.remove();
      if (openMessages.get(key) === entry) openMessages.delete(key);
    }, o.durationMs);
  }
  openMessages.set(key, entry);
}

function dialog(
  title: string,
  content: string,
  buttons: { text: string; primary: boolean; onClick: () => void }[],
): () => void {
  const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const mask = el(
    'div',
    'position:fixed;inset:0;z-index:2147483001;background:rgba(0,0,0,.45);' +
      'display:flex;align-items:center;justify-content:center;',
  );
  const box = el('div', `${BOX}position:relative;max-width:416px;width:calc(100% - 32px);padding:20px 24px;`);
  box.setAttribute('role', 'alertdialog');
  box.setAttribute('aria-modal', 'true');
  const id = `scf-dialog-${Math.random().toString(36).slice(2)}`;
  box.setAttribute('aria-labelledby', `${id}-t`);
  box.setAttribute('aria-describedby', `${id}-c`);
  const h = el('h2', 'margin:0 0 8px;font-size:16px;font-weight:600;', title);
  h.id = `${id}-t`;
  const p = el('p', 'margin:0 0 24px;', content);
  p.id = `${id}-c`;
  const row = el('div', 'text-align:right;');
  const close = () => {
    mask.remove();
    previous?.focus?.();
  };
  const nodes = buttons.map((b) => {
    const btn = el('button', b.primary ? primaryButton() : DEFAULT_BUTTON, b.text);
    btn.type = 'button';
    btn.addEventListener('click', () => {
      close();
      b.onClick();
    });
    row.appendChild(btn);
    return btn;
  });
  box.append(h, p, row);
  mask.appendChild(box);
  // Keep Tab inside the dialog (it is modal); the last button is the primary one.
  box.addEventListener('keydown', (e) => {
    if (e.key !== 'Tab' || nodes.length === 0) return;
    const first = nodes[0] as HTMLButtonElement;
    const last = nodes[nodes.length - 1] as HTMLButtonElement;
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  });
  document.body.appendChild(mask);
  nodes[nodes.length - 1]?.focus();
  return close;
}

function alert(o: AlertOptions): void {
  if (!hasDocument() || !document.body) return;
  dialog(o.title, o.content, [{ text: o.okText, primary: true, onClick: () => o.onOk?.() }]);
}

function confirm(o: ConfirmOptions): Promise<boolean> {
  if (!hasDocument() || !document.body) return Promise.resolve(false);
  return new Promise((resolve) => {
    dialog(o.title, o.content, [
      { text: o.cancelText, primary: false, onClick: () => resolve(false) },
      { text: o.okText, primary: true, onClick: () => resolve(true) },
    ]);
  });
}

function notice(o: NoticeOptions): NoticeHandle {
  if (!hasDocument() || !document.body) return { update: () => undefined, close: () => undefined };
  document.querySelectorAll<HTMLElement>('[data-scf-notice-key]').forEach((n) => {
    if (n.dataset.scfNoticeKey === o.key) n.remove();
  });
  const box = el('div', `${BOX}right:24px;top:24px;width:320px;max-width:calc(100% - 48px);padding:16px 20px;`);
  box.setAttribute('role', 'region');
  box.setAttribute('aria-label', o.title);
  box.dataset.scfNoticeKey = o.key;
  const h = el('div', 'font-weight:600;margin-bottom:4px;', o.title);
  const timer = el('div', 'margin-bottom:12px;', o.description);
  timer.setAttribute('role', 'timer');
  const live = el('div', VISUALLY_HIDDEN, o.announcement);
  live.setAttribute('aria-live', 'polite');
  live.setAttribute('aria-atomic', 'true');
  const btn = el('button', primaryButton(), o.actionText);
  btn.type = 'button';
  btn.addEventListener('click', () => {
    box.remove();
    o.onAction();
  });
  const row = el('div', 'text-align:right;');
  row.appendChild(btn);
  box.append(h, timer, live, row);
  document.body.appendChild(box);
  return {
    update(description, announcement) {
      timer.textContent = description;
      if (live.textContent !== announcement) live.textContent = announcement;
    },
    close() {
      box.remove();
    },
  };
}

export const domNotifier: Notifier = { message, alert, confirm, notice };
