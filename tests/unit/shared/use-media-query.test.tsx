/**
 * `useMediaQuery` on either side of server rendering: the server answers for the viewport the
 * page is rendered for; the browser hydrates with that same answer (read from the container's
 * `data-scf-viewport`), so the markup is taken over without a mismatch, and then follows its
 * own viewport. A page the browser renders itself measures at once.
 */
import { act } from 'react';
import { hydrateRoot, createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reactActEnvironment } from './helpers';
import {
  MOBILE_MEDIA_QUERY,
  ServerRenderContext,
  VIEWPORT_ATTRIBUTE,
  routeOf,
  useMediaQuery,
  type ServerRender,
  type Viewport,
} from '@scf/shared';

function Layout() {
  const mobile = useMediaQuery(MOBILE_MEDIA_QUERY);
  const print = useMediaQuery('print');
  return (
    <p>
      {mobile ? '手机布局' : '桌面布局'}
      {print ? '（打印）' : ''}
    </p>
  );
}

const serverRender = (viewport: Viewport): ServerRender => ({
  route: routeOf('/login'),
  data: { has: () => false, get: () => undefined, request: () => undefined },
  viewport,
});

const onServer = (viewport: Viewport): string =>
  renderToString(
    <ServerRenderContext.Provider value={serverRender(viewport)}>
      <Layout />
    </ServerRenderContext.Provider>,
  );

/** The browser's viewport: the mobile query matches on a phone. */
function viewportIs(viewport: Viewport): void {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: viewport === 'mobile' && query === MOBILE_MEDIA_QUERY,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

function container(html: string, viewport: Viewport | null): HTMLElement {
  const el = document.createElement('div');
  if (viewport) el.setAttribute(VIEWPORT_ATTRIBUTE, viewport);
  el.innerHTML = html;
  document.body.appendChild(el);
  return el;
}

// act() flushes React's work before each assertion; React wants to be told it runs under it.
reactActEnvironment();

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('useMediaQuery', () => {
  it('answers on the server for the viewport the page is rendered for; other queries do not match', () => {
    expect(onServer('mobile')).toContain('手机布局');
    expect(onServer('desktop')).toContain('桌面布局');
    expect(onServer('mobile')).not.toContain('打印');
  });

  it('hydrates a phone page rendered for phones without a mismatch and without a change', async () => {
    viewportIs('mobile');
    const el = container(onServer('mobile'), 'mobile');
    const serverText = el.querySelector('p');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(el, <Layout />, { onRecoverableError: recoverable });
    });
    expect(el.textContent).toBe('手机布局');
    expect(el.querySelector('p')).toBe(serverText);
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
  });

  it('hydrates a page rendered for the other side as it was, then follows the real viewport', async () => {
    viewportIs('desktop');
    const el = container(onServer('mobile'), 'mobile');
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(el, <Layout />, { onRecoverableError: recoverable });
    });
    expect(el.textContent).toBe('桌面布局');
    expect(recoverable).not.toHaveBeenCalled();
  });

  it('measures at once on a page the browser renders itself', async () => {
    viewportIs('mobile');
    const el = container('', null);
    await act(async () => {
      createRoot(el).render(<Layout />);
    });
    expect(el.textContent).toBe('手机布局');
  });
});
