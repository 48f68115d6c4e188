/**
 * Page parts with behaviour of their own: CMS HTML sanitised again and its portal links kept
 * in the app, the approval page's poll (moves on when approved, stops when unmounted), the
 * countdown, the registration resume rules, and the 404 page's ways on.
 */
import { act, cleanup, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@scf/shared', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@scf/shared')>();
  return { ...actual, navigate: vi.fn(), getRegistrationStatus: vi.fn() };
});

const shared = await import('@scf/shared');
const { CmsHtml } = await import('../../../parcels/index/components/cms-html.component');
const { default: ApprovalPage, APPROVAL_POLL_MS } = await import('../../../parcels/register/pages/approval.page');
const { useCountdown } = await import('@scf/shared');
const { useRegistration } = await import('../../../parcels/register/hooks/use-registration.hook');
const { saveRegTicket } = await import('../../../parcels/register/reg-ticket');
const { NotFoundPage } = await import('../../../parcels/not-found/not-found.page');

const navigate = vi.mocked(shared.navigate);
const getStatus = vi.mocked(shared.getRegistrationStatus);
const TICKET = 'E7-K2_oG10XTrC9631z1m1pj0kfQRZx41bjq2DEJNt0';

const status = (over: Partial<import('@scf/shared').RegStatus> = {}): import('@scf/shared').RegStatus => ({
  step: 'approval',
  approvalStatus: 'pending',
  compCode: 'C10000007',
  rejectReason: '',
  mobile: '139******3838',
  permit: {
    compName: '测试企业',
    creditCode: '91310000316304854Q',
    compRole: 'C102',
    provinceCode: '310000',
    areaCode: '310100',
    address: '上海市',
    licenceFileToken: 'f1',
  },
  verification: null,
  drafts: { permit: null, verification: null },
  invitation: null,
  ...over,
});

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.useRealTimers();
});

