/**
 * Turns a React component into a custom element with r2wc's core and a renderer of our own.
 * What the renderer and the subclass add to r2wc:
 *  - one React root per element, created with an `identifierPrefix`, so `useId` values of
 *    different elements never collide;
 *  - moving an element keeps its state: r2wc unmounts on every disconnect, so the unmount is
 *    deferred by a microtask and a reconnect before it runs re-uses the same root, and
 *    `connectedMoveCallback` makes `moveBefore()` a no-op for us;
 *  - every attribute is handed over as the raw string (the element parses it and warns), so a
 *    malformed value can never throw in the constructor as r2wc's `json` type does;
 *  - removing an attribute (or setting it to "") reaches the component: r2wc 2.1 skips empty
 *    values and keeps the previous one (bitovi/react-to-web-component#162).
 */
import r2wc from '@r2wc/core';
import { createElement, startTransition, type ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';

/** What r2wc passes to the component besides the attributes: the shadow root. */
interface ShadowProps {
  container?: HTMLElement;
}

/** The props of an element's component: one optional raw string per observed attribute. */
export type RawAttributes<P extends string> = ShadowProps & Partial<Record<P, string>>;

export interface ElementDefinition<P extends string> {
  tag: string;
  /** camelCase property names; the attribute of each is its kebab-case form (`apiBase` → `api-base`). */
  properties: readonly P[];
  /** The DOM events the element raises (documentation data: the manifest test checks it). */
  events: readonly string[];
  component: ComponentType<RawAttributes<P>>;
}

/** `apiBase` → `api-base` (the same rule r2wc applies). */
export const toAttributeName = (property: string): string =>
  property.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

interface LiveRoot {
  root: Root;
  /** Set by a disconnect, cleared by a reconnect before the deferred unmount runs. */
  unmountPending: boolean;
}

interface RenderContext<Props> {
  container: HTMLElement;
  component: ComponentType<Props>;
}

const roots = new WeakMap<Node, LiveRoot>();
let created = 0;
let alive = 0;

/** The React roots currently alive (tests use it to prove nothing is left behind). */
export function liveRootCount(): number {
  return alive;
}

function renderer<Props extends object>(tag: string) {
  return {
    mount(container: HTMLElement, component: ComponentType<Props>, props: Props): RenderContext<Props> {
      let live = roots.get(container);
      if (!live) {
        created += 1;
        alive += 1;
        live = { root: createRoot(container, { identifierPrefix: `${tag}-${created}-` }), unmountPending: false };
        roots.set(container, live);
      }
      live.unmountPending = false;
      // The first render as a transition: React renders it in slices of a few milliseconds and
      // lets input through between them, instead of one long task per element while the page
      // it is embedded in is still starting. Later changes of an attribute render at once.
      startTransition(() => live.root.render(createElement(component, props)));
      return { container, component };
    },
    update({ container, component }: RenderContext<Props>, props: Props): void {
      roots.get(container)?.root.render(createElement(component, props));
    },
    unmount({ container }: RenderContext<Props>): void {
      const live = roots.get(container);
      if (!live) return;
      live.unmountPending = true;
      queueMicrotask(() => {
        if (!live.unmountPending) return;
        roots.delete(container);
        alive -= 1;
        live.root.unmount();
      });
    },
  };
}

// r2wc keeps its state under registered symbols; the attribute fix below needs two of them.
const PROPS = Symbol.for('r2wc.props');
const RENDER = Symbol.for('r2wc.render');

interface R2wcInstance extends HTMLElement {
  connectedCallback(): void;
  disconnectedCallback(): void;
  attributeChangedCallback(name: string, oldValue: string | null, value: string | null): void;
  [PROPS]: Record<string, unknown>;
  [RENDER](): void;
}

/** Builds the element class (not yet defined: `defineElement` does that). */
export function createElementClass<P extends string>(def: ElementDefinition<P>): CustomElementConstructor {
  const propTypes = Object.fromEntries(def.properties.map((p) => [p, 'string'])) as Partial<Record<P, 'string'>>;
  const Base = r2wc<RawAttributes<P>, RenderContext<RawAttributes<P>>>(
    def.component,
    { shadow: 'open', props: propTypes },
    renderer(def.tag),
  ) as unknown as new () => R2wcInstance;
  const propertyOf = new Map(def.properties.map((p) => [toAttributeName(p), p as string]));

  class ScfElement extends Base {
    override attributeChangedCallback(name: string, oldValue: string | null, value: string | null): void {
      super.attributeChangedCallback(name, oldValue, value);
      const property = propertyOf.get(name);
      if (property !== undefined && (value === null || value === '')) {
        this[PROPS][property] = value ?? undefined;
        this[RENDER]();
      }
    }

    /** `parent.moveBefore(el, …)` keeps the element connected: nothing to do. */
    connectedMoveCallback(): void {}
  }
  return ScfElement;
}

/** Defines the element once; a second bundle on the same page (ESM + standalone) leaves the first. */
export function defineElement<P extends string>(def: ElementDefinition<P>): void {
  if (typeof customElements === 'undefined' || customElements.get(def.tag)) return;
  customElements.define(def.tag, createElementClass(def));
}
