/**
 * The reset wizard's pages by the keys the route table names. Every step receives the same
 * props; the wizard fills what the step needs (a live ticket, the finished reset's mobile).
 */
import { definePages } from '@scf/shared';
import type { ResetTicketState } from './reset-state';
import ResetAccountPage from './pages/account.page';

export interface ResetStepProps {
  ticket: ResetTicketState | null;
  /** The masked mobile of a reset finished in this tab. */
  done: string | null;
  /** Back to the account step with a notice (the ticket expired or was used). */
  onTicketGone: (message: string) => void;
}

export const RESETPWD_PAGES = definePages<ResetStepProps>('resetpwd', {
  'resetpwd/account': async () => ({ default: ResetAccountPage }),
  'resetpwd/reset': async () => {
    const { default: Page } = await import('./pages/reset.page');
    return {
      default: ({ ticket, onTicketGone }: ResetStepProps) =>
        ticket ? <Page ticket={ticket} onTicketGone={onTicketGone} /> : null,
    };
  },
  'resetpwd/complete': async () => {
    const { default: Page } = await import('./pages/complete.page');
    return { default: ({ done }: ResetStepProps) => <Page mobile={done ?? ''} /> };
  },
});
