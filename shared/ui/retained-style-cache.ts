/**
 * The CSS-in-JS cache of the portal's page roots in the browser: it keeps what it computed for
 * as long as the page lives, and puts each style into the page once.
 *
 * antd computes each component's CSS (and the theme's tokens) once and counts the mounted
 * components that use it; when the count falls to zero the entry is dropped. On a switch between
 * applications single-spa unmounts the old one before mounting the new one, so every switch
 * dropped the styles and tokens of the page being left and recomputed those of the page being
 * opened (tens of milliseconds of the switch), and removed and re-added the theme's CSS
 * variables (a restyle of the whole page). Here every entry starts with one use that is never
 * released: switching back and forth reuses what was computed. The entries are per component
 * and theme, so they stay few; the style elements stay in the page (antd removes them only when
 * an entry is dropped).
 *
 * antd also puts a component's style back into the page on every mount: it looks through every
 * `<style>` element of the page for its own and compares the text (several milliseconds per
 * application mounted). Once an entry's CSS has been put in, the cache keeps in its place what
 * tells later mounts that the CSS is already in the page (see `IN_PAGE`). The mount that puts it
 * in still uses the CSS it read while rendering.
 */
import { createCache } from '@ant-design/cssinjs';

type StyleCache = ReturnType<typeof createCache>;

/** antd's marker for a style whose CSS is already in the page (its `CSS_FILE_STYLE`). */
export const IN_PAGE_STYLE = '_FILE_STYLE__';

/**
 * Where each kind of entry keeps the CSS that its mount effect puts into the page, and what tells
 * that effect the CSS is there already: component styles (`useStyleRegister`, key `style%…`)
 * skip the file marker, the theme's CSS variables (`useCacheToken`, `token%…`) an empty text.
 * Nothing else reads these places in the browser, and no other cache can remove these elements
 * (antd removes a theme's only when they are its own). The components' CSS variables
 * (`cssVar%…`) are left as antd has them: another root's cache that drops the same entry removes
 * the element whoever put it in, and the next mount puts it back.
 */
const IN_PAGE: readonly { prefix: string; index: number; mark: string }[] = [
  { prefix: 'style%', index: 0, mark: IN_PAGE_STYLE },
  { prefix: 'token%', index: 3, mark: '' },
];

export function createRetainedStyleCache(): StyleCache {
  const cache = createCache();
  const update = cache.opUpdate.bind(cache);
  cache.opUpdate = (key, valueFn) =>
    update(key, (prev) => {
      const next = valueFn(prev);
      // A new entry: one use more than antd counts, so its count never reaches zero.
      if (!prev || !next) return !prev && next ? [next[0] + 1, next[1]] : next;
      // A use counted by a mount's effect: that effect puts the CSS into the page now.
      const [count, value] = next;
      const kind = IN_PAGE.find((k) => key.startsWith(k.prefix));
      if (kind && count > prev[0] && Array.isArray(value) && value[kind.index] !== kind.mark) {
        const marked = [...value];
        marked[kind.index] = kind.mark;
        return [count, marked];
      }
      return next;
    });
  return cache;
}

let shared: StyleCache | null = null;
/** The one cache of every page root (created on first use, in the browser). */
export function pageStyleCache(): StyleCache {
  shared ??= createRetainedStyleCache();
  return shared;
}
