/**
 * `useRoute` while hydrating: React compares the first render with the server's markup, so the
 * route it reads then is the one the page was hydrated at, even when a tap has moved the URL
 * since (a menu entry is a link, and React hydrates a page in slices). After hydration the hook
 * follows the URL again.
 */
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ServerRenderContext, beginHydration, endHydration, routeOf, useRoute, type ServerRender } from '@scf/shared';

let renders = 0;
function Title() {
  renders++;
  return <h1>{useRoute().route?.title ?? ''}</h1>;
}

const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
beforeAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
});
afterAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
});

describe('useRoute while hydrating', () => {
  it('reads the address the hydration began at, then follows the URL', async () => {
    const server: ServerRender = {
      route: routeOf('/center/crm/user'),
      data: { has: () => false, get: () => undefined, request: () => undefined },
      viewport: 'desktop',
    };
    const html = renderToString(
      <ServerRenderContext.Provider value={server}>
        <Title />
      </ServerRenderContext.Provider>,
    );
    expect(html).toContain('个人信息');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);

    window.history.replaceState(null, '', '/center/crm/user');
    beginHydration();
    // The reader taps 人员管理 before React has hydrated the title.
    window.history.pushState(null, '', '/center/crm/employee/list');
    const mismatch = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Title />, { onRecoverableError: mismatch });
    });
    endHydration();
    expect(mismatch).not.toHaveBeenCalled();
    // Hydrated, the title follows the URL the reader went to.
    await vi.waitFor(() => expect(container.querySelector('h1')?.textContent).toBe('人员管理'));
    container.remove();
  });

  it('renders once when the URL has not moved: no second pass after hydrating', async () => {
    const server: ServerRender = {
      route: routeOf('/center/crm/user'),
      data: { has: () => false, get: () => undefined, request: () => undefined },
      viewport: 'desktop',
    };
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <ServerRenderContext.Provider value={server}>
        <Title />
      </ServerRenderContext.Provider>,
    );
    document.body.appendChild(container);
    window.history.replaceState(null, '', '/center/crm/user');
    beginHydration();
    renders = 0;
    const mismatch = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Title />, { onRecoverableError: mismatch });
    });
    endHydration();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(mismatch).not.toHaveBeenCalled();
    // React compares the route it hydrated with against the browser's: the same object, no re-render.
    expect(renders).toBe(1);
    container.remove();
  });
});
