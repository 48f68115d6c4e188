/**
 * What waits for the end of a hydration: the reader's reduced-motion preference (it changes the
 * theme above every piece of the page, so the server's answer is kept while hydrating and the
 * browser's comes after, as a transition) and the hand-over of early input (`whenHydrated`: the
 * page's piece is hydrated after the root, so a root's commit is too early).
 */
import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ServerRenderContext,
  beginHydration,
  endHydration,
  isHydrating,
  routeOf,
  type ServerRender,
} from '@scf/shared';
import { useReducedMotion } from '../../../shared/ui/use-reduced-motion.hook';
import { whenHydrated } from '../../../shared/ssr/signed-in-seed';
import { useAfterFirstRender } from '../../../shared/ssr/use-client-value.hook';

const serverRender: ServerRender = {
  route: routeOf('/login'),
  data: { has: () => false, get: () => undefined, request: () => undefined },
  viewport: 'desktop',
};

function Motion() {
  return <p>{useReducedMotion() ? '静止' : '动效'}</p>;
}

/** The reader's system asks for less motion (or not); `change` tells the page it changed. */
function reducedMotionIs(reduced: boolean): { change: (next: boolean) => void } {
  const listeners = new Set<() => void>();
  let matches = reduced;
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        get matches() {
          return matches && query === '(prefers-reduced-motion: reduce)';
        },
        media: query,
        addEventListener: (_: string, l: () => void) => listeners.add(l),
        removeEventListener: (_: string, l: () => void) => listeners.delete(l),
      }) as unknown as MediaQueryList,
  );
  return {
    change: (next) => {
      matches = next;
      for (const l of listeners) l();
    },
  };
}

const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
beforeAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
});
afterAll(() => {
  delete actEnvironment.IS_REACT_ACT_ENVIRONMENT;
});
afterEach(() => {
  endHydration();
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('useReducedMotion', () => {
  it('hydrates with the server’s answer (motion), then takes the reader’s, without a mismatch', async () => {
    reducedMotionIs(true);
    const html = renderToString(
      <ServerRenderContext.Provider value={serverRender}>
        <Motion />
      </ServerRenderContext.Provider>,
    );
    expect(html).toContain('动效');
    const el = document.createElement('div');
    el.innerHTML = html;
    document.body.appendChild(el);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    beginHydration();
    await act(async () => {
      hydrateRoot(el, <Motion />, { onRecoverableError: (e) => console.error(e) });
    });
    expect(el.textContent).toBe('静止');
    expect(errors).not.toHaveBeenCalled();
  });

  it('has the reader’s answer in the first render of a root rendered in the browser, and follows changes', async () => {
    const system = reducedMotionIs(true);
    const el = document.body.appendChild(document.createElement('div'));
    const seen: string[] = [];
    const Probe = () => {
      const text = useReducedMotion() ? '静止' : '动效';
      seen.push(text);
      return <p>{text}</p>;
    };
    await act(async () => createRoot(el).render(<Probe />));
    expect(seen[0]).toBe('静止');
    await act(async () => system.change(false));
    expect(el.textContent).toBe('动效');
  });
});

describe('whenHydrated', () => {
  it('runs at once when nothing is hydrating', () => {
    const run = vi.fn();
    whenHydrated(run);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('waits for the end of the hydration in progress, once, and can be cancelled', () => {
    beginHydration();
    const run = vi.fn();
    const cancelled = vi.fn();
    whenHydrated(run);
    const cancel = whenHydrated(cancelled);
    cancel();
    expect(run).not.toHaveBeenCalled();
    endHydration();
    expect(isHydrating()).toBe(false);
    expect(run).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
    beginHydration();
    endHydration();
    expect(run).toHaveBeenCalledTimes(1);
  });
});

describe('useAfterFirstRender', () => {
  function Extras() {
    return <p>{useAfterFirstRender() ? '附加' : '首屏'}</p>;
  }

  it('is false on the server and while hydrating (no mismatch), true right after', async () => {
    const html = renderToString(<Extras />);
    expect(html).toContain('首屏');
    const el = document.createElement('div');
    el.innerHTML = html;
    document.body.appendChild(el);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      hydrateRoot(el, <Extras />, { onRecoverableError: (e) => console.error(e) });
    });
    expect(el.textContent).toBe('附加');
    expect(errors).not.toHaveBeenCalled();
  });

  it('is false in the first render of a root rendered in the browser too, then true', async () => {
    const el = document.body.appendChild(document.createElement('div'));
    const seen: boolean[] = [];
    const Probe = () => {
      const after = useAfterFirstRender();
      seen.push(after);
      return <p>{String(after)}</p>;
    };
    await act(async () => createRoot(el).render(<Probe />));
    expect(seen[0]).toBe(false);
    expect(el.textContent).toBe('true');
  });
});
