/**
 * The page roots' style cache: what antd computed survives an unmount (a switch back computes
 * nothing again), and a component style or theme already put into the page is not put in again
 * on the next mount, while a component seen for the first time still gets its style.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { StyleProvider } from '@ant-design/cssinjs';
import { Button, Tag } from 'antd';
import { createRetainedStyleCache, IN_PAGE_STYLE } from '../../../shared/ui/retained-style-cache';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

function mount(cache: ReturnType<typeof createRetainedStyleCache>, element: React.ReactNode): () => void {
  const host = document.createElement('div');
  document.body.appendChild(host);
  const root = createRoot(host);
  act(() => root.render(<StyleProvider cache={cache}>{element}</StyleProvider>));
  return () => act(() => root.unmount());
}

/** How often a style was put into the page's head while `run` ran (antd lists the head's children each time). */
function headWrites(run: () => void): number {
  const children = vi.spyOn(Element.prototype, 'children', 'get');
  run();
  const n = children.mock.contexts.filter((el) => el === document.head).length;
  children.mockRestore();
  return n;
}

const buttonStyles = (): string => [...document.head.querySelectorAll('style')].map((s) => s.textContent ?? '').join('\n');

describe('the retained style cache', () => {
  it('puts a style into the page once and keeps the computed CSS across unmounts', async () => {
    const cache = createRetainedStyleCache();
    let unmount = (): void => undefined;
    const first = headWrites(() => (unmount = mount(cache, <Button>确定</Button>)));
    const css = buttonStyles();
    expect(css).toContain('.ant-btn');
    unmount();
    // antd forgets within a task which styles it already put in; a switch back comes later.
    await new Promise((resolve) => setTimeout(resolve, 0));
    // A switch back: the entries were kept, and only the components' CSS variables, which
    // another cache may have removed, are put back; the component styles and the theme are not.
    const keys = [...cache.cache.keys()];
    const again = headWrites(() => (unmount = mount(cache, <Button>确定</Button>)));
    expect(again).toBe(keys.filter((key) => key.startsWith('cssVar%')).length);
    expect(again).toBeLessThan(first - keys.filter((key) => key.startsWith('style%')).length);
    expect(buttonStyles()).toBe(css);
    const styleEntries = [...cache.cache.entries()].filter(([key]) => key.startsWith('style%'));
    expect(styleEntries.length).toBeGreaterThan(0);
    expect(styleEntries.every(([, [, value]]) => value[0] === IN_PAGE_STYLE)).toBe(true);
    unmount();
  });

  it('still puts in the style of a component mounted for the first time', async () => {
    const cache = createRetainedStyleCache();
    mount(cache, <Button>确定</Button>)();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(buttonStyles()).not.toContain('.ant-tag');
    mount(cache, <Tag>待审核</Tag>)();
    expect(buttonStyles()).toContain('.ant-tag');
  });
});
