/**
 * The top bar's customer-relations menu: a menu bar of links (the current page marked, one tab
 * stop, ← → Home End between entries), whose plain click opens the page inside the portal and
 * whose modified click is the browser's; a group of pages opens a dropdown of them; a menu that
 * failed to load offers 重试.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CrmTopMenu } from '../../../parcels/center/layout/crm-top-nav.component';
import type { MenuNode } from '../../../parcels/center/layout/crm-menu';
import { ACCOUNT_MENU } from './account-menu';

const FLAT: MenuNode[] = [
  { key: '/center/crm/user', label: '个人信息', path: '/center/crm/user' },
  { key: '/center/crm/company', label: '企业信息', path: '/center/crm/company' },
  { key: '/center/crm/employee/list', label: '人员管理', path: '/center/crm/employee/list' },
];

const entry = (name: string): HTMLElement => screen.getByRole('menuitem', { name });

beforeEach(() => window.history.replaceState(null, '', '/center/crm/user'));
afterEach(cleanup);

describe('CrmTopMenu', () => {
  it('draws each page as a link, marks the current one and makes it the bar’s one tab stop', () => {
    render(<CrmTopMenu nodes={FLAT} pathname="/center/crm/company" failed={false} onRetry={() => undefined} />);
    expect(screen.getByRole('menubar')).toBeTruthy();
    expect(screen.getAllByRole('menuitem').map((e) => e.textContent)).toEqual(['个人信息', '企业信息', '人员管理']);
    expect(entry('人员管理').getAttribute('href')).toBe('/center/crm/employee/list');
    expect(entry('企业信息').getAttribute('aria-current')).toBe('page');
    expect(entry('个人信息').getAttribute('aria-current')).toBeNull();
    expect(screen.getAllByRole('menuitem').map((e) => e.tabIndex)).toEqual([-1, 0, -1]);
  });

  it('← → Home End move the focus along the bar, wrapping round, and Tab then starts from there', () => {
    render(<CrmTopMenu nodes={FLAT} pathname="/center/crm/user" failed={false} onRetry={() => undefined} />);
    entry('个人信息').focus();
    fireEvent.keyDown(entry('个人信息'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(entry('企业信息'));
    fireEvent.keyDown(entry('企业信息'), { key: 'End' });
    expect(document.activeElement).toBe(entry('人员管理'));
    fireEvent.keyDown(entry('人员管理'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(entry('个人信息'));
    fireEvent.keyDown(entry('个人信息'), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(entry('人员管理'));
    fireEvent.keyDown(entry('人员管理'), { key: 'Home' });
    expect(document.activeElement).toBe(entry('个人信息'));
    fireEvent.keyDown(entry('个人信息'), { key: 'ArrowRight' });
    expect(screen.getAllByRole('menuitem').map((e) => e.tabIndex)).toEqual([-1, 0, -1]);
  });

  it('a plain click opens the page in the portal; a modified click is left to the browser', () => {
    const pushes = vi.spyOn(window.history, 'pushState');
    try {
      render(<CrmTopMenu nodes={FLAT} pathname="/center/crm/user" failed={false} onRetry={() => undefined} />);
      const modified = fireEvent.click(entry('企业信息'), { ctrlKey: true });
      expect(modified).toBe(true); // not prevented: the browser opens a new tab
      expect(pushes).not.toHaveBeenCalled();
      const plain = fireEvent.click(entry('企业信息'));
      expect(plain).toBe(false); // prevented: the portal navigates instead of a page load
      expect(window.location.pathname).toBe('/center/crm/company');
      // Space opens a link entry as Enter does.
      fireEvent.keyDown(entry('人员管理'), { key: ' ' });
      expect(window.location.pathname).toBe('/center/crm/employee/list');
    } finally {
      pushes.mockRestore();
    }
  });

  it('a group is a menu button whose dropdown lists its pages, the group marked while one is open', async () => {
    render(
      <CrmTopMenu nodes={ACCOUNT_MENU} pathname="/center/crm/changeAcc" failed={false} onRetry={() => undefined} />,
    );
    const group = entry('账户管理');
    expect(group.tagName).toBe('BUTTON');
    expect(group.getAttribute('aria-haspopup')).toBe('menu');
    expect(group.hasAttribute('data-current')).toBe(true);
    expect(group.tabIndex).toBe(0);
    fireEvent.click(group);
    expect((await screen.findByText('账户列表')).textContent).toBe('账户列表');
    expect(screen.getByText('切换账户')).toBeTruthy();
  });

  it('a menu that failed to load says so and offers 重试; no entries draw no bar', () => {
    const onRetry = vi.fn();
    const { rerender } = render(<CrmTopMenu nodes={[]} pathname="/center/crm/user" failed onRetry={onRetry} />);
    expect(screen.getByText('菜单加载失败')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    rerender(<CrmTopMenu nodes={[]} pathname="/center/crm/user" failed={false} onRetry={onRetry} />);
    expect(screen.queryByRole('menubar')).toBeNull();
  });
});
