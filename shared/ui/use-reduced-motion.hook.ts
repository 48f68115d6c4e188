/**
 * `useReducedMotion()`: whether the reader asked the system for less motion, following changes.
 *
 * The server cannot know it and renders with motion; a root hydrating that markup starts from the
 * same answer. The browser's own answer then comes as a transition, not as an urgent update: it
 * changes the theme above every piece of the page, and an urgent change there makes React hydrate
 * every piece still holding server markup at once, in one blocking task, and paints pieces of the
 * old theme beside pieces of the new one (a layout shift). As a transition the pieces are hydrated
 * in slices and the new theme is committed in one go. A root rendered from scratch has the answer
 * in its first render.
 */
import { startTransition, useEffect, useState } from 'react';
import { useServerRender } from '../ssr/server-render.context';
import { isHydrating } from '../ssr/signed-in-seed';
import { mediaList } from '../layout/use-media-query.hook';

const QUERY = '(prefers-reduced-motion: reduce)';

export function useReducedMotion(): boolean {
  const server = useServerRender();
  const [reduced, setReduced] = useState(() => !server && !isHydrating() && (mediaList(QUERY)?.matches ?? false));
  useEffect(() => {
    const list = mediaList(QUERY);
    if (!list) return undefined;
    const follow = (): void => startTransition(() => setReduced(list.matches));
    follow();
    list.addEventListener('change', follow);
    return () => list.removeEventListener('change', follow);
  }, []);
  return reduced;
}
