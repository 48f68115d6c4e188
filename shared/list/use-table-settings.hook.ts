/** One list's table settings as React state, written to local storage on every change. */
import { useCallback, useState } from 'react';
import { readTableSettings, type TableSettings, writeTableSettings } from './table-settings';

export function useTableSettings(
  listKey: string,
): [TableSettings, (change: (current: TableSettings) => TableSettings) => void] {
  const [state, setState] = useState<{ key: string; settings: TableSettings }>(() => ({
    key: listKey,
    settings: readTableSettings(listKey),
  }));
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
