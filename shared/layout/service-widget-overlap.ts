/**
 * Whether the service widget's box covers a control of the page (issue 33.2): a button, link,
 * field or tab under it now, or, for controls that scroll with the page, in its column (the
 * page scrolls them under the fixed widget). The widget starts folded where its open panel
 * would; the browser tests check the same rule on every page.
 */
const CONTROLS =
  'button, a[href], input:not([type=hidden]), select, textarea, [role=button], [role=combobox], [role=tab]';

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** Fixed or sticky: it stays where it is while the page scrolls. */
function stuck(el: Element): boolean {
  for (let e: Element | null = el; e; e = e.parentElement) {
    const p = getComputedStyle(e).position;
    if (p === 'fixed' || p === 'sticky') return true;
  }
  return false;
}

export function coversControls(box: Box, root: ParentNode = document): boolean {
  if (typeof document === 'undefined') return false;
  for (const el of root.querySelectorAll(CONTROLS)) {
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0 || getComputedStyle(el).visibility === 'hidden') continue;
    const xOverlap = r.left < box.right && r.right > box.left;
    if (!xOverlap) continue;
    const yOverlap = r.top < box.bottom && r.bottom > box.top;
    if (yOverlap || !stuck(el)) return true;
  }
  return false;
}
