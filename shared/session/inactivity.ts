/**
 * The inactivity watch (docs/requirements.md#session). Each click (and, beyond the spec, each key press: a
 * keyboard-only user never clicks) records the time in the `currentTime`/`lastTime` cookies,
 * which every tab shares. With a token, off the login and company-change pages, more than
 * 30 minutes without activity removes the token and shows the dialog "系统提示" /
 * "登录状态已过期，请重新登录" with one button "重新登录" → /login. Two minutes before, a polite
 * notice with a countdown and "继续使用" lets the reader stay. API calls never count: only
 * user events do, so background polls cannot keep a session alive.
 */
import { getAccessToken, getLastActivity, setCurrentActivity, setLastActivity } from '../cookies/portal-cookies';
import { currentPathname, currentUrl, loginUrl, navigate } from '../navigation/navigate';
import { showAlert, showNotice, type NoticeHandle } from '../notify/notifier';
import { endSession, endSessionRequests } from './end-session';
import { setExpiryDialogOpen } from './expiry-state';
import { countdownAnnouncement, formatCountdown, idleStatus, IDLE_LIMIT_MS, IDLE_WARNING_MS } from './inactivity-rules';

export const IDLE_TEXT = {
  title: '系统提示',
  content: '登录状态已过期，请重新登录',
  relogin: '重新登录',
  warningTitle: '登录即将过期',
  keepUsing: '继续使用',
} as const;

/** Whether an event happened inside a dialog (the expiry dialog's own 重新登录 must work). */
function isInsideDialog(event: Event): boolean {
  const path = typeof event.composedPath === 'function' ? event.composedPath() : [];
  return path.some(
    (n) =>
      n instanceof Element &&
      (n.getAttribute('role') === 'dialog' ||
        n.getAttribute('role') === 'alertdialog' ||
        n.classList.contains('ant-modal-wrap')),
  );
}

export interface InactivityOptions {
  now?: () => number;
  setInterval?: (fn: () => void, ms: number) => unknown;
  clearInterval?: (handle: unknown) => void;
  limitMs?: number;
  warningMs?: number;
  /** Where user events are listened for (default: document). */
  target?: EventTarget;
  pathname?: () => string;
  hasToken?: () => boolean;
  /** Replaces the default expiry (token removal, dialog, login). */
  onExpire?: () => void;
}

const NOTICE_KEY = 'scf-idle-warning';
const TICK_MS = 1_000;
let active: (() => void) | null = null;
/** The running watch's check: raises the expiry when the session is idle too long. */
let activeCheck: (() => boolean) | null = null;

/**
 * True when the running watch finds the session idle too long now (the expiry dialog is then
 * up); false without a watch. The session guard asks before each navigation, so no click path
 * reaches the login page before the dialog.
 */
export function expireIfIdle(): boolean {
  return activeCheck?.() ?? false;
}

/** Starts the watch; returns the stop function. A second start replaces the first. */
export function startInactivityWatch(input: InactivityOptions | null = {}): () => void {
  const options: InactivityOptions = input && typeof input === 'object' ? input : {};
  active?.();
  const now = options.now ?? Date.now;
  const setI = options.setInterval ?? ((fn: () => void, ms: number) => setInterval(fn, ms));
  const clearI = options.clearInterval ?? ((h: unknown) => clearInterval(h as ReturnType<typeof setInterval>));
  const limitMs = options.limitMs ?? IDLE_LIMIT_MS;
  const warningMs = options.warningMs ?? IDLE_WARNING_MS;
  const target = options.target ?? (typeof document !== 'undefined' ? document : null);
  const pathname = options.pathname ?? currentPathname;
  const hasToken = options.hasToken ?? (() => getAccessToken() !== null);

  let notice: NoticeHandle | null = null;
  let expiredShown = false;

  const closeNotice = () => {
    notice?.close();
    notice = null;
  };

  const expire = () => {
    closeNotice();
    if (expiredShown) return;
    expiredShown = true;
    if (options.onExpire) {
      options.onExpire();
      return;
    }
    // The tokens go now (nothing more is sent in this session), but the page stays as it was
    // under the dialog: the account, roles and menus are dropped only on the way to login.
    setExpiryDialogOpen(true);
    endSessionRequests();
    const back = currentUrl();
    showAlert({
      title: IDLE_TEXT.title,
      content: IDLE_TEXT.content,
      okText: IDLE_TEXT.relogin,
      onOk: () => {
        expiredShown = false;
        setExpiryDialogOpen(false);
        endSession('expired');
        navigate(loginUrl(back));
      },
    });
  };

  const statusAt = (t: number) =>
    idleStatus({
      now: t,
      lastActivity: getLastActivity(),
      hasToken: hasToken(),
      pathname: pathname(),
      limitMs,
      warningMs,
    });

  /**
   * A user event: expired → expire, and the event goes no further (a click on a link or a menu
   * entry would otherwise navigate under the dialog); otherwise the time is recorded
   * (docs/requirements.md#session).
   */
  const onActivity = (event?: Event) => {
    const t = now();
    if (expiredShown || statusAt(t).status === 'expired') {
      if (event && (expiredShown || hasToken()) && !isInsideDialog(event)) {
        event.preventDefault();
        event.stopImmediatePropagation();
      }
      if (!expiredShown) {
        setCurrentActivity(t);
        expire();
      }
      return;
    }
    setCurrentActivity(t);
    setLastActivity(t);
    closeNotice();
  };

  const check = (): boolean => {
    if (expiredShown) return true;
    if (statusAt(now()).status !== 'expired') return false;
    expire();
    return true;
  };

  const tick = () => {
    const t = now();
    const { status, remainingMs } = statusAt(t);
    if (status === 'expired') {
      expire();
    } else if (status === 'warning') {
      const description = `由于您长时间未操作，登录状态将在 ${formatCountdown(remainingMs)} 后过期。`;
      const announcement = countdownAnnouncement(remainingMs);
      if (notice) notice.update(description, announcement);
      else
        notice = showNotice({
          key: NOTICE_KEY,
          title: IDLE_TEXT.warningTitle,
          description,
          announcement,
          actionText: IDLE_TEXT.keepUsing,
          onAction: () => {
            notice = null;
            onActivity();
          },
        });
    } else {
      // Activity in another tab (shared cookie) or a new login ends the warning here too.
      closeNotice();
      if (status === 'active') expiredShown = false;
    }
  };

  // A session without a recorded time starts its clock now, so it can expire at all.
  if (hasToken() && getLastActivity() === null) setLastActivity(now());

  target?.addEventListener('click', onActivity, true);
  target?.addEventListener('keydown', onActivity, true);
  const handle = setI(tick, TICK_MS);

  activeCheck = check;
  const stop = () => {
    if (activeCheck === check) activeCheck = null;
    target?.removeEventListener('click', onActivity, true);
    target?.removeEventListener('keydown', onActivity, true);
    clearI(handle);
    closeNotice();
    setExpiryDialogOpen(false);
    if (active === stop) active = null;
  };
  active = stop;
  return stop;
}