describe('CmsHtml', () => {
  it('removes script, handlers and javascript: links from CMS content', () => {
    const { container } = render(
      <CmsHtml
        html={
          '<p>您好</p><script>window.__x=1</script><img src="x" onerror="window.__x=2"><a ' +
          'href="javascript:alert(1)">坏</a><iframe src="https://e.x"></iframe>'
        }
      />,
    );
    expect(container.querySelector('script, iframe')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(container.querySelector('a')?.getAttribute('href')).toBeNull();
    expect(container.textContent).toContain('您好');
  });

  it('keeps a plain click on a portal link inside the app, but not a modified one', () => {
    render(<CmsHtml html={'<p><a href="/index/help">帮助中心</a> <a href="https://bank.example.com/">银行</a></p>'} />);
    fireEvent.click(screen.getByText('帮助中心'), { button: 0 });
    expect(navigate).toHaveBeenCalledWith('/index/help');
    navigate.mockClear();
    fireEvent.click(screen.getByText('帮助中心'), { button: 0, ctrlKey: true });
    fireEvent.click(screen.getByText('银行'), { button: 0 });
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('approval page', () => {
  it('polls the status, moves on when approved, and stops when unmounted', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    getStatus
      .mockResolvedValueOnce(status())
      .mockResolvedValueOnce(status({ step: 'success', approvalStatus: 'approved' }));
    const { unmount } = render(<ApprovalPage reg={status()} ticket={TICKET} />);
    expect(screen.getByText('注册申请已提交，正在审核中')).toBeTruthy();
    expect(screen.getByText('C10000007')).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(APPROVAL_POLL_MS);
    });
    expect(getStatus).toHaveBeenCalledTimes(1);
    expect(navigate).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(APPROVAL_POLL_MS);
    });
    expect(getStatus).toHaveBeenCalledTimes(2);
    expect(navigate).toHaveBeenCalledWith('/register/success');
    unmount();
    await vi.advanceTimersByTimeAsync(APPROVAL_POLL_MS * 3);
    expect(getStatus).toHaveBeenCalledTimes(2);
  });

  it('shows a rejection with its reason and the way back to the company step', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    getStatus.mockResolvedValue(status({ step: 'permit', approvalStatus: 'rejected', rejectReason: '营业执照不清晰' }));
    render(<ApprovalPage reg={status()} ticket={TICKET} />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(APPROVAL_POLL_MS);
    });
    expect(await screen.findByText('原因：营业执照不清晰。请修改企业信息后重新提交。')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '修改企业信息并重新提交' }));
    expect(navigate).toHaveBeenCalledWith('/register/permit');
  });

  it('keeps waiting (and says so) while the server cannot be reached', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    getStatus.mockRejectedValue(new shared.ApiError({ kind: 'network', message: '网络连接失败，请检查网络后重试' }));
    render(<ApprovalPage reg={status()} ticket={TICKET} />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(APPROVAL_POLL_MS);
    });
    expect(await screen.findByText('网络连接失败，请检查网络后重试')).toBeTruthy();
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('useCountdown', () => {
  it('counts whole seconds down to zero and stops', async () => {
    vi.useFakeTimers();
    let now = 1_000_000;
    const { result } = renderHook(() => useCountdown(() => now));
    act(() => result.current.start(3));
    expect(result.current.remaining).toBe(3);
    await act(async () => {
      now += 1_200;
      await vi.advanceTimersByTimeAsync(250);
    });
    expect(result.current.remaining).toBe(2);
    await act(async () => {
      now += 5_000;
      await vi.advanceTimersByTimeAsync(250);
    });
    expect(result.current.remaining).toBe(0);
    act(() => result.current.start(Number.NaN));
    expect(result.current.remaining).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('useRegistration', () => {
  it('without a ticket only the account step shows; a later step goes there with a notice', async () => {
    const replace = vi.spyOn(window.history, 'replaceState');
    const onNotice = vi.fn();
    const account = renderHook(() => useRegistration('account', onNotice));
    expect(account.result.current.state).toEqual({ status: 'ready', ticket: null, reg: null });
    renderHook(() => useRegistration('approval', onNotice));
    expect(onNotice).toHaveBeenCalledWith('请先填写账号信息，开始企业注册。');
    expect(replace.mock.lastCall?.[2]).toBe('/register/account');
    expect(getStatus).not.toHaveBeenCalled();
  });

  it(
    "replaces a URL ahead of the server's step by that step, " + 'and allows the company step during verification',
    async () => {
      saveRegTicket(TICKET);
      const replace = vi.spyOn(window.history, 'replaceState');
      getStatus.mockResolvedValue(status({ step: 'verification', approvalStatus: 'none' }));
      const ahead = renderHook(() => useRegistration('success', vi.fn()));
      await waitFor(() => expect(replace.mock.lastCall?.[2]).toBe('/register/verification'));
      expect(ahead.result.current.state.status).toBe('checking');
      const back = renderHook(() => useRegistration('permit', vi.fn()));
      await waitFor(() => expect(back.result.current.state.status).toBe('ready'));
    },
  );

  it('forgets a ticket the server does not know and says why', async () => {
    saveRegTicket(TICKET);
    getStatus.mockRejectedValue(
      new shared.ApiError({
        kind: 'business',
        message: '注册信息已失效，请重新注册',
        status: 400,
        body: { field: 'regTicket' },
      }),
    );
    const onNotice = vi.fn();
    const { result } = renderHook(() => useRegistration('account', onNotice));
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', ticket: null, reg: null }));
    expect(onNotice).toHaveBeenCalledWith('注册信息已失效，请重新注册');
    expect(sessionStorage.getItem('scf.register.ticket')).toBeNull();
  });
});

describe('404 page', () => {
  it('says the page does not exist and links home', () => {
    render(<NotFoundPage />);
    expect(screen.getByRole('heading', { level: 1, name: '页面不存在' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /返回.*首页/ }).getAttribute('href')).toBe('/index/index');
    // A plain click stays in the app (single-spa's navigation, no page load).
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    screen.getByRole('link', { name: /返回.*首页/ }).dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(window.location.pathname).toBe('/index/index');
  });
});
