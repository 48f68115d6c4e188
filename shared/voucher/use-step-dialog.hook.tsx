/**
 * The dialog of the steps on a page: `open(step, what, run, subject?)` asks as the step says
 * (reason required or not, red or not) and runs it; `dialog` is the element to render once.
 */
import { useState } from 'react';
import { ReasonModal, type ReasonRequest } from './reason-modal.component';
import type { VoucherStep } from './voucher-actions';
import { stepRequest } from './step-request';

export interface StepDialog {
  open: (step: VoucherStep, what: string, run: (reason: string) => Promise<void>, subject?: string) => void;
  /** Asks something else in the same dialog (a batch decision). */
  ask: (request: ReasonRequest) => void;
  dialog: React.JSX.Element;
}

export function useStepDialog(): StepDialog {
  const [request, setRequest] = useState<ReasonRequest | null>(null);
  return {
    open: (step, what, run, subject) => setRequest(stepRequest(step, what, run, subject)),
    ask: setRequest,
    dialog: <ReasonModal request={request} onClose={() => setRequest(null)} />,
  };
}
