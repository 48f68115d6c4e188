/**
 * Trims antd's server-extracted CSS to what the rendered markup uses.
 *
 * antd writes one style per component, for every variant, size and breakpoint of it: the grid
 * alone is ~85 KB (24 spans × 6 breakpoints), a button ~23 KB. A page uses a handful of those
 * classes, so the host page would carry ~230 KB of CSS for /login. Here every rule whose
 * selectors all need a class the markup does not have is dropped (classes inside `:not()`,
 * `:is()`, `:where()`, `:has()` are not required, so such a rule is kept: keeping too much is
 * harmless, dropping a used rule is not).
 *
 * The browser must not take a trimmed style for the whole one: antd's runtime reuses a server
 * style (skipping its own CSS generation) when the style's path is listed in the inline
 * `data-ant-cssinjs-cache-path` map. A trimmed style's path is taken out of that map, so the
 * browser generates the full style after hydration and writes it into the same element (found
 * by its `data-css-hash`): states the server did not render (an error, a loading button,
 * another tab) are styled as before, and nothing that was painted changes.
 */
import postcss, { type AtRule, type Rule } from 'postcss';

/** Every class name used by the markup (`class` attributes, HTML or SVG). */
export function markupClasses(html: string): Set<string> {
  const classes = new Set<string>();
  for (const m of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const c of (m[1] ?? '').split(/\s+/)) if (c) classes.add(c.replace(/&amp;/g, '&'));
  }
  return classes;
}

/** Functional pseudo-classes whose classes the element need not have for the rule to match. */
const OPTIONAL_CLASSES = /:(?:not|is|where|has|matches)\([^()]*\)/g;

/** The classes an element (or its ancestors) must have for the selector to match. */
function requiredClasses(selector: string): string[] {
  let s = selector;
  for (let prev = ''; prev !== s; ) {
    prev = s;
    s = s.replace(OPTIONAL_CLASSES, '');
  }
  return [...s.matchAll(/\.((?:\\.|[\w-])+)/g)].map((m) => (m[1] ?? '').replace(/\\(.)/g, '$1'));
}

const insideKeyframes = (rule: Rule): boolean => {
  for (
    let p: postcss.Node | undefined = rule.parent as postcss.Node | undefined;
    p;
    p = p.parent as postcss.Node | undefined
  ) {
    if (p.type === 'atrule' && /keyframes$/i.test((p as AtRule).name)) return true;
  }
  return false;
};

/** The CSS without the rules no element of the markup can match (same text when none). */
export function pruneCss(css: string, classes: ReadonlySet<string>): string {
  let root: postcss.Root;
  try {
    root = postcss.parse(css);
  } catch {
    return css;
  }
  let changed = false;
  root.walkRules((rule) => {
    if (insideKeyframes(rule)) return;
    const kept = rule.selectors.filter((sel) => requiredClasses(sel).every((c) => classes.has(c)));
    if (kept.length === rule.selectors.length) return;
    changed = true;
    if (kept.length === 0) rule.remove();
    else rule.selectors = kept;
  });
  if (!changed) return css;
  // Media queries and the like left without rules.
  root.walkAtRules((at) => {
    if (at.nodes && at.nodes.length === 0) at.remove();
  });
  return root.toString();
}

/**
 * Pruning a style costs a CSS parse; the result depends only on which of the classes the style
 * names the markup uses. So it is kept per style and that set of classes: a page rendered again
 * (another reader, the same page) prunes nothing anew. Class names are not a reader's data.
 */
interface StylePrunes {
  /** Every class name the style's text mentions (a superset of those its selectors require). */
  classes: readonly string[];
  results: Map<string, string>;
}
const PRUNES_MAX = 2_000;
const RESULTS_PER_STYLE_MAX = 50;
const prunes = new Map<string, StylePrunes>();

function prunedStyle(css: string, markup: ReadonlySet<string>): string {
  let entry = prunes.get(css);
  if (!entry) {
    const named = new Set<string>();
    for (const m of css.matchAll(/\.((?:\\.|[\w-])+)/g)) named.add((m[1] ?? '').replace(/\\(.)/g, '$1'));
    entry = { classes: [...named], results: new Map() };
    if (prunes.size >= PRUNES_MAX) prunes.clear();
    prunes.set(css, entry);
  }
  const signature = entry.classes.filter((c) => markup.has(c)).join(' ');
  let pruned = entry.results.get(signature);
  if (pruned === undefined) {
    pruned = pruneCss(css, markup);
    if (entry.results.size >= RESULTS_PER_STYLE_MAX) entry.results.clear();
    entry.results.set(signature, pruned);
  }
  return pruned;
}

const CACHE_MAP_ATTR = 'data-ant-cssinjs-cache-path';
const STYLE = /<style\b([^>]*)>([\s\S]*?)<\/style>/g;

/**
 * `extractStyle()`'s output (a series of `<style>` elements) with each antd style trimmed to
 * the markup, and the trimmed styles left out of the browser's reuse map.
 */
export function pruneServerStyles(styles: string, html: string): string {
  const classes = markupClasses(html);
  const trimmed = new Set<string>();
  const out = styles.replace(STYLE, (all, attrs: string, css: string) => {
    const hash = /\sdata-css-hash="([^"]*)"/.exec(attrs)?.[1];
    if (!hash || attrs.includes(CACHE_MAP_ATTR)) return all;
    const pruned = prunedStyle(css, classes);
    if (pruned === css) return all;
    trimmed.add(hash);
    // A style none of whose rules the markup uses is left out (the browser adds it when needed).
    return pruned.trim() === '' ? '' : `<style${attrs}>${pruned}</style>`;
  });
  if (trimmed.size === 0) return out;
  // The map is `path:hash;path:hash…` in a `content` string: drop the trimmed hashes' entries.
  return out.replace(
    /(\.data-ant-cssinjs-cache-path\{content:")([^"]*)(")/,
    (_all, open: string, list: string, close: string) => {
      const kept = list.split(';').filter((entry) => !trimmed.has(entry.slice(entry.lastIndexOf(':') + 1)));
      return open + kept.join(';') + close;
    },
  );
}
