/**
 * Taps and typing on server-rendered markup before its application has hydrated are kept.
 *
 * A server-rendered page is on screen seconds before its code has arrived on a slow line. A
 * reader who types the account and taps 登录 (or a menu entry, a tab) in that time would
 * otherwise lose both: the button has no handler yet (a submit button even reloads the page
 * through the browser's own form submission), and React 19 does not tell a controlled input
 * about text typed before hydration (facebook/react#12955; the fix is behind a flag).
 *
 * - The host page runs `EARLY_TAPS_SCRIPT` first (inline, with the page's nonce): a click on a
 *   control inside markup that no application has taken over yet is held (its default action
 *   prevented, the control marked `aria-busy`) and queued once; a form submission there is
 *   prevented. Links are left alone: they still navigate as plain links.
 * - The parcel, just before hydrating its container, takes a snapshot of what was typed
 *   (`beforeHydration`) and marks the container as hydrating. React hydrates in slices (a
 *   transition), so the page stays on screen, and takes input, for a while after that: text
 *   typed then is just as unseen by React, so the fields typed into are noted as they change,
 *   and taps stay held, so that a tap on 查询 is not run before the keyword typed just before it.
 *   A product's first page, rendered by the server into the centre's markup, is a container of
 *   its own (PRODUCT_SSR_ATTRIBUTE): the centre hydrating around it gives its buttons no
 *   handlers, so taps there are held until the product's parcel hydrates it.
 * - Once the hydration is over (`afterHydration`: the page's own piece is hydrated), the
 *   container is live, the typed values are handed to React as input events, then the held taps
 *   are replayed in order, each as a click on the same element.
 */

import { PRODUCT_SSR_ATTRIBUTE } from './product-markup';

/** Marks a container whose application has hydrated it (the early script then lets go). */
export const LIVE_ATTRIBUTE = 'data-scf-live';
/** Marks a container being hydrated: taps inside stay held until `afterHydration`. */
export const HYDRATING_ATTRIBUTE = 'data-scf-hydrating';
/** The window property holding the taps queued before hydration. */
export const EARLY_TAPS_KEY = '__scfEarlyTaps';

/** What a tap is held on: controls whose action only the application's code can perform. */
const CONTROL = 'button,[role=button],[role=menuitem],[role=tab],[role=option],[role=switch]';

/**
 * The inline script of a server-rendered host page. Plain ES5 in a string (not a compiled
 * function), so that what runs before any module is exactly what is read here.
 */
export const EARLY_TAPS_SCRIPT = `(function(){var q=[];window.${EARLY_TAPS_KEY}=q;
function held(t){if(!t||!t.closest)return false;if(t.closest('[${HYDRATING_ATTRIBUTE}]'))return true;
var c=t.closest('[${PRODUCT_SSR_ATTRIBUTE}]')||t.closest('[data-scf-ssr]');
return !!c&&!c.hasAttribute('${LIVE_ATTRIBUTE}');}
addEventListener('click',function(e){var t=e.target;if(!(t instanceof Element)||!held(t))return;
var el=t.closest('${CONTROL}');if(!el||el.closest('a[href]'))return;
e.preventDefault();e.stopPropagation();if(q.indexOf(el)<0)q.push(el);el.setAttribute('aria-busy','true');},true);
addEventListener('submit',function(e){if(e.target instanceof Element&&held(e.target))e.preventDefault();},true);})();`;

type Field = HTMLInputElement | HTMLTextAreaElement;

/** What the reader changed in one field before hydration. */
interface Typed {
  field: Field;
  value: string;
  checked: boolean;
}

/** A container being hydrated: what was typed before, and the fields typed into since. */
interface Hydrating {
  before: Typed[];
  /** What each field held when the reader last typed into it (a restore may change it after). */
  since: Map<Field, Typed>;
  stop: () => void;
}
const pending = new Map<Element, Hydrating>();

const isCheckable = (f: Field): f is HTMLInputElement =>
  f instanceof HTMLInputElement && (f.type === 'checkbox' || f.type === 'radio');
