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

export type RegistrationState =
  | { status: 'checking' }
  | { status: 'ready'; ticket: string | null; reg: RegStatus | null }
  | { status: 'error'; message: string };

export interface Registration {
  state: RegistrationState;
  /** Checks again (the retry of an error, or after a submit changed the server's state). */
  recheck: () => void;
}

/** Replaces the URL (no history entry for a step the reader could not be on). */
export function replaceStep(step: RegStep): void {
  window.history.replaceState(window.history.state, '', STEP_PATH[step]);
}

export function useRegistration(step: RegStep, onNotice: (message: string) => void): Registration {
  const [state, setState] = useState<RegistrationState>({ status: 'checking' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: onNotice is the app's state setter (stable); the check runs again only for a new step or a retry.
  useEffect(() => {
    const ticket = readRegTicket();
    if (!ticket) {
      if (step === 'account') setState({ status: 'ready', ticket: null, reg: null });
      else {
        onNotice('请先填写账号信息，开始企业注册。');
        replaceStep('account');
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
          onNotice(errorMessage(err, '注册信息已失效，请重新注册'));
          if (step === 'account') setState({ status: 'ready', ticket: null, reg: null });
          else replaceStep('account');
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
