/**
 * The route table names each route's page; every parcel resolves the keys of its own routes
 * and renders the current one through `RoutePage`. Wizard steps and link paths are read from
 * the table.
 */
import { describe, expect, it } from 'vitest';
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { render, screen, within } from '@testing-library/react';
import {
  APPS,
  ROUTES,
  RoutePage,
  ServerRenderContext,
  definePages,
  pageName,
  pageRoutesOf,
  pathOfPage,
  routeOf,
  type AppName,
  type PageSource,
  type ServerRender,
} from '@scf/shared';
import { declaredRoutes } from '../../../shared/routes/route-table';
import { INDEX_PAGES } from '../../../parcels/index/index-pages';
import { LOGIN_PAGES } from '../../../parcels/login/login-pages';
import { REGISTER_PAGES } from '../../../parcels/register/register-pages';
import { RESETPWD_PAGES } from '../../../parcels/resetpwd/resetpwd-pages';
import { CENTER_PAGES } from '../../../parcels/center/center-pages';
import { NOT_FOUND_PAGES } from '../../../parcels/not-found/not-found-pages';
import { STEP_ORDER, STEP_PATH } from '../../../parcels/register/registration-steps';
import { RESET_PATH, RESET_STEPS } from '../../../parcels/resetpwd/reset-steps';
import { PUBLIC_PATHS } from '../../../parcels/index/public-paths';

const REGISTRIES: Record<AppName, PageSource & { keys: readonly string[]; component: (key: never) => unknown }> = {
  index: INDEX_PAGES,
  login: LOGIN_PAGES,
  register: REGISTER_PAGES,
  resetpwd: RESETPWD_PAGES,
  center: CENTER_PAGES,
  'not-found': NOT_FOUND_PAGES,
};

describe('route table → page', () => {
  it('names a page for every route that is not a redirect, and none for a redirect', () => {
    for (const r of ROUTES) {
      if (r.redirect) expect(r.page, r.path).toBeUndefined();
      else expect(r.page, r.path).toMatch(new RegExp(`^${r.app}/[a-z-]+$`));
    }
  });

  it('has each page key once', () => {
    const keys = ROUTES.flatMap((r) => (r.page ? [r.page] : []));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('lets the owning parcel resolve every key of its routes, and has no page without a route', () => {
    for (const app of Object.keys(APPS) as AppName[]) {
      const named = pageRoutesOf(app)
        .map((r) => r.page)
        .sort();
      expect([...REGISTRIES[app].keys].sort(), app).toEqual(named);
    }
  });

  it('refuses a key of another application and a key no route names', () => {
    expect(() => definePages('login', { 'index/home': async () => ({ default: () => null }) })).toThrow(
      /does not belong/,
    );
    expect(() => pathOfPage('index/nothing')).toThrow(/No route/);
  });

  it('derives the wizard steps and the public links from the table', () => {
    expect(STEP_ORDER).toEqual(pageRoutesOf('register').map((r) => pageName(r.page)));
    expect(Object.values(STEP_PATH)).toEqual(pageRoutesOf('register').map((r) => r.path));
    expect(RESET_STEPS).toEqual(['account', 'reset', 'complete']);
    expect(RESET_PATH.reset).toBe(pathOfPage('resetpwd/reset'));
    expect(PUBLIC_PATHS.newsDetail).toBe('/index/news/detail/:id/:name');
  });
});

describe('application defaults', () => {
  it("gives a route the application's access and idle rule unless it says otherwise", () => {
    const [own, inherited] = declaredRoutes([
      {
        app: 'login',
        prefix: '/login',
        access: 'public',
        skipIdleCheck: true,
        routes: [
          { path: '/login/a', page: 'a', title: 'A', access: 'session', skipIdleCheck: false },
          { path: '/login/b', page: 'b', title: 'B' },
        ],
      },
    ]);
    expect(own).toMatchObject({ app: 'login', page: 'login/a', access: 'session', skipIdleCheck: false });
    expect(inherited).toMatchObject({ app: 'login', page: 'login/b', access: 'public', skipIdleCheck: true });
  });

  it('refuses a route when neither it nor its application declares access', () => {
    expect(() =>
      declaredRoutes([{ app: 'index', prefix: '/index', routes: [{ path: '/index/x', page: 'x', title: 'X' }] }]),
    ).toThrow('route /index/x declares no access, nor does application index');
  });

  it('keeps every public page of the public site public', () => {
    for (const r of ROUTES.filter((x) => x.app === 'index' || x.app === 'register' || x.app === 'resetpwd')) {
      expect(r.access, r.path).toBe('public');
    }
    expect(ROUTES.filter((r) => r.app === 'login').every((r) => r.skipIdleCheck === true)).toBe(true);
  });
});

describe('RoutePage', () => {
  const Hello = ({ who }: { who: string }) => <p>你好，{who}</p>;
  const Other = () => <p>别的页面</p>;

  const serverAt = (path: string): ServerRender => ({
    route: routeOf(path),
    data: { has: () => false, get: () => undefined, request: () => undefined },
    viewport: 'desktop',
  });

  it('renders a preloaded page at once (what server rendering and hydration need)', async () => {
    const pages = definePages<{ who: string }>('login', {
      'login/login': async () => ({ default: Hello }),
      'login/change-comp': async () => ({ default: Other }),
    });
    await pages.preload('login/login');
    const html = renderToString(
      <ServerRenderContext.Provider value={serverAt('/login')}>
        <RoutePage pages={pages} props={{ who: '访客' }} fallback={<p>加载中</p>} />
      </ServerRenderContext.Provider>,
    );
    expect(html).toContain('你好，<!-- -->访客');
    expect(html).not.toContain('加载中');
  });

  it('loads a page that was not preloaded, showing the fallback meanwhile', async () => {
    window.history.replaceState(null, '', '/login/changeComp');
    const pages = definePages<object>('login', { 'login/change-comp': async () => ({ default: Other }) });
    render(<RoutePage pages={pages} props={{}} fallback={<p>加载中</p>} />);
    expect(screen.getByText('加载中')).toBeTruthy();
    expect(await screen.findByText('别的页面')).toBeTruthy();
  });

  it('shows `missing` on a route of another application', async () => {
    window.history.replaceState(null, '', '/index/index');
    const pages = definePages<object>('login', { 'login/login': async () => ({ default: Other }) });
    await act(async () => {
      render(<RoutePage pages={pages} props={{}} missing={<p>没有这个页面</p>} />);
    });
    expect(screen.getByText('没有这个页面')).toBeTruthy();
  });

  it('keeps its page while the URL moves to another application (single-spa unmounts it next)', async () => {
    window.history.replaceState(null, '', '/login/changeComp');
    const pages = definePages<object>('login', { 'login/change-comp': async () => ({ default: Other }) });
    const rendered = render(<RoutePage pages={pages} props={{}} missing={<p>没有这个页面</p>} />);
    const view = within(rendered.container);
    expect(await view.findByText('别的页面')).toBeTruthy();
    await act(async () => {
      window.history.pushState(null, '', '/index/index');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(view.getByText('别的页面')).toBeTruthy();
    expect(view.queryByText('没有这个页面')).toBeNull();
    rendered.unmount();
  });
});
