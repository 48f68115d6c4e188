/**
 * The loading overlay (docs/requirements.md#session): antd `Spin` full screen with "正在加载中......" while the
 * request count is above zero. Several React roots may render it (parcels, elements); only
 * the first mounted one shows, so there is never a double mask. `delayMs` avoids a flash for
 * calls that finish at once.
 */
import { Spin } from 'antd';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { getLoadingCount, LOADING_TEXT, subscribeLoading } from '../http/loading';

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
  if (!isOwner) return null;
  return <Spin fullscreen spinning={loading} delay={delayMs} description={LOADING_TEXT} aria-live="polite" />;
}
