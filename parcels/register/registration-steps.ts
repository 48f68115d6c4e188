/**
 * The registration wizard's steps and the rules for which URL a reader may be on. The server
 * keeps the state machine (docs/api.md, "Registration"); the client only follows it: `reg/status` says
 * where the registration is, and a URL ahead of that is replaced by the server's step.
 * Paths and titles come from the route table.
 */
import { pageName, pageRoutesOf, type RegStatus, type RegStep } from '@scf/shared';

const STEP_NAMES: readonly string[] = [
  'account',
  'permit',
  'verification',
  'approval',
  'success',
] satisfies readonly RegStep[];

export function isRegStep(v: unknown): v is RegStep {
  return typeof v === 'string' && STEP_NAMES.includes(v);
}

/** The wizard's pages in the order of the route table: the step is the page's name. */
const STEP_ROUTES = pageRoutesOf('register').filter((r) => isRegStep(pageName(r.page)));

export const STEP_ORDER: readonly RegStep[] = STEP_ROUTES.map((r) => pageName(r.page) as RegStep);

export const STEP_PATH: Readonly<Record<RegStep, string>> = Object.fromEntries(
  STEP_ROUTES.map((r) => [pageName(r.page), r.path]),
) as Record<RegStep, string>;

/** The step a path shows, or null for a path outside the wizard. */
export function stepOfPath(pathname: string): RegStep | null {
  const found = (Object.entries(STEP_PATH) as [RegStep, string][]).find(([, p]) => p === pathname);
  return found ? found[0] : null;
}

/** Step titles for the progress bar, from the route table (注册账号, 企业认证, …). */
export function stepTitles(): Record<RegStep, string> {
  return Object.fromEntries(STEP_ROUTES.map((r) => [pageName(r.page), r.title])) as Record<RegStep, string>;
}

/**
 * Whether the page of `wanted` may be shown for a registration the server has at `status`:
 *  - the server's own step, always;
 *  - the company step again while the administrator step is open (going back keeps what was
 *    entered; the server accepts the company step until verification is submitted).
 * The account step is handled by its page (a started registration is offered to continue).
 */
export function mayShow(wanted: RegStep, status: Pick<RegStatus, 'step'>): boolean {
  const server = isRegStep(status.step) ? status.step : 'permit';
  if (wanted === server) return true;
  return wanted === 'permit' && server === 'verification';
}

/** Where the reader goes instead of `wanted`: the server's step (a known one, else the company step). */
export function serverStep(status: Pick<RegStatus, 'step'>): RegStep {
  return isRegStep(status.step) && status.step !== 'account' ? status.step : 'permit';
}
