/** One list's table settings as React state, written to local storage on every change. */
import { useCallback, useEffect, useRef, useState } from 'react';
import { isHydrating } from '../ssr/signed-in-seed';
import { DEFAULT_TABLE_SETTINGS, readTableSettings, type TableSettings, writeTableSettings } from './table-settings';

export function useTableSettings(
  listKey: string,
): [TableSettings, (change: (current: TableSettings) => TableSettings) => void] {
  // The server renders a list with the default settings (it cannot see this browser's storage);
  // hydrating that markup the table starts from them too, and takes the reader's right after.
  // Read at once, hidden columns or another density did not match the markup: React threw the
  // server's page away and drew it again, losing what the reader had typed and tapped on it.
  const hydrating = useRef(isHydrating());
  const [state, setState] = useState<{ key: string; settings: TableSettings }>(() => ({
    key: listKey,
    settings: hydrating.current ? DEFAULT_TABLE_SETTINGS : readTableSettings(listKey),
  }));
  useEffect(() => {
    if (!hydrating.current) return;
    hydrating.current = false;
    const stored = readTableSettings(listKey);
    if (stored !== DEFAULT_TABLE_SETTINGS) setState({ key: listKey, settings: stored });
  }, [listKey]);
  // Another list in the same component (a tab switch) reads its own settings.
  const settings = state.key === listKey ? state.settings : readTableSettings(listKey);
  const update = useCallback(
    (change: (current: TableSettings) => TableSettings) => {
      setState((cur) => {
        const next = change(cur.key === listKey ? cur.settings : readTableSettings(listKey));
        writeTableSettings(listKey, next);
        return { key: listKey, settings: next };
      });
    },
    [listKey],
  );
  return [settings, update];
}
