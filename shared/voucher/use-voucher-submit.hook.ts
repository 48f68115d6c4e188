/**
 * The submit of a voucher form (开立, 转让, and their edits): one idempotency key per filled form
 * (a second click, or a retry after a lost answer, is the same request; any change of the form
 * makes a new one), the busy state of the button, and the server's refusal shown in place.
 * On success the page goes where the step says (the new voucher or application).
 */
import { useRef, useState } from 'react';
import { errorMessage, navigate, newIdempotencyKey } from '../index';

export interface VoucherSubmit {
  busy: boolean;
  /** The server's message when it refused, shown above the buttons. */
  problem: string | null;
  /** The form changed: the next submit is a new request, and a refusal of the old values goes. */
  renewKey: () => void;
  /** Sends with the form's key; `send` answers the path to open next. */
  submit: (send: (idempotencyKey: string) => Promise<string>) => Promise<void>;
}

export function useVoucherSubmit(): VoucherSubmit {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const key = useRef(newIdempotencyKey());
  return {
    busy,
    problem,
    renewKey: () => {
      key.current = newIdempotencyKey();
      setProblem(null);
    },
    submit: async (send) => {
      setBusy(true);
      setProblem(null);
      try {
        navigate(await send(key.current));
      } catch (err) {
        setProblem(errorMessage(err));
      } finally {
        setBusy(false);
      }
    },
  };
}
