/**
 * The portal header against a mocked API: signed-out and signed-in states, company and role
 * menus (the active-company filter, the CRM rule), the unread badge with its background poll and
 * refresh event, switching and logout through shared's session functions.
 */
import { act, cleanup, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../../shared/http/axios-instance';
import { BACKGROUND_HEADER } from '../../../shared/http/api-base';
import { PortalHeader } from '../../../shared/layout/portal-header.component';
import { HEADER_BAR_RULES } from '../../../shared/layout/header-theme';
import { PortalProvider } from '../../../shared/ui/portal-provider.component';
import { useUnreadCount } from '../../../shared/layout/use-unread-count.hook';
import { notifyAccountChanged, notifyMessagesRead } from '../../../shared/layout/layout-events';
import { getCookie } from '../../../shared/cookies/cookies';
import { setPermissions } from '../../../shared/state/actions';
import { onNavigationIntent } from '../../../shared/navigation/navigation-intent';
import { mockViewport } from './mock-viewport';
import { signedInAccount } from './signed-in-account';
import {
  bodyOf,
  mockAdapter,
  ok,
  pathOf,
  recordingNotifier,
  resetAll,
  type MockReply,
  type RecordingNotifier,
} from '../shared/helpers';
import { P } from '../../kit/api';

vi.setConfig({ testTimeout: 30_000 });

const ACCOUNT = signedInAccount({
  compName: '华信核心制造集团有限公司',
  compRole: [
    { prodCode: 'BILL', compRole: 'C101' },
    { prodCode: 'BILL', compRole: 'C106' },
    { prodCode: 'CRM', compRole: 'C101' },
    { prodCode: 'CRM', compRole: 'C106' },
  ],
  employeeRole: [{ prodCode: 'CRM', employeeRole: 'E101' }],
});
const company = (compBizCode: string, compName: string, employeeCode: string, extra: Record<string, unknown> = {}) => ({
  compName,
  compBizCode,
  employeeCode,
  status: 1,
  isActive: 1,
  compRole: [],
  employeeRole: [],
  current: compBizCode === 'C1',
  ...extra,
});
const COMPANIES = [
  company('C1', '华信核心制造集团有限公司', 'E1'),
  company('C2', '华南精密零部件供应有限公司', 'E2'),
  company('C3', '已停用的公司', 'E3', { isActive: 0 }),
];

const ADMIN_PERMISSIONS = [
  '/center/product/product',
  '/center/crm/account/list',
  '/center/crm/user',
  '/center/crm/company',
  '/center/crm/employee/list',
  '/center/crm/invication',
  '/center/crm/message/list',
];
/** The seeded operator's list: no personnel management, no invitations. */
const OPERATOR_PERMISSIONS = [
  '/center/product/product',
  '/center/crm/account/list',
  '/center/crm/user',
  '/center/crm/company',
  '/center/crm/message/list',
];

let calls: InternalAxiosRequestConfig[] = [];
let unread = 6;
let permissions = ADMIN_PERMISSIONS;
let notifier: RecordingNotifier & { unregister: () => void };

function serve(overrides: Record<string, () => MockReply> = {}): void {
  calls = [];
  http.defaults.adapter = mockAdapter((config) => {
    calls.push(config);
    const path = pathOf(config);
    const override = overrides[path];
    if (override) return override();
    if (path === `${P}/company/custAccount/login/view`) return ok(ACCOUNT);
    if (path === `${P}/company/custAccount/list/dict`) return ok(COMPANIES);
    if (path === `${P}/message/getIsUnreadNumbers`) return ok(unread);
    if (path === `${P}/res/menu/emp/role/findPermByToken`) return ok(permissions.map((resUri) => ({ resUri })));
    if (path === `${P}/employee/refresh/token`)
      return ok({
        accessToken: 'new-access',
        refreshToken: 'new-refresh',
        expiresIn: 900,
        compCode: 'C2',
        employeeCode: 'E2',
      });
    if (path === `${P}/company/custAccount/logout`) return ok(null);
    return { status: 404, data: { status: 404, ok: false, msg: '接口不存在', body: null } };
  });
}

const callsTo = (suffix: string): InternalAxiosRequestConfig[] => calls.filter((c) => pathOf(c).endsWith(suffix));

function signIn(): void {
  document.cookie = 'access_token=old-access; Path=/';
}

beforeEach(() => {
  resetAll();
  unread = 6;
  permissions = ADMIN_PERMISSIONS;
  serve();
  notifier = recordingNotifier();
  // jsdom cannot load pages: a switch's page load is recorded instead.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  notifier.unregister();
  vi.restoreAllMocks();
});

const ready = (): Promise<HTMLElement> =>
  waitFor(() => {
    const h = document.querySelector<HTMLElement>('header[data-scf-header="ready"]');
    if (!h) throw new Error('header not ready');
    return h;
  });

/** Opens the avatar menu of `header`; the open menu. */
async function openAccountMenu(header: HTMLElement): Promise<HTMLElement> {
  await userEvent.click(within(header).getByRole('button', { name: /账户菜单/ }));
  return screen.findByRole('menu', { name: '账户菜单' });
}

/** The texts of a menu's items, in order. */
const itemsOf = (menu: HTMLElement): (string | null)[] =>
  within(menu)
    .getAllByRole('menuitem')
    .map((i) => i.textContent);

describe('PortalHeader signed out', () => {
  it('offers the login page and calls nothing', () => {
    render(<PortalHeader portalBase="https://portal.example.com" />);
    expect(screen.getByRole('link', { name: '登录' }).getAttribute('href')).toBe('https://portal.example.com/login');
    expect(screen.queryByRole('link', { name: '产品中心' })).toBeNull();
    expect(calls).toEqual([]);
  });
});

describe('PortalHeader signed in', () => {
  it('shows the links, the current company, the unread count and the user (docs/requirements.md#layout)', async () => {
    signIn();
    render(<PortalHeader productCode="BILL" />);
    const header = await ready();
    expect(within(header).getByRole('link', { name: '产品中心' }).getAttribute('href')).toBe('/center/product/product');
    expect(within(header).getByRole('link', { name: '账户管理' }).getAttribute('href')).toBe(
      '/center/crm/account/list',
    );
    expect(within(header).getByRole('link', { name: '首页' }).getAttribute('href')).toBe('/index/index');
    expect(within(header).getByRole('button', { name: '当前企业：华信核心制造集团有限公司，切换企业' })).toBeTruthy();
    expect(within(header).getByRole('button', { name: '当前企业角色：核心企业，切换企业角色' })).toBeTruthy();
    expect(within(header).getByRole('button', { name: '张伟，账户菜单' })).toBeTruthy();
    await waitFor(() => expect(within(header).getByRole('link', { name: '站内信，6 条未读' })).toBeTruthy());
    expect(header.querySelector('[data-scf-unread]')?.textContent).toBe('6');
    // The header's calls never move the user and never show the page-wide mask.
    for (const c of calls) expect((c as unknown as { scf?: { navigate?: boolean } }).scf?.navigate).toBe(false);
  });

  it('offers only switchable companies (status 1 and isActive 1)', async () => {
    signIn();
    render(<PortalHeader />);
    const header = await ready();
    await userEvent.click(within(header).getByRole('button', { name: /切换企业$/ }));
    const menu = await screen.findByRole('menu', { name: '切换企业' });
    const items = within(menu).getAllByRole('menuitemradio');
    expect(items.map((i) => i.textContent)).toEqual(['华信核心制造集团有限公司', '华南精密零部件供应有限公司']);
    expect(items.map((i) => i.getAttribute('aria-checked'))).toEqual(['true', 'false']);
  });

  it('hides the enterprise-role dropdown in the CRM product and shows the parts asked for', async () => {
    signIn();
    render(<PortalHeader productCode="CRM" show={['inbox', 'avatar']} />);
    const header = await ready();
    expect(within(header).queryByRole('button', { name: /企业角色/ })).toBeNull();
    expect(within(header).queryByRole('link', { name: '产品中心' })).toBeNull();
    expect(within(header).queryByRole('button', { name: /切换企业$/ })).toBeNull();
    expect(within(header).getByRole('button', { name: /账户菜单/ })).toBeTruthy();
  });

  it('polls the unread count in the background and refreshes when messages are read', async () => {
    signIn();
    render(<PortalHeader />);
    const header = await ready();
    await waitFor(() => expect(callsTo('/message/getIsUnreadNumbers')).toHaveLength(1));
    const first = callsTo('/message/getIsUnreadNumbers')[0]!;
    expect(first.params).toMatchObject({ receiveCompCode: 'C1' });
    expect(String(first.headers?.[BACKGROUND_HEADER])).toBe('1');
    unread = 0;
    act(() => notifyMessagesRead());
    await waitFor(() => expect(within(header).getByRole('link', { name: '站内信' })).toBeTruthy());
    expect(header.querySelector('[data-scf-unread]')).toBeNull();
  });

  it('loads the account again when a page says it changed (any page, not only the centre)', async () => {
    signIn();
    render(<PortalHeader />);
    const header = await ready();
    expect(within(header).getByRole('button', { name: '张伟，账户菜单' })).toBeTruthy();
    serve({ [`${P}/company/custAccount/login/view`]: () => ok({ ...ACCOUNT, userName: '张伟新' }) });
    act(() => notifyAccountChanged());
    await waitFor(() => expect(within(header).getByRole('button', { name: '张伟新，账户菜单' })).toBeTruthy());
  });

  it('switches company through the token refresh and reports it before the page loads again', async () => {
    signIn();
    const onCompanyChange = vi.fn();
    render(<PortalHeader onCompanyChange={onCompanyChange} companySwitchRedirect="/center/product/product" />);
    const header = await ready();
    await userEvent.click(within(header).getByRole('button', { name: /切换企业$/ }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: '华南精密零部件供应有限公司' }));
    await waitFor(() =>
      expect(onCompanyChange).toHaveBeenCalledWith({
        compCode: 'C2',
        compName: '华南精密零部件供应有限公司',
        employeeCode: 'E2',
      }),
    );
    // Asked first, with 账户管理's question.
    expect(notifier.confirms[0]).toMatchObject({
      title: '提示',
      content: '确定切换到“华南精密零部件供应有限公司”吗？当前页面将重新加载。',
    });
    expect(bodyOf(callsTo('/employee/refresh/token')[0]!)).toEqual({ employeeCode: 'E2', compBizCode: 'C2' });
    expect(getCookie('access_token')).toBe('new-access');
    expect(getCookie('refresh_token')).toBeNull(); // the server's HttpOnly cookie, never the client's
  });

  it('switches the enterprise role with the product-prefixed role code', async () => {
    signIn();
    const onRoleChange = vi.fn();
    render(<PortalHeader productCode="BILL" onRoleChange={onRoleChange} />);
    const header = await ready();
    await userEvent.click(within(header).getByRole('button', { name: /切换企业角色$/ }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: '会员单位' }));
    await waitFor(() => expect(onRoleChange).toHaveBeenCalledWith({ productCode: 'BILL', compRole: 'C106' }));
    expect(bodyOf(callsTo('/employee/refresh/token')[0]!)).toEqual({ compRoleCode: 'BILL-C106' });
  });

  it('logs out after the 提示 confirm; onLogout returning false keeps the session', async () => {
    signIn();
    const onNavigate = vi.fn();
    const keep = vi.fn().mockReturnValue(false);
    const { unmount } = render(<PortalHeader onLogout={keep} onNavigate={onNavigate} />);
    let header = await ready();
    await userEvent.click(within(header).getByRole('button', { name: /账户菜单/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: '退出登录' }));
    await waitFor(() => expect(keep).toHaveBeenCalled());
    expect(notifier.confirms[0]).toMatchObject({
      title: '提示',
      content: '确定要退出登录吗？',
      okText: '退出登录',
      cancelText: '取消',
    });
    expect(callsTo('/custAccount/logout')).toHaveLength(0);
    expect(getCookie('access_token')).toBe('old-access');
    unmount();

    const { configureNavigation } = await import('../../../shared/navigation/navigate');
    const moved: string[] = [];
    configureNavigation((to) => moved.push(to));
    try {
      render(<PortalHeader onNavigate={onNavigate} />);
      header = await ready();
      await userEvent.click(within(header).getByRole('button', { name: /账户菜单/ }));
      await userEvent.click(await screen.findByRole('menuitem', { name: '退出登录' }));
      await waitFor(() => expect(callsTo('/custAccount/logout')).toHaveLength(1));
      await waitFor(() => expect(document.querySelector('header[data-scf-header="signed-out"]')).not.toBeNull());
      expect(getCookie('access_token')).toBeNull();
      expect(getCookie('refresh_token')).toBeNull();
      expect(moved).toEqual(['/index/index']);
    } finally {
      configureNavigation(null);
    }
  });

  it('does not log out when the confirm is declined', async () => {
    signIn();
    notifier.confirmAnswer = false;
    render(<PortalHeader />);
    const header = await ready();
    await userEvent.click(within(header).getByRole('button', { name: /账户菜单/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: '退出登录' }));
    await waitFor(() => expect(notifier.confirms).toHaveLength(1));
    expect(callsTo('/custAccount/logout')).toHaveLength(0);
  });

  it('follows the avatar menu links through onNavigate', async () => {
    signIn();
    const onNavigate = vi.fn();
    render(<PortalHeader onNavigate={onNavigate} />);
    const header = await ready();
    const menu = await openAccountMenu(header);
    expect(itemsOf(menu)).toEqual(['个人信息', '人员管理', '企业信息', '邀请企业', '退出登录']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: '邀请企业' }));
    expect(onNavigate).toHaveBeenCalledWith('/center/crm/invication');
    await userEvent.click(within(header).getByRole('link', { name: '账户管理' }));
    expect(onNavigate).toHaveBeenLastCalledWith('/center/crm/account/list');
  });

  it('opening the avatar menu says the reader may open each page it offers (the portal gets them ready)', async () => {
    signIn();
    permissions = OPERATOR_PERMISSIONS;
    const intents: string[] = [];
    const stop = onNavigationIntent((path) => intents.push(path));
    try {
      render(<PortalHeader onNavigate={vi.fn()} />);
      const header = await ready();
      expect(intents).toEqual([]);
      await openAccountMenu(header);
      expect(intents).toEqual(['/center/crm/user', '/center/crm/company']);
    } finally {
      stop();
    }
  });

  it('offers in the avatar menu only the pages the permission list allows (an operator)', async () => {
    signIn();
    permissions = OPERATOR_PERMISSIONS;
    const onNavigate = vi.fn();
    render(<PortalHeader onNavigate={onNavigate} />);
    const header = await ready();
    const menu = await openAccountMenu(header);
    expect(itemsOf(menu)).toEqual(['个人信息', '企业信息', '退出登录']);
    expect(callsTo('/findPermByToken')).toHaveLength(1);
  });

  it('offers nothing but 退出登录 when the permission list cannot be loaded', async () => {
    signIn();
    serve({
      [`${P}/res/menu/emp/role/findPermByToken`]: () => ({
        status: 200,
        data: { status: 500, ok: false, msg: '服务暂时不可用', body: null },
      }),
    });
    render(<PortalHeader />);
    const header = await ready();
    const menu = await openAccountMenu(header);
    expect(itemsOf(menu)).toEqual(['退出登录']);
  });

  it("inside the portal reads the guard's permission list from the store and follows its changes", async () => {
    signIn();
    setPermissions(OPERATOR_PERMISSIONS.map((resUri) => ({ resUri })));
    render(<PortalHeader />);
    const header = await ready();
    expect(callsTo('/findPermByToken')).toHaveLength(0);
    let menu = await openAccountMenu(header);
    expect(itemsOf(menu)).toEqual(['个人信息', '企业信息', '退出登录']);
    await userEvent.keyboard('{Escape}');
    act(() => setPermissions(ADMIN_PERMISSIONS));
    menu = await openAccountMenu(header);
    expect(itemsOf(menu)).toEqual(['个人信息', '人员管理', '企业信息', '邀请企业', '退出登录']);
  });

  it('shows a retry when the account cannot be loaded', async () => {
    signIn();
    serve({
      [`${P}/company/custAccount/login/view`]: () => ({
        status: 200,
        data: { status: 500, ok: false, msg: '服务暂时不可用', body: null },
      }),
    });
    render(<PortalHeader />);
    const retry = await screen.findByRole('button', { name: '账户信息加载失败，重试' });
    serve();
    await userEvent.click(retry);
    await ready();
  });
});

