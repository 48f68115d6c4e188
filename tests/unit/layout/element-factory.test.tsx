/**
 * The r2wc-based element factory: raw attributes in (never parsed by r2wc, so nothing throws
 * in the constructor), removal reaching the component, one React root per element with its
 * own identifierPrefix, state kept across moves, a clean unmount when removed for good.
 */
import { act, cleanup, waitFor } from '@testing-library/react';
import { useId, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createElementClass,
  defineElement,
  liveRootCount,
  toAttributeName,
  type RawAttributes,
} from '../../../parcels/elements/element-factory';

vi.setConfig({ testTimeout: 30_000 });

let seen: RawAttributes<'label' | 'jsonValue'>[] = [];

function Counter(props: RawAttributes<'label' | 'jsonValue'>): React.JSX.Element {
  seen.push(props);
  const [count, setCount] = useState(0);
  const id = useId();
  return (
    <button type="button" id={id} data-label={props.label ?? '(none)'} onClick={() => setCount((c) => c + 1)}>
      {count}
    </button>
  );
}

let n = 0;
function define(): string {
  const tag = `x-counter-${++n}`;
  defineElement({ tag, properties: ['label', 'jsonValue'], events: [], component: Counter });
  return tag;
}

const flush = (): Promise<void> => act(async () => new Promise((r) => setTimeout(r, 0)));
const button = (el: Element): HTMLButtonElement => el.shadowRoot!.querySelector('button')!;

afterEach(async () => {
  document.body.innerHTML = '';
  await flush();
  cleanup();
  seen = [];
});

describe('element factory', () => {
  it('maps camelCase properties to kebab-case attributes', () => {
    expect(toAttributeName('apiBase')).toBe('api-base');
    expect(toAttributeName('qrSrc')).toBe('qr-src');
    expect(toAttributeName('collapsed')).toBe('collapsed');
  });

  it('renders into an open shadow root and hands over raw strings, malformed JSON included', async () => {
    const tag = define();
    document.body.innerHTML = `<${tag} label="one" json-value='{"broken'></${tag}>`;
    const el = document.querySelector(tag)!;
    await waitFor(() => expect(button(el)).not.toBeNull());
    expect(el.shadowRoot?.mode).toBe('open');
    expect(seen.at(-1)).toMatchObject({ label: 'one', jsonValue: '{"broken' });
    expect(seen.at(-1)?.container).toBe(el.shadowRoot);
  });

  it('passes attribute changes, empty values and removals on', async () => {
    const tag = define();
    const el = document.createElement(tag);
    el.setAttribute('label', 'a');
    document.body.appendChild(el);
    await waitFor(() => expect(button(el).dataset.label).toBe('a'));
    await act(async () => el.setAttribute('label', 'b'));
    await waitFor(() => expect(button(el).dataset.label).toBe('b'));
    await act(async () => el.setAttribute('label', ''));
    await waitFor(() => expect(seen.at(-1)?.label).toBe(''));
    await act(async () => el.removeAttribute('label'));
    await waitFor(() => expect(button(el).dataset.label).toBe('(none)'));
    // Property assignment reflects to the attribute.
    await act(async () => {
      (el as HTMLElement & { label: string }).label = 'c';
    });
    expect(el.getAttribute('label')).toBe('c');
    await waitFor(() => expect(button(el).dataset.label).toBe('c'));
  });

  it('keeps the React root and its state when the element is moved', async () => {
    const tag = define();
    const a = document.createElement('div');
    const b = document.createElement('div');
    document.body.append(a, b);
    const el = document.createElement(tag);
    a.appendChild(el);
    await waitFor(() => expect(button(el)).not.toBeNull());
    const roots = liveRootCount();
    await act(async () => button(el).click());
    await act(async () => button(el).click());
    expect(button(el).textContent).toBe('2');
    const node = button(el);
    await act(async () => b.appendChild(el));
    await flush();
    expect(button(el)).toBe(node);
    expect(button(el).textContent).toBe('2');
    expect(liveRootCount()).toBe(roots);
  });

  it('unmounts after a removal for good, leaving no root behind', async () => {
    const tag = define();
    const el = document.createElement(tag);
    document.body.appendChild(el);
    await waitFor(() => expect(button(el)).not.toBeNull());
    const roots = liveRootCount();
    el.remove();
    await flush();
    expect(liveRootCount()).toBe(roots - 1);
    expect(el.shadowRoot!.childElementCount).toBe(0);
    // Added again later: a fresh root.
    document.body.appendChild(el);
    await waitFor(() => expect(button(el)?.textContent).toBe('0'));
    expect(liveRootCount()).toBe(roots);
  });

  it('gives every element its own useId prefix', async () => {
    const tag = define();
    document.body.innerHTML = `<${tag}></${tag}><${tag}></${tag}>`;
    const [one, two] = [...document.querySelectorAll(tag)];
    await waitFor(() => expect(button(one!)).not.toBeNull());
    await waitFor(() => expect(button(two!)).not.toBeNull());
    expect(button(one!).id).toContain(tag);
    expect(button(one!).id).not.toBe(button(two!).id);
  });

  it('defines a tag once: a second bundle on the page leaves the first definition', () => {
    const tag = define();
    const first = customElements.get(tag);
    defineElement({ tag, properties: ['label'], events: [], component: Counter });
    expect(customElements.get(tag)).toBe(first);
    expect(() =>
      createElementClass({ tag: 'x-unused', properties: ['label'], events: [], component: Counter }),
    ).not.toThrow();
  });
});
