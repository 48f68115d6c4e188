/**
 * The loading overlay (docs/requirements.md#session): antd `Spin` full screen with "正在加载中......" while the
 * request count is above zero. Several React roots may render it (parcels, elements); only
 * the first mounted one shows, so there is never a double mask. `delayMs` avoids a flash for
 * calls that finish at once. The mask's code comes with the page's first request
 * (loading-mask.component.tsx), not with the page. Its download may fail (the server stopped
 * before that first request): then there is no mask for that request, never a broken page, and
 * the next request asks for it again.
 */
import { type ComponentType, useEffect, useState, useSyncExternalStore } from 'react';
import { getLoadingCount, subscribeLoading } from '../http/loading';

type LoadingMaskComponent = ComponentType<{ loading: boolean; delayMs: number }>;

/** The mask once downloaded, shared by every root; `null` until then. */
let loadedMask: LoadingMaskComponent | null = null;
let pendingMask: Promise<LoadingMaskComponent | null> | null = null;

/** Downloads the mask once; a failed download resolves to `null` and is tried again next time. */
function loadMask(): Promise<LoadingMaskComponent | null> {
  pendingMask ??= import('./loading-mask.component')
    .then(
      (m) => (loadedMask = m.default),
      () => null,
    )
    .finally(() => {
      pendingMask = null;
    });
  return pendingMask;
}

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
  const [Mask, setMask] = useState<LoadingMaskComponent | null>(() => loadedMask);
  useEffect(() => {
    if (!loading || Mask) return;
    let live = true;
    void loadMask().then((m) => {
      if (live && m) setMask(() => m);
    });
    return () => {
      live = false;
    };
  }, [loading, Mask]);
  if (!isOwner || !Mask) return null;
  return <Mask loading={loading} delayMs={delayMs} />;
}
