/**
 * The dialog of a checker's decisions on a list's rows where the product approves or rejects
 * (授信列表, 融资列表): one row's 通过 / 驳回 at its step, or the chosen rows' batch, in the
 * product's words. After a decision is sent the list is loaded again (`done`); a batch that
 * some rows failed keeps the dialog open with the reasons.
 */
import { useStepDialog, type StepDialog } from './use-step-dialog.hook';
import { batchRequest, decisionRequest, type BatchOutcome, type BatchWords } from './step-request';

export interface DecisionDialog extends Pick<StepDialog, 'ask' | 'dialog'> {
  /** One row: `step` is the step's name (风控初审), `what` the row's (授信 SX…), `reject` 驳回 or 退回. */
  decide: (
    d: { step: string; approve: boolean; what: string; subject?: string; reject?: string },
    send: (reason: string) => Promise<unknown>,
  ) => void;
  /** The chosen rows, `count` of them. */
  batch: (approve: boolean, count: number, send: (reason: string) => Promise<BatchOutcome>, subject?: string) => void;
}

export function useDecisionDialog(done: () => void, unit: string, words: BatchWords): DecisionDialog {
  const { ask, dialog } = useStepDialog();
  return {
    ask,
    dialog,
    decide: ({ step, approve, what, subject, reject }, send) => {
      const run = async (reason: string) => {
        await send(reason);
        done();
      };
      ask(decisionRequest(step, approve, what, run, subject, reject));
    },
    batch: (approve, count, send, subject) => {
      const run = async (reason: string) => {
        const outcome = await send(reason);
        done();
        return outcome;
      };
      ask(batchRequest(approve, count, unit, run, subject, words));
    },
  };
}
