/** The reset wizard's steps; paths and titles from the route table. */
import { pageName, pageRoutesOf } from '@scf/shared';

export type ResetStep = 'account' | 'reset' | 'complete';

const STEP_NAMES: readonly string[] = ['account', 'reset', 'complete'] satisfies readonly ResetStep[];
const isResetStep = (v: string): v is ResetStep => STEP_NAMES.includes(v);

/** The wizard's pages in the order of the route table: the step is the page's name. */
const STEP_ROUTES = pageRoutesOf('resetpwd').filter((r) => isResetStep(pageName(r.page)));

export const RESET_STEPS: readonly ResetStep[] = STEP_ROUTES.map((r) => pageName(r.page) as ResetStep);

export const RESET_PATH: Readonly<Record<ResetStep, string>> = Object.fromEntries(
  STEP_ROUTES.map((r) => [pageName(r.page), r.path]),
) as Record<ResetStep, string>;

export function resetStepOfPath(pathname: string): ResetStep | null {
  const found = (Object.entries(RESET_PATH) as [ResetStep, string][]).find(([, p]) => p === pathname);
  return found ? found[0] : null;
}

export function resetStepTitles(): Record<ResetStep, string> {
  return Object.fromEntries(STEP_ROUTES.map((r) => [pageName(r.page), r.title])) as Record<ResetStep, string>;
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
