/**
 * The loading overlay (docs/requirements.md#session): antd `Spin` full screen with "正在加载中......" while the
 * request count is above zero. Several React roots may render it (parcels, elements); only
 * the first mounted one shows, so there is never a double mask. `delayMs` avoids a flash for
 * calls that finish at once. The mask's code comes with the page's first request
 * (loading-mask.component.tsx), not with the page.
 */
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { getLoadingCount, subscribeLoading } from '../http/loading';

const LoadingMask = lazy(() => import('./loading-mask.component'));

let owners: symbol[] = [];
const ownerListeners = new Set<() => void>();

function emitOwners() {
  for (const l of [...ownerListeners]) l();
}

function subscribeOwners(l: () => void) {
  ownerListeners.add(l);
  return () => {
    ownerListeners.delete(l);
  };
}

const subscribeCount = (l: () => void) => subscribeLoading(() => l());

export interface LoadingOverlayProps {
  /** Milliseconds before the mask appears (default 150). */
  delayMs?: number;
}

export function LoadingOverlay({ delayMs = 150 }: LoadingOverlayProps) {
  const [me] = useState(() => Symbol('overlay'));
  useEffect(() => {
    owners = [...owners, me];
    emitOwners();
    return () => {
      owners = owners.filter((o) => o !== me);
      emitOwners();
    };
  }, [me]);
  const isOwner = useSyncExternalStore(
    subscribeOwners,
    () => owners[0] === me,
    () => false,
  );
  const loading = useSyncExternalStore(
    subscribeCount,
    () => getLoadingCount() > 0,
    () => false,
  );
  // Asked for once a request is in flight; kept mounted after, so later requests show at once.
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (loading) setWanted(true);
  }, [loading]);
  if (!isOwner || !(wanted || loading)) return null;
  return (
    <Suspense fallback={null}>
      <LoadingMask loading={loading} delayMs={delayMs} />
    </Suspense>
  );
}
