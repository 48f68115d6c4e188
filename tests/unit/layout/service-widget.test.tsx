/** The service widget: collapse and reopen, chat with the path, hotline and QR on hover and focus, safe URLs. */
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ServiceWidget } from '../../../shared/layout/service-widget.component';
import { SERVICE_WIDGET_DEFAULTS } from '../../../shared/layout/service-widget-defaults';
import { initialFolded, WIDGET_FOLD_KEY } from '../../../shared/layout/service-widget-fold';
import { mockViewport } from './mock-viewport';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  // The reader's fold choice is kept in local storage; every test starts without one.
  localStorage.clear();
});

describe('ServiceWidget', () => {
  it('collapses to one button and reopens, moving focus to the button that undoes it', async () => {
    const onCollapsedChange = vi.fn();
    render(<ServiceWidget onCollapsedChange={onCollapsedChange} />);
    expect(screen.getByRole('complementary', { name: '客服中心' })).toBeTruthy();
    // The open panel's code (antd's buttons) comes after the widget's own.
    await userEvent.click(await screen.findByRole('button', { name: '收起客服面板' }));
    const reopen = screen.getByRole('button', { name: /打开客服面板/ });
    expect(reopen.getAttribute('aria-expanded')).toBe('false');
    await waitFor(() => expect(document.activeElement).toBe(reopen));
    expect(screen.queryByRole('button', { name: '在线客服' })).toBeNull();
    await userEvent.click(reopen);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: '收起客服面板' })));
    expect(onCollapsedChange.mock.calls).toEqual([[true], [false]]);
  });

  it('starts collapsed when told and follows later changes of the prop', async () => {
    const { rerender } = render(<ServiceWidget collapsed />);
    expect(screen.getByRole('button', { name: /打开客服面板/ })).toBeTruthy();
    rerender(<ServiceWidget collapsed={false} />);
    expect(await screen.findByRole('button', { name: /^在线客服/ })).toBeTruthy();
  });

  it('starts collapsed under 992 px, where the open panel would cover the page; the user can open it', async () => {
    const viewport = mockViewport(true);
    const onCollapsedChange = vi.fn();
    render(<ServiceWidget onCollapsedChange={onCollapsedChange} />);
    const aside = screen.getByRole('complementary', { name: '客服中心' });
    expect(aside.getAttribute('data-scf-widget')).toBe('collapsed');
    expect(screen.queryByRole('button', { name: /^在线客服/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /打开客服面板/ }));
    expect(await screen.findByRole('button', { name: /^在线客服/ })).toBeTruthy();
    expect(onCollapsedChange).toHaveBeenCalledWith(false);
    // The reader's choice is kept, also across the breakpoint.
    viewport.set(false);
    expect(aside.getAttribute('data-scf-widget')).toBe('open');
    viewport.set(true);
    expect(aside.getAttribute('data-scf-widget')).toBe('open');
  });

  it('keeps an explicit collapsed={false} open on mobile, and collapsed={true} on a wide screen', () => {
    const viewport = mockViewport(true);
    const { rerender } = render(<ServiceWidget collapsed={false} />);
    const aside = screen.getByRole('complementary', { name: '客服中心' });
    expect(aside.getAttribute('data-scf-widget')).toBe('open');
    viewport.set(false);
    viewport.set(true);
    expect(aside.getAttribute('data-scf-widget')).toBe('open');
    rerender(<ServiceWidget collapsed />);
    viewport.set(false);
    expect(aside.getAttribute('data-scf-widget')).toBe('collapsed');
    // Taking the prop away again: the viewport (wide) decides.
    rerender(<ServiceWidget />);
    expect(aside.getAttribute('data-scf-widget')).toBe('open');
  });

  it('opens the chat page in a new window with the current path', async () => {
    window.history.replaceState(null, '', '/center/crm/user');
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    render(<ServiceWidget chatUrl="https://chat.example.com/kefu?channel=web" />);
    // A centre page: the widget starts folded there.
    await userEvent.click(screen.getByRole('button', { name: '打开客服面板' }));
    await userEvent.click(screen.getByRole('button', { name: '在线客服' }));
    expect(open).toHaveBeenCalledWith(
      'https://chat.example.com/kefu?channel=web&path=%2Fcenter%2Fcrm%2Fuser',
      '_blank',
      'noopener,noreferrer',
    );
  });

  it('lets the caller take over the chat; without a safe chat page it says 暂未开通 and opens nothing', async () => {
    window.history.replaceState(null, '', '/login');
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const onOpenChat = vi.fn().mockReturnValue(false);
    const { rerender } = render(<ServiceWidget chatUrl="https://chat.example.com/" onOpenChat={onOpenChat} />);
    await userEvent.click(screen.getByRole('button', { name: '在线客服' }));
    expect(onOpenChat).toHaveBeenCalledWith({ url: 'https://chat.example.com/?path=%2Flogin', path: '/login' });
    expect(open).not.toHaveBeenCalled();

    // An unsafe or missing chat page: the entry says so, and no page stands in for it (it was
    // the portal's FAQ page, issue 33.11).
    for (const chatUrl of ['javascript:alert(1)', undefined]) {
      rerender(<ServiceWidget chatUrl={chatUrl} onOpenChat={onOpenChat} />);
      const off = screen.getByRole('button', { name: /^在线客服\s*暂未开通$/ });
      expect(off.getAttribute('aria-disabled')).toBe('true');
      expect(off.textContent).toContain('暂未开通');
      await userEvent.click(off);
    }
    expect(onOpenChat).toHaveBeenCalledTimes(1);
    expect(open).not.toHaveBeenCalled();
  });

  it('shows the hotline on hover and on focus, with a tel: link; an invalid number falls back', async () => {
    render(<ServiceWidget hotline="021-6888 0000" />);
    const button = screen.getByRole('button', { name: '咨询热线 021-6888 0000' });
    fireEvent.mouseEnter(button);
    const link = await screen.findByRole('link', { name: '021-6888 0000' });
    expect(link.getAttribute('href')).toBe('tel:02168880000');
    cleanup();
    render(<ServiceWidget hotline="<b>call</b>" />);
    const fallback = screen.getByRole('button', { name: `咨询热线 ${SERVICE_WIDGET_DEFAULTS.hotline}` });
    act(() => fallback.focus());
    fireEvent.focus(fallback);
    expect(await screen.findByRole('link', { name: SERVICE_WIDGET_DEFAULTS.hotline })).toBeTruthy();
  });

  it('shows the WeChat QR image on focus; without an image or a QR code to draw it says 暂未开通', async () => {
    const { rerender } = render(<ServiceWidget />);
    const off = screen.getByRole('button', { name: /^微信咨询\s*暂未开通$/ });
    fireEvent.focus(off);
    expect(screen.queryByRole('img', { name: /微信咨询二维码/ })).toBeNull();
    // A QR renderer alone draws nothing: the chat page is not what the QR code holds.
    rerender(<ServiceWidget chatUrl="https://chat.example.com/" renderQrCode={(v) => <span>{v}</span>} />);
    expect(screen.getByRole('button', { name: /^微信咨询\s*暂未开通$/ })).toBeTruthy();
    rerender(<ServiceWidget qrSrc="https://cdn.example.com/qr.png" />);
    const wechat = screen.getByRole('button', { name: /微信咨询/ });
    fireEvent.focus(wechat);
    const img = await screen.findByRole('img', { name: '微信咨询二维码' });
    expect(img.getAttribute('src')).toBe('https://cdn.example.com/qr.png');
    cleanup();

    const renderQrCode = vi.fn((value: string) => <span data-testid="qr">{value}</span>);
    window.history.replaceState(null, '', '/index/index');
    render(
      <ServiceWidget
        qrSrc="javascript:alert(1)"
        chatUrl="https://chat.example.com/"
        wechatUrl="https://work.weixin.qq.com/kfid/kfc0123"
        renderQrCode={renderQrCode}
      />,
    );
    fireEvent.focus(screen.getByRole('button', { name: '微信咨询（显示二维码）' }));
    // The configured content as it is (a 企业微信客服 link takes no added path).
    expect((await screen.findByTestId('qr')).textContent).toBe('https://work.weixin.qq.com/kfid/kfc0123');
  });

  it('sits on the side it is told', () => {
    const { rerender } = render(<ServiceWidget />);
    const aside = screen.getByRole('complementary');
    expect(aside.style.right).toBe('16px');
    rerender(<ServiceWidget position="left" />);
    expect(aside.style.left).toBe('16px');
    expect(aside.style.right).toBe('');
  });
});

