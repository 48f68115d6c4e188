/**
 * The customer-relations menu resources, loaded once per product context into shared's store
 * (`menus`, cleared with the company info when the context changes, docs/requirements.md#session).
 */
import { useCallback, useEffect, useState } from 'react';
import { PRODUCT_CODE_CRM, listMenus, setMenus, useStore, type MenuResource, type PortalState } from '@scf/shared';

const selectMenus = (s: PortalState) => s.menus;
const selectCompCode = (s: PortalState) => s.compInfo?.compCode ?? null;

export function useCrmMenus(enabled: boolean): { menus: MenuResource[]; failed: boolean; retry: () => void } {
  const menus = useStore(selectMenus);
  const compCode = useStore(selectCompCode);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!enabled || !compCode || menus.length > 0) return undefined;
    const controller = new AbortController();
    setFailed(false);
    listMenus(PRODUCT_CODE_CRM, { signal: controller.signal, kind: 'silent', loading: false })
      .then((list) => setMenus(list))
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true);
      });
    return () => controller.abort();
  }, [enabled, compCode, menus.length, attempt]);

  const retry = useCallback(() => setAttempt((a) => a + 1), []);
  return { menus, failed, retry };
}
