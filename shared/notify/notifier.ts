/**
 * The pluggable notifier registry. Every React root that mounts `PortalProvider` registers
 * the antd instances of its `App`; the one with the highest priority (document-level roots
 * above shadow-root elements, then the most recent) is used, so a message never ends up
 * inside a small embedded element while the portal page is showing. With none registered,
 * the DOM fallback is used.
 */
import { domNotifier } from './dom-notifier';
import type {
  AlertOptions,
  ConfirmOptions,
  MessageLevel,
  NoticeHandle,
  NoticeOptions,
  Notifier,
} from './notifier.types';

export type {
  AlertOptions,
  ConfirmOptions,
  MessageLevel,
  MessageOptions,
  NoticeHandle,
  NoticeOptions,
  Notifier,
} from './notifier.types';

interface Entry {
  notifier: Notifier;
  priority: number;
  seq: number;
  /** True while the user is working inside this root (focus there): its dialogs open there. */
  hasFocus?: () => boolean;
}

let entries: Entry[] = [];
let seq = 0;

/** Registers a notifier; returns the function that removes it again. */
export function registerNotifier(notifier: Notifier, priority = 1, hasFocus?: () => boolean): () => void {
  const entry: Entry = { notifier, priority: Number.isFinite(priority) ? priority : 0, seq: ++seq, hasFocus };
  entries = [...entries, entry];
  return () => {
    entries = entries.filter((e) => e !== entry);
  };
}

/** The notifier in charge right now (the DOM fallback when no root registered one). */
export function activeNotifier(): Notifier {
  // The root the user is acting in (e.g. the embedded header whose logout was clicked) first.
  for (let i = entries.length - 1; i >= 0; i--) {
    const e = entries[i] as Entry;
    try {
      if (e.hasFocus?.()) return e.notifier;
    } catch {
      /* a detached root: ignore */
    }
  }
  let best: Entry | null = null;
  for (const e of entries) {
    if (!best || e.priority > best.priority || (e.priority === best.priority && e.seq > best.seq)) best = e;
  }
  return best ? best.notifier : domNotifier;
}

/** Default duration of messages (docs/requirements.md#constants: 5,000 ms). */
export const MESSAGE_DURATION_MS = 5_000;

function text(value: unknown): string {
  return typeof value === 'string' ? value.slice(0, 500) : '';
}

/** Shows a toast message; never throws, ignores empty text. */
const LEVELS: readonly MessageLevel[] = ['success', 'info', 'warning', 'error'];

export function showMessage(
  levelInput: MessageLevel,
  message: unknown,
  durationInput: number = MESSAGE_DURATION_MS,
  keyInput?: string,
): void {
  const t = text(message);
  if (t === '') return;
  const level = LEVELS.includes(levelInput) ? levelInput : 'info';
  const durationMs =
    typeof durationInput === 'number' && Number.isFinite(durationInput) && durationInput >= 0
      ? durationInput
      : MESSAGE_DURATION_MS;
  const key = typeof keyInput === 'string' ? keyInput : undefined;
  try {
    activeNotifier().message({ level, text: t, durationMs, key: key ?? `${level}:${t}` });
  } catch {
    domNotifier.message({ level, text: t, durationMs });
  }
}

/** What a caller passed, as an object (the notifier is called from plain JS too). */
function optionsOf<O extends object>(input: O): Partial<O> {
  return input && typeof input === 'object' ? input : {};
}

/** The text fields of `o` that `defaults` names: at most 1000 characters, a default where empty or not text. */
function texts<K extends string>(
  o: Partial<Record<NoInfer<K>, unknown>>,
  defaults: Record<K, string>,
): Record<K, string> {
  const out = { ...defaults };
  for (const k of Object.keys(defaults) as K[]) {
    const v = o[k];
    if (typeof v === 'string' && v !== '') out[k] = v.slice(0, 1000);
  }
  return out;
}

/** The texts every dialog has. */
const DIALOG_TEXTS = { title: '提示', content: '', okText: '确定' };

export function showAlert(input: AlertOptions): void {
  const o = optionsOf(input);
  const options: AlertOptions = {
    ...texts(o, DIALOG_TEXTS),
    onOk: typeof o.onOk === 'function' ? o.onOk : undefined,
  };
  try {
    activeNotifier().alert(options);
  } catch {
    domNotifier.alert(options);
  }
}

export function showConfirm(input: ConfirmOptions): Promise<boolean> {
  const options: ConfirmOptions = texts(optionsOf(input), { ...DIALOG_TEXTS, cancelText: '取消' });
  try {
    return activeNotifier()
      .confirm(options)
      .catch(() => false);
  } catch {
    return Promise.resolve(false);
  }
}

export function showNotice(input: NoticeOptions): NoticeHandle {
  const o = optionsOf(input);
  const options: NoticeOptions = {
    ...texts(o, { key: 'scf-notice', title: '提示', description: '', announcement: '', actionText: '确定' }),
    onAction: typeof o.onAction === 'function' ? o.onAction : () => undefined,
  };
  try {
    return activeNotifier().notice(options);
  } catch {
    return domNotifier.notice(options);
  }
}
