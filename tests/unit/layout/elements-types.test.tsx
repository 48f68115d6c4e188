/**
 * The published typings (parcels/elements/scf-elements.d.ts) as a consumer uses them: typed
 * querySelector results and event details, and the tags in React 19 JSX with kebab-case
 * attributes and `onscf-*` listeners (React 19 attaches those as event listeners).
 */
/// <reference path="../../../parcels/elements/scf-elements.d.ts" />
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, expectTypeOf, it } from 'vitest';
import type { ScfHeaderElement, ScfNavigateDetail, ScfToggleDetail } from '../../../parcels/elements/scf-elements';

afterEach(() => cleanup());

describe('scf-elements.d.ts', () => {
  it('types the tags and the event details for code that queries them', () => {
    document.body.innerHTML = '<scf-header api-base="/api"></scf-header>';
    const header = document.querySelector('scf-header');
    expectTypeOf(header).toEqualTypeOf<ScfHeaderElement | null>();
    expectTypeOf<ScfHeaderElement['apiBase']>().toEqualTypeOf<string | undefined>();
    const paths: string[] = [];
    header?.addEventListener('scf-navigate', (e) => {
      expectTypeOf(e.detail).toEqualTypeOf<ScfNavigateDetail>();
      paths.push(e.detail.path);
    });
    header?.dispatchEvent(
      new CustomEvent<ScfNavigateDetail>('scf-navigate', {
        detail: { path: '/index/index', url: 'https://p/index/index' },
      }),
    );
    expect(paths).toEqual(['/index/index']);
    document.body.innerHTML = '';
  });

  it('lets React 19 render the tags with attributes and on<event> listeners', () => {
    const toggles: boolean[] = [];
    const { container } = render(
      <scf-service-widget
        position="left"
        hotline="400-000-1234"
        onscf-toggle={(e: CustomEvent<ScfToggleDetail>) => toggles.push(e.detail.collapsed)}
      />,
    );
    const el = container.querySelector('scf-service-widget')!;
    expect(el.getAttribute('position')).toBe('left');
    expect(el.getAttribute('hotline')).toBe('400-000-1234');
    act(() => {
      el.dispatchEvent(new CustomEvent('scf-toggle', { detail: { collapsed: true }, bubbles: true, composed: true }));
    });
    expect(toggles).toEqual([true]);
  });
});
