/**
 * The CSS-in-JS cache of the portal's page roots in the browser: it keeps what it computed for
 * as long as the page lives.
 *
 * antd computes each component's CSS (and the theme's tokens) once and counts the mounted
 * components that use it; when the count falls to zero the entry is dropped. On a switch between
 * applications single-spa unmounts the old one before mounting the new one, so every switch
 * dropped the styles and tokens of the page being left and recomputed those of the page being
 * opened (tens of milliseconds of the switch), and removed and re-added the theme's CSS
 * variables (a restyle of the whole page). Here every entry starts with one use that is never
 * released: switching back and forth reuses what was computed. The entries are per component
 * and theme, so they stay few; the style elements stayed in the page anyway.
 */
import { createCache } from '@ant-design/cssinjs';

type StyleCache = ReturnType<typeof createCache>;

function createRetainedStyleCache(): StyleCache {
  const cache = createCache();
  const update = cache.opUpdate.bind(cache);
  cache.opUpdate = (key, valueFn) =>
    update(key, (prev) => {
      const next = valueFn(prev);
      // A new entry: one use more than antd counts, so its count never reaches zero.
      return !prev && next ? [next[0] + 1, next[1]] : next;
    });
  return cache;
}

let shared: StyleCache | null = null;
/** The one cache of every page root (created on first use, in the browser). */
export function pageStyleCache(): StyleCache {
  shared ??= createRetainedStyleCache();
  return shared;
}
