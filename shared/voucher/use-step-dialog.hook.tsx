/**
 * The dialog of the steps on a page: `open(step, what, run, subject?)` asks as the step says
 * (reason required or not, red or not) and runs it; `dialog` is the element to render once.
 * `useVoucherSteps` takes the steps of a page's vouchers or applications through it: a step with
 * a page of its own (修改) opens that page, any other is asked, sent, and the page loaded again.
 */
import { useState, type ReactNode } from 'react';
import { ReasonModal, type ReasonRequest } from './reason-modal.component';
import type { VoucherStep } from './voucher-actions';
import { stepRequest } from './step-request';
import { stepButtons } from './voucher-columns.component';

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

/** How a page takes the steps on `T` (a voucher, a transfer application). */
export interface StepWays<T> {
  /** Steps that open a page instead of the dialog (修改 a returned issue or transfer, 转让). */
  pages?: Partial<Record<VoucherStep, (on: T) => void>>;
  /** Names it in the dialog's title ("凭证 000000000012", "转让申请 ZR…"). */
  what: (on: T) => string;
  /** What the dialog shows of it above the reason. */
  subject?: (on: T) => string;
  /** Sends a step decided in the dialog. */
  decide: (on: T, step: VoucherStep, reason: string) => Promise<void>;
  /** After a step is sent: the list or the detail loaded again. */
  done: () => void;
}

export interface VoucherSteps<T> extends StepDialog {
  /** Takes a step on `on`: its page, or the dialog. */
  take: (on: T, step: VoucherStep) => void;
  /** A row's steps as the 操作 column's link buttons, each taking its step. */
  buttons: (on: T, steps: readonly VoucherStep[]) => ReactNode[];
}

export function useVoucherSteps<T>(ways: StepWays<T>): VoucherSteps<T> {
  const dialog = useStepDialog();
  const take = (on: T, step: VoucherStep): void => {
    const page = ways.pages?.[step];
    if (page) {
      page(on);
      return;
    }
    dialog.open(step, ways.what(on), (reason) => ways.decide(on, step, reason).then(ways.done), ways.subject?.(on));
  };
  return { ...dialog, take, buttons: (on, steps) => stepButtons(steps, (step) => take(on, step)) };
}
