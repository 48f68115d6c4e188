/** The reset wizard's steps; paths and titles from the route table. */
import { routesOf } from '@scf/shared';

export type ResetStep = 'account' | 'reset' | 'complete';

export const RESET_STEPS: readonly ResetStep[] = ['account', 'reset', 'complete'];

export const RESET_PATH: Readonly<Record<ResetStep, string>> = {
  account: '/resetpwd/account',
  reset: '/resetpwd/reset',
  complete: '/resetpwd/complete',
};

export function resetStepOfPath(pathname: string): ResetStep | null {
  const found = (Object.entries(RESET_PATH) as [ResetStep, string][]).find(([, p]) => p === pathname);
  return found ? found[0] : null;
}

export function resetStepTitles(): Record<ResetStep, string> {
  const routes = routesOf('resetpwd');
  const out = {} as Record<ResetStep, string>;
  for (const step of RESET_STEPS) out[step] = routes.find((r) => r.path === RESET_PATH[step])?.title ?? step;
  return out;
}

/**
 * The step a reader may see: the reset form needs a live ticket, the completion page a reset
 * finished in this tab; anything else starts at the account step.
 */
export function allowedResetStep(wanted: ResetStep, facts: { hasTicket: boolean; done: boolean }): ResetStep {
  if (wanted === 'reset') return facts.hasTicket ? 'reset' : 'account';
  if (wanted === 'complete') return facts.done ? 'complete' : 'account';
  return 'account';
}
