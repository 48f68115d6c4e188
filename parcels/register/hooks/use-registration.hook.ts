/**
 * `useRegistration(step)`: where the registration of this tab stands, checked with the server
 * on every step the reader opens (a reload, a typed URL, back/forward):
 *  - no ticket: only the account step; any later URL goes there;
 *  - a ticket the server no longer knows: forgotten, back to the account step with a notice;
 *  - a URL the server's state does not allow: replaced by the server's step.
 * The `reg/status` answer also carries what was entered, so pages prefill from it.
 */
import { useCallback, useEffect, useState } from 'react';
import { errorMessage, getRegistrationStatus, isApiError, type RegStatus, type RegStep } from '@scf/shared';
import { clearRegTicket, readRegTicket } from '../reg-ticket';
import { mayShow, serverStep, STEP_PATH } from '../registration-steps';

type RegistrationState =
  | { status: 'checking' }
  | { status: 'ready'; ticket: string | null; reg: RegStatus | null }
  | { status: 'error'; message: string };

export interface Registration {
  state: RegistrationState;
  /** Checks again (the retry of an error, or after a submit changed the server's state). */
  recheck: () => void;
}

const NOTICE_KEY = 'scfRegNotice';

/**
 * Replaces the URL (no history entry for a step the reader could not be on). A notice saying why
 * travels with the history entry, so it is still there if the application is mounted afresh
 * (as when the server-rendered page is taken over) and goes away with the next navigation.
 */
function replaceStep(step: RegStep, notice?: string): void {
  const state: unknown = window.history.state;
  const base = typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
  window.history.replaceState(notice ? { ...base, [NOTICE_KEY]: notice } : base, '', STEP_PATH[step]);
}

/** The notice that came with the current history entry, if any. */
export function noticeOfHistoryEntry(): string | null {
  const state: unknown = typeof window === 'undefined' ? null : window.history.state;
  const notice = typeof state === 'object' && state !== null ? (state as Record<string, unknown>)[NOTICE_KEY] : null;
  return typeof notice === 'string' ? notice : null;
}

export function useRegistration(step: RegStep, onNotice: (message: string) => void): Registration {
  const [state, setState] = useState<RegistrationState>({ status: 'checking' });
  const [attempt, setAttempt] = useState(0);

  // onNotice is the app's state setter (stable); the check runs again only for a new step or a retry.
  // biome-ignore lint/correctness/useExhaustiveDependencies: onNotice is stable (see above)
  useEffect(() => {
    const ticket = readRegTicket();
    if (!ticket) {
      if (step === 'account') setState({ status: 'ready', ticket: null, reg: null });
      else {
        onNotice('请先填写账号信息，开始企业注册。');
        replaceStep('account', '请先填写账号信息，开始企业注册。');
      }
      return undefined;
    }
    const controller = new AbortController();
    setState({ status: 'checking' });
    getRegistrationStatus(ticket, { signal: controller.signal }).then(
      (reg) => {
        if (controller.signal.aborted) return;
        if (step === 'account' || mayShow(step, reg)) setState({ status: 'ready', ticket, reg });
        else replaceStep(serverStep(reg));
      },
      (err: unknown) => {
        if (controller.signal.aborted) return;
        if (isApiError(err) && err.field === 'regTicket') {
          clearRegTicket();
          const notice = errorMessage(err, '注册信息已失效，请重新注册');
          onNotice(notice);
          if (step === 'account') setState({ status: 'ready', ticket: null, reg: null });
          else replaceStep('account', notice);
          return;
        }
        setState({ status: 'error', message: errorMessage(err, '注册进度查询失败') });
      },
    );
    return () => controller.abort();
  }, [step, attempt]);

  const recheck = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, recheck };
}
