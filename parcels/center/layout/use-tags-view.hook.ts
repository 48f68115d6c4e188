/**
 * The tags bar's state: the opened pages of the signed-in person in this browser tab, the
 * current page added on every navigation, kept in sessionStorage so a reload keeps them.
 */
import { startTransition, useCallback, useEffect, useState } from 'react';
import { isHydrating } from '@scf/shared';
import { openTag, parseStoredTags, storedTagsText, TAGS_STORAGE_KEY } from './tags-view.model';

function readStored(owner: string): string[] {
  try {
    return parseStoredTags(window.sessionStorage.getItem(TAGS_STORAGE_KEY), owner);
  } catch {
    // Storage refused (privacy settings): the bar still works for this page's life.
    return [];
  }
}

function writeStored(owner: string, paths: readonly string[]): void {
  try {
    window.sessionStorage.setItem(TAGS_STORAGE_KEY, storedTagsText(owner, paths));
  } catch {
    // Full or refused: the tags are a convenience, never worth an error.
  }
}

interface TagsState {
  owner: string | null;
  paths: string[];
}

/** `owner` identifies the signed-in person (company and employee); null while unknown. */
export function useTagsView(
  pathname: string,
  owner: string | null,
): { paths: string[]; setPaths: (paths: string[]) => void } {
  // Hydrating server markup (rendered without this tab's storage), the bar starts as the server
  // drew it and takes the stored tags right after (the effect below, as for a new person).
  const [state, setState] = useState<TagsState>(() =>
    isHydrating()
      ? { owner: null, paths: owner ? openTag([], pathname) : [] }
      : { owner, paths: owner ? openTag(readStored(owner), pathname) : [] },
  );

  // Another person (or the first known one): their own list, with the current page. As a
  // transition, like the update below: right after hydration the bar may still hold server
  // markup, and an urgent update would make React hydrate it in one blocking task.
  useEffect(() => {
    startTransition(() =>
      setState((s) => (s.owner === owner ? s : { owner, paths: owner ? openTag(readStored(owner), pathname) : [] })),
    );
  }, [owner, pathname]);

  useEffect(() => {
    startTransition(() =>
      setState((s) => {
        const paths = openTag(s.paths, pathname);
        return paths.length === s.paths.length && paths.every((p, i) => p === s.paths[i]) ? s : { ...s, paths };
      }),
    );
  }, [pathname]);

  useEffect(() => {
    if (state.owner) writeStored(state.owner, state.paths);
  }, [state]);

  const setPaths = useCallback((paths: string[]) => setState((s) => ({ ...s, paths })), []);
  return { paths: state.paths, setPaths };
}