const NOT_TYPED = new Set(['hidden', 'file', 'submit', 'button', 'reset', 'image']);

function changedFields(container: Element): Typed[] {
  const typed: Typed[] = [];
  for (const field of container.querySelectorAll<Field>('input, textarea')) {
    if (field instanceof HTMLInputElement && NOT_TYPED.has(field.type)) continue;
    const changed = isCheckable(field) ? field.checked !== field.defaultChecked : field.value !== field.defaultValue;
    if (changed) typed.push({ field, value: field.value, checked: isCheckable(field) ? field.checked : false });
  }
  return typed;
}

const typedNow = (field: Field): Typed => ({
  field,
  value: field.value,
  checked: isCheckable(field) ? field.checked : false,
});

/**
 * Just before the application hydrates `container`: remember what was typed, note what is typed
 * while it hydrates, and hold taps until `afterHydration`.
 */
export function beforeHydration(container: Element): void {
  pending.get(container)?.stop();
  const since = new Map<Field, Typed>();
  const note = (event: Event): void => {
    const field = event.target;
    if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) since.set(field, typedNow(field));
  };
  container.addEventListener('input', note, true);
  container.addEventListener('change', note, true);
  const stop = (): void => {
    container.removeEventListener('input', note, true);
    container.removeEventListener('change', note, true);
  };
  pending.set(container, { before: changedFields(container), since, stop });
  container.setAttribute(HYDRATING_ATTRIBUTE, '');
}

/** Sets a field's value past React's value tracker, so that the input event reads as a change. */
function setNative(field: Field, value: string): void {
  const proto = field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, value);
}

function handOver({ field, value, checked }: Typed): void {
  if (!field.isConnected) return;
  if (isCheckable(field)) {
    if (field.checked === checked) field.checked = !checked;
    // The click toggles it back to the reader's state; React hears a change.
    field.click();
    return;
  }
  // The tracked setter records the server's value; the native one restores the reader's.
  field.value = field.defaultValue;
  setNative(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

function earlyTaps(): Element[] {
  const q = (window as unknown as Record<string, unknown>)[EARLY_TAPS_KEY];
  return Array.isArray(q) ? (q as Element[]) : [];
}

/**
 * After the hydration of `container` is over (or abandoned: a failed mount, a navigation away):
 * the container is live, the typing is handed over, then the taps are replayed. Safe to call
 * more than once.
 */
export function afterHydration(container: Element): void {
  const hydrating = pending.get(container);
  container.removeAttribute(HYDRATING_ATTRIBUTE);
  if (!hydrating) return;
  pending.delete(container);
  hydrating.stop();
  container.setAttribute(LIVE_ATTRIBUTE, '');
  // A field typed into while hydrating is handed over with what the reader last typed: the page
  // may have put its stored filters into it since, and the reader's typing wins.
  const typed = hydrating.before.filter((t) => !hydrating.since.has(t.field));
  typed.push(...hydrating.since.values());
  for (const t of typed) handOver(t);
  const queue = earlyTaps();
  // This container's taps, and any whose element is gone (markup the client replaced).
  const mine = queue.filter((el) => container.contains(el) || !el.isConnected);
  if (mine.length === 0) return;
  queue.splice(0, queue.length, ...queue.filter((el) => !mine.includes(el)));
  for (const el of mine) {
    el.removeAttribute('aria-busy');
    if (el.isConnected && el instanceof HTMLElement) el.click();
  }
}

/**
 * The hydration of `container` will not be completed (its application is leaving, or its mount
 * failed): the container is let go, and the taps held in it are dropped, not replayed into a page
 * that is going away.
 */
export function abandonHydration(container: Element): void {
  pending.get(container)?.stop();
  pending.delete(container);
  container.removeAttribute(HYDRATING_ATTRIBUTE);
  const queue = earlyTaps();
  const mine = queue.filter((el) => container.contains(el));
  if (mine.length === 0) return;
  queue.splice(0, queue.length, ...queue.filter((el) => !mine.includes(el)));
  for (const el of mine) el.removeAttribute('aria-busy');
}
