/**
 * The server's captcha image (`data:image/svg+xml;base64,…`) turned into a plain description
 * of SVG shapes that React draws inline.
 *
 * Why not `<img src="data:…">`: the browser keeps every decoded SVG image (a document of its
 * own) in its memory cache, one more per new captcha, so a page that shows a fresh captcha on
 * every visit grows by a document and ~40 nodes each time (the portal's leak gate measures
 * exactly that). Inline shapes are ordinary DOM, gone with the form.
 *
 * Why this is safe: only an allow-list of shape elements and presentation attributes passes,
 * each value checked by pattern (numbers, path data, colours, simple transforms). No script,
 * no links, no styles, no foreign content, no event attributes can come through.
 */

export const SVG_TAGS = ['svg', 'g', 'rect', 'path', 'circle', 'ellipse', 'line', 'polyline', 'polygon'] as const;
export type SvgTag = (typeof SVG_TAGS)[number];

export interface SvgShape {
  tag: SvgTag;
  /** React prop names (strokeWidth, viewBox …) to checked values. */
  props: Record<string, string>;
  children: SvgShape[];
}

const NUMBER = /^-?\d{1,5}(\.\d{1,4})?$/;
const NUMBER_LIST = /^[-\d.,\s]{1,2000}$/;
const PATH = /^[MmLlHhVvCcSsQqTtAaZz\d\s.,-]{1,20000}$/;
const COLOUR = /^(#[0-9a-fA-F]{3,8}|rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(,\s*(0|1|0?\.\d{1,4})\s*)?\)|none|transparent|currentColor|[a-zA-Z]{3,20})$/;
const TRANSFORM = /^((rotate|translate|scale|skewX|skewY)\([-\d.,\s]{1,60}\)\s*){1,4}$/;
const OPACITY = /^(0|1|0?\.\d{1,4})$/;

/** SVG attribute → React prop name and the pattern its value must match. */
const ATTRIBUTES: Readonly<Record<string, readonly [string, RegExp]>> = {
  width: ['width', NUMBER],
  height: ['height', NUMBER],
  viewBox: ['viewBox', NUMBER_LIST],
  x: ['x', NUMBER],
  y: ['y', NUMBER],
  x1: ['x1', NUMBER],
  y1: ['y1', NUMBER],
  x2: ['x2', NUMBER],
  y2: ['y2', NUMBER],
  cx: ['cx', NUMBER],
  cy: ['cy', NUMBER],
  r: ['r', NUMBER],
  rx: ['rx', NUMBER],
  ry: ['ry', NUMBER],
  d: ['d', PATH],
  points: ['points', NUMBER_LIST],
  fill: ['fill', COLOUR],
  stroke: ['stroke', COLOUR],
  'stroke-width': ['strokeWidth', NUMBER],
  opacity: ['opacity', OPACITY],
  'fill-opacity': ['fillOpacity', OPACITY],
  'stroke-opacity': ['strokeOpacity', OPACITY],
  transform: ['transform', TRANSFORM],
};

const MAX_NODES = 500;
const MAX_BYTES = 200_000;

/** The SVG markup of a base64 SVG data URL, or null for anything else. */
export function svgMarkupOf(dataUrl: unknown): string | null {
  if (typeof dataUrl !== 'string' || dataUrl.length > MAX_BYTES) return null;
  const m = /^data:image\/svg\+xml;base64,([A-Za-z0-9+/]+={0,2})$/.exec(dataUrl);
  if (!m) return null;
  try {
    const binary = atob(m[1] as string);
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

function isTag(name: string): name is SvgTag {
  return (SVG_TAGS as readonly string[]).includes(name);
}

/** Checked shapes of an SVG document's root, or null when it is not an SVG at all. */
export function shapesOf(root: Element): SvgShape | null {
  let budget = MAX_NODES;
  const walk = (el: Element): SvgShape | null => {
    if (--budget < 0) return null;
    const tag = el.localName;
    if (!isTag(tag) || el.namespaceURI !== 'http://www.w3.org/2000/svg') return null;
    const props: Record<string, string> = {};
    for (const attr of Array.from(el.attributes)) {
      const rule = ATTRIBUTES[attr.name];
      const value = attr.value.trim();
      if (rule?.[1].test(value)) props[rule[0]] = value;
    }
    const children: SvgShape[] = [];
    for (const child of Array.from(el.children)) {
      const shape = walk(child);
      if (shape) children.push(shape);
    }
    return { tag, props, children };
  };
  return root.localName === 'svg' ? walk(root) : null;
}

/** The captcha's shapes from the server's data URL, or null when it cannot be read safely. */
export function parseCaptchaSvg(dataUrl: unknown): SvgShape | null {
  const markup = svgMarkupOf(dataUrl);
  if (markup === null || typeof DOMParser === 'undefined') return null;
  const doc = new DOMParser().parseFromString(markup, 'image/svg+xml');
  if (doc.getElementsByTagName('parsererror').length > 0) return null;
  return shapesOf(doc.documentElement);
}
