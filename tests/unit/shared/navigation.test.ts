/** navigate(), redirect safety and useRoute() on single-spa's events. */
import { act, render } from '@testing-library/react';
import { navigateToUrl } from 'single-spa';
import { createElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  configureNavigation,
  goToLogin,
  loginUrl,
  navigate,
  safeRedirectTarget,
  toSameOriginPath,
} from '../../../shared/navigation/navigate';
import { getCurrentRoute, routeOf, useRoute } from '../../../shared/navigation/use-route.hook';
import { resetAll } from './helpers';

vi.mock('single-spa', () => ({ navigateToUrl: vi.fn() }));

beforeEach(() => {
  resetAll();
  vi.mocked(navigateToUrl).mockClear();
  configureNavigation(null);
});

describe('navigate', () => {
  it('wraps single-spa navigateToUrl for same-origin paths', () => {
    navigate('/center/crm/user?x=1#a');
    expect(navigateToUrl).toHaveBeenCalledWith('/center/crm/user?x=1#a');
    navigate(`${window.location.origin}/index/help`);
    expect(navigateToUrl).toHaveBeenLastCalledWith('/index/help');
  });

  it('refuses other origins, protocol-relative, javascript: and garbage', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const bad of [
      'https://evil.example/x',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      '',
      null,
      42,
      {},
    ])
      navigate(bad);
    expect(navigateToUrl).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('can be pointed elsewhere (custom elements on a foreign page)', () => {
    const handler = vi.fn();
    configureNavigation(handler);
    navigate('/login');
    expect(handler).toHaveBeenCalledWith('/login');
    expect(navigateToUrl).not.toHaveBeenCalled();
  });

  it('login URL carries the way back; the redirect parameter is only followed inside the portal', () => {
    expect(loginUrl('/center/crm/user?tab=1')).toBe('/login?redirect=%2Fcenter%2Fcrm%2Fuser%3Ftab%3D1');
    expect(loginUrl('/login')).toBe('/login');
    expect(loginUrl('https://evil.example')).toBe('/login');
    expect(safeRedirectTarget('/center/crm/company')).toBe('/center/crm/company');
    for (const bad of ['https://evil.example', '//evil.example', '/login?redirect=/x', null, 'javascript:x']) {
      expect(safeRedirectTarget(bad)).toBe('/center/product/product');
    }
    expect(toSameOriginPath('/a/../b')).toBe('/b');
  });

  it('goToLogin does nothing on the login page itself', () => {
    window.history.replaceState(null, '', '/login');
    goToLogin();
    expect(navigateToUrl).not.toHaveBeenCalled();
    window.history.replaceState(null, '', '/center/crm/user');
    goToLogin();
    expect(navigateToUrl).toHaveBeenCalledWith('/login?redirect=%2Fcenter%2Fcrm%2Fuser');
  });
});

describe('useRoute', () => {
  it('gives pathname, search, route and params from the route table', () => {
    expect(routeOf('/center/crm/message/detail/42', '?a=1')).toMatchObject({
      pathname: '/center/crm/message/detail/42',
      search: '?a=1',
      route: { path: '/center/crm/message/detail/:id', prodCode: 'CRM' },
      params: { id: '42' },
    });
    expect(routeOf('/nowhere').route).toBeNull();
  });

  it('updates on single-spa:routing-event and popstate, and keeps one snapshot per URL', () => {
    window.history.replaceState(null, '', '/index/index');
    const seen: string[] = [];
    function Probe() {
      const r = useRoute();
      seen.push(r.pathname);
      return createElement('span', null, `${r.route?.title ?? '-'}|${r.params.id ?? ''}`);
    }
    const { container } = render(createElement(Probe));
    expect(container.textContent).toBe('首页|');
    act(() => {
      window.history.pushState(null, '', '/center/crm/affiche/detail/7');
      window.dispatchEvent(new PopStateEvent('popstate'));
      window.dispatchEvent(new CustomEvent('single-spa:routing-event'));
    });
    expect(container.textContent).toBe('公告详情|7');
    expect(seen.filter((p) => p === '/center/crm/affiche/detail/7')).toHaveLength(1);
    expect(getCurrentRoute()).toBe(getCurrentRoute());
  });
});
