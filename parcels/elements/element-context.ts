/**
 * What an element's component starts from: r2wc hands it the shadow root as `container` and each
 * attribute as a raw string. The context names the root, the host element that raises the
 * events, and reads an attribute by its property name (the attribute is its kebab-case form),
 * warning once per element and value as `readAttribute` does.
 */
import { readAttribute, type Parser } from './attributes';
import { type RawAttributes, toAttributeName } from './element-factory';
import { hostOf } from './host-events';

export interface ElementContext<P extends string> {
  /** The shadow root the element renders into (null outside a custom element, as in tests). */
  root: ShadowRoot | null;
  /** The custom element itself: the target of its events. */
  host: HTMLElement | null;
  /** The parsed value of the property's attribute, or `fallback` when absent or invalid. */
  read<T>(property: P, parse: Parser<T>, fallback: T): T;
}

/** `component` keys the warnings when there is no host element. */
export function elementContext<P extends string>(
  raw: RawAttributes<P>,
  tag: string,
  component: object,
): ElementContext<P> {
  const root = raw.container instanceof ShadowRoot ? raw.container : null;
  const host = hostOf(root);
  const owner: object = host ?? component;
  return {
    root,
    host,
    read: (property, parse, fallback) =>
      readAttribute(owner, tag, toAttributeName(property), raw[property], parse, fallback),
  };
}
