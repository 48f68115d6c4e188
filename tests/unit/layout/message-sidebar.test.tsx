/** The message-centre sidebar: two entries, the current one marked, collapsible, closed on mobile. */
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  MessageSidebar,
  SIDEBAR_COLLAPSED_WIDTH_PX,
  SIDEBAR_WIDTH_PX,
} from '../../../shared/layout/message-sidebar.component';
import { mockViewport } from './mock-viewport';

vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('MessageSidebar', () => {
  it('lists 站内信 and 公告, marking the entry of the current path', () => {
    window.history.replaceState(null, '', '/center/crm/message/detail/7');
    render(<MessageSidebar />);
    const nav = screen.getByRole('navigation', { name: '消息中心' });
    expect(nav.style.width).toBe(`${SIDEBAR_WIDTH_PX}px`);
    expect(screen.getByRole('link', { name: '站内信' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: '站内信' }).getAttribute('href')).toBe('/center/crm/message/list');
    expect(screen.getByRole('link', { name: '公告' }).getAttribute('aria-current')).toBeNull();
  });

  it('collapses to an icon rail that keeps its names, and tells the caller', async () => {
    const onCollapsedChange = vi.fn();
    render(<MessageSidebar onCollapsedChange={onCollapsedChange} portalBase="https://portal.example.com" />);
    await userEvent.click(screen.getByRole('button', { name: '收起消息中心菜单' }));
    expect(screen.getByRole('navigation').style.width).toBe(`${SIDEBAR_COLLAPSED_WIDTH_PX}px`);
    expect(screen.getByRole('link', { name: '公告' }).getAttribute('href')).toBe(
      'https://portal.example.com/center/crm/affiche/list',
    );
    expect(screen.getByRole('button', { name: '展开消息中心菜单' }).getAttribute('aria-expanded')).toBe('false');
    expect(onCollapsedChange).toHaveBeenCalledWith(true);
  });

  it('hands plain clicks to onNavigate and leaves modified clicks to the browser', async () => {
    const onNavigate = vi.fn();
    render(<MessageSidebar onNavigate={onNavigate} />);
    await userEvent.click(screen.getByRole('link', { name: '公告' }));
    expect(onNavigate).toHaveBeenCalledWith('/center/crm/affiche/list');
    onNavigate.mockClear();
    const link = screen.getByRole('link', { name: '站内信' });
    link.addEventListener('click', (e) => e.preventDefault());
    await userEvent.keyboard('{Control>}');
    await userEvent.click(link);
    await userEvent.keyboard('{/Control}');
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('closes under 992 px and returns to its configured state above', () => {
    const viewport = mockViewport(true);
    const { unmount } = render(<MessageSidebar />);
    expect(screen.getByRole('navigation').style.width).toBe(`${SIDEBAR_COLLAPSED_WIDTH_PX}px`);
    viewport.set(false);
    expect(screen.getByRole('navigation').style.width).toBe(`${SIDEBAR_WIDTH_PX}px`);
    viewport.set(true);
    expect(screen.getByRole('navigation').style.width).toBe(`${SIDEBAR_COLLAPSED_WIDTH_PX}px`);
    expect(viewport.listeners.size).toBe(1);
    unmount();
    expect(viewport.listeners.size).toBe(0);
  });
});
