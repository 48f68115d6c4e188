/**
 * The registration wizard's pages by the keys the route table names. Every step receives the
 * same props; a step after the account one renders only with a registration and its ticket
 * (the wizard asks the server first, see `useRegistration`).
 */
import type { ComponentType } from 'react';
import { definePages, type PageModule, type RegStatus } from '@scf/shared';
import AccountPage from './pages/account.page';

export interface StepProps {
  reg: RegStatus | null;
  ticket: string | null;
  search: string;
  onRestart: () => void;
}

/** A later step's page, shown once the registration and its ticket are known. */
const withTicket =
  (load: () => Promise<{ default: ComponentType<{ reg: RegStatus; ticket: string }> }>) =>
  async (): Promise<PageModule<StepProps>> => {
    const Page = (await load()).default;
    return { default: ({ reg, ticket }: StepProps) => (reg && ticket ? <Page reg={reg} ticket={ticket} /> : null) };
  };

export const REGISTER_PAGES = definePages<StepProps>('register', {
  'register/account': async () => ({
    default: ({ reg, ticket, search, onRestart }: StepProps) => (
      <AccountPage reg={reg} ticket={ticket} search={search} onRestart={onRestart} />
    ),
  }),
  'register/permit': withTicket(() => import('./pages/permit.page')),
  'register/verification': withTicket(() => import('./pages/verification.page')),
  'register/approval': withTicket(() => import('./pages/approval.page')),
  'register/success': withTicket(async () => {
    const { default: SuccessPage } = await import('./pages/success.page');
    return { default: ({ reg }: { reg: RegStatus }) => <SuccessPage reg={reg} /> };
  }),
});