describe('PortalHeader under 992 px', () => {
  it('puts the links into one 导航菜单 and shows icons whose names stay accessible', async () => {
    mockViewport(true);
    signIn();
    const onNavigate = vi.fn();
    render(<PortalHeader productCode="BILL" onNavigate={onNavigate} />);
    const header = await ready();
    // No wide links: the three live in the menu, reachable by keyboard.
    for (const name of ['产品中心', '账户管理', '首页'])
      expect(within(header).queryByRole('link', { name })).toBeNull();
    const navButton = within(header).getByRole('button', { name: '导航菜单' });
    act(() => navButton.focus());
    await userEvent.keyboard('{ArrowDown}');
    const nav = await screen.findByRole('menu', { name: '导航菜单' });
    expect(itemsOf(nav)).toEqual(['产品中心', '账户管理', '首页']);
    await waitFor(() => expect(document.activeElement?.textContent).toBe('产品中心'));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onNavigate).toHaveBeenCalledWith('/center/crm/account/list');
    // Company, role and avatar: no visible text, the names in the accessible names.
    const company = within(header).getByRole('button', { name: '当前企业：华信核心制造集团有限公司，切换企业' });
    expect(company.textContent).toBe('');
    const role = within(header).getByRole('button', { name: '当前企业角色：核心企业，切换企业角色' });
    expect(role.textContent).toBe('');
    expect(within(header).getByRole('button', { name: '张伟，账户菜单' }).textContent).toBe('');
    await waitFor(() => expect(within(header).getByRole('link', { name: '站内信，6 条未读' })).toBeTruthy());
  });

  it('keeps the wide links above 992 px', async () => {
    mockViewport(false);
    signIn();
    render(<PortalHeader />);
    const header = await ready();
    expect(within(header).queryByRole('button', { name: '导航菜单' })).toBeNull();
    expect(within(header).getByRole('link', { name: '产品中心' })).toBeTruthy();
  });
});

