/** The product's permit audit trail for the current company (`queryPermitAudit`), aborted on unmount. */
import { useEffect, useState } from 'react';
import { listPermitAudits, type PermitAudit } from '@scf/shared';

export interface Audits {
  data: PermitAudit[] | null;
  failed: boolean;
  retry: () => void;
}

export function usePermitAudits(compCode: string | null, prodCode: string): Audits {
  const [data, setData] = useState<PermitAudit[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!compCode) return undefined;
    const controller = new AbortController();
    setFailed(false);
    listPermitAudits({ compCode, productCode: prodCode }, { signal: controller.signal })
      .then((list) => setData(list))
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true);
      });
    return () => controller.abort();
  }, [compCode, prodCode, attempt]);
  return { data, failed, retry: () => setAttempt((a) => a + 1) };
}