describe('initialFolded', () => {
  it('the page attribute first, then the reader’s choice, then folded on phones and centre pages', () => {
    expect(initialFolded({ attribute: false, choice: 'folded', mobile: true, pathname: '/center/crm/user' })).toBe(
      false,
    );
    expect(initialFolded({ attribute: undefined, choice: 'open', mobile: true, pathname: '/center/crm/user' })).toBe(
      false,
    );
    expect(initialFolded({ attribute: undefined, choice: 'folded', mobile: false, pathname: '/index/index' })).toBe(
      true,
    );
    expect(
      initialFolded({ attribute: undefined, choice: null, mobile: false, pathname: '/center/crm/employee/list' }),
    ).toBe(true);
    expect(initialFolded({ attribute: undefined, choice: null, mobile: true, pathname: '/index/index' })).toBe(true);
    expect(initialFolded({ attribute: undefined, choice: null, mobile: false, pathname: '/index/index' })).toBe(false);
    expect(initialFolded({ attribute: undefined, choice: null, mobile: false, pathname: '/centerfold' })).toBe(false);
  });

  it('a toggle is remembered for the next page load', async () => {
    const first = render(<ServiceWidget />);
    await userEvent.click(screen.getByRole('button', { name: '收起客服面板' }));
    expect(localStorage.getItem(WIDGET_FOLD_KEY)).toBe('folded');
    first.unmount();
    render(<ServiceWidget />);
    expect(screen.getByRole('button', { name: '打开客服面板' })).toBeTruthy();
  });
});