describe('useUnreadCount', () => {
  it('polls on its interval, skips while the tab is hidden and stops on unmount', async () => {
    signIn();
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const { result, unmount } = renderHook(() => useUnreadCount('C1', 5_000));
      await vi.waitFor(() => expect(result.current).toBe(6));
      unread = 3;
      await act(async () => {
        vi.advanceTimersByTime(5_000);
      });
      await vi.waitFor(() => expect(result.current).toBe(3));
      const hidden = vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
      const before = callsTo('/message/getIsUnreadNumbers').length;
      await act(async () => {
        vi.advanceTimersByTime(5_000);
      });
      expect(callsTo('/message/getIsUnreadNumbers')).toHaveLength(before);
      hidden.mockRestore();
      unmount();
      await act(async () => {
        vi.advanceTimersByTime(20_000);
      });
      expect(callsTo('/message/getIsUnreadNumbers')).toHaveLength(before);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('PortalHeader theme', () => {
  /** The CSS-variable classes antd put on the header's parts. */
  const varClasses = (): string[] => {
    const header = document.querySelector('header');
    const names = [...(header?.querySelectorAll('[class]') ?? [])].flatMap((el) => [...el.classList]);
    return [...new Set(names.filter((c) => /^scf-|^css-var-/.test(c)))].sort();
  };

  it('nests no theme of its own: its parts take the page theme, its bar styles its buttons', () => {
    signIn();
    const first = render(
      <PortalProvider themeColor="#531dab">
        <PortalHeader productCode="BILL" />
      </PortalProvider>,
    );
    const once = varClasses();
    first.unmount();
    render(
      <PortalProvider themeColor="#531dab">
        <PortalHeader productCode="BILL" />
      </PortalProvider>,
    );
    // One class, the page theme's, at every mount: no class of a nested theme, none per mount.
    expect(once).toEqual(['scf-531dab']);
    expect(varClasses()).toEqual(once);
    expect(document.querySelector('header style')?.textContent).toBe(HEADER_BAR_RULES);
  });
});
