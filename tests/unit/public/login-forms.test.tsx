/**
 * The login forms against a mocked API: validation in Chinese before any call, server errors
 * next to their field, the throttle wait, the captcha renewed after every attempt, tokens and
 * "记住账号" on success, the company choice handed up, and the SMS code's send rules.
 */
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@scf/shared', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@scf/shared')>();
  return {
    ...actual,
    getCaptcha: vi.fn(),
    loginWithPassword: vi.fn(),
    loginWithSms: vi.fn(),
    sendSmsCode: vi.fn(),
    navigate: vi.fn(),
  };
});

const shared = await import('@scf/shared');
const { PasswordLoginForm } = await import('../../../parcels/login/components/password-login-form.component');
const { SmsLoginForm } = await import('../../../parcels/login/components/sms-login-form.component');

const getCaptcha = vi.mocked(shared.getCaptcha);
const loginWithPassword = vi.mocked(shared.loginWithPassword);
const loginWithSms = vi.mocked(shared.loginWithSms);
const sendSmsCode = vi.mocked(shared.sendSmsCode);
const navigate = vi.mocked(shared.navigate);

// A 1×1 PNG stands for the server's image: the form only checks that it is a PNG data URL.
const captchaImage = (_text: string) => ({
  image:
    'data:image/png;base64,' +
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
});
const GRANT = {
  accessToken: 'a'.repeat(43),
  refreshToken: 'r'.repeat(43),
  expiresIn: 900,
  compCode: 'C1',
  employeeCode: 'E1',
};

// antd's first render of a form is slow on a loaded machine (styles are generated).
vi.setConfig({ testTimeout: 30_000 });

function fill(label: string, value: string): void {
  fireEvent.change(screen.getByLabelText(label, { selector: 'input' }), { target: { value } });
}

beforeEach(() => {
  getCaptcha.mockResolvedValue(captchaImage('AB12'));
  for (const c of document.cookie.split(';')) document.cookie = `${c.split('=')[0]?.trim()}=; max-age=0; path=/`;
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('password login form', () => {
  it('asks for every field in Chinese before calling the server', async () => {
    render(<PasswordLoginForm target="/center/product/product" onChoose={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    expect(await screen.findByText('请输入手机号或账号')).toBeTruthy();
    expect(await screen.findByText('请输入密码')).toBeTruthy();
    expect(await screen.findByText('请输入图形验证码')).toBeTruthy();
    fill('账号', 'a b!');
    expect(await screen.findByText('请输入正确的账号或手机号')).toBeTruthy();
    expect(loginWithPassword).not.toHaveBeenCalled();
  });

  it('draws the captcha, shows a wrong password next to its field, clears it and renews the captcha', async () => {
    loginWithPassword.mockRejectedValue(
      new shared.ApiError({ kind: 'business', message: '账号或密码错误', status: 400, body: { field: 'password' } }),
    );
    const { container } = render(<PasswordLoginForm target="/x" onChoose={vi.fn()} />);
    await waitFor(() => expect(container.querySelector('img[data-scf-captcha]')).toBeTruthy());
    fill('账号', '13800000002');
    fill('密码', 'Wrong1234');
    fill('图形验证码', 'AB12');
    fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    expect(await screen.findByText('账号或密码错误')).toBeTruthy();
    expect(loginWithPassword).toHaveBeenCalledWith(
      expect.objectContaining({ account: '13800000002', password: 'Wrong1234', captcha: 'AB12' }),
    );
    expect((screen.getByLabelText('密码', { selector: 'input' }) as HTMLInputElement).value).toBe('');
    await waitFor(() => expect(getCaptcha).toHaveBeenCalledTimes(2));
    await waitFor(() =>
      expect((screen.getByLabelText('图形验证码', { selector: 'input' }) as HTMLInputElement).value).toBe(''),
    );
    expect(navigate).not.toHaveBeenCalled();
  });

  it('says how long a throttled account waits and keeps the button disabled', async () => {
    loginWithPassword.mockRejectedValue(
      new shared.ApiError({
        kind: 'business',
        message: '登录失败次数过多，请15分钟后再试',
        status: 429,
        body: { retryAfter: 900 },
      }),
    );
    render(<PasswordLoginForm target="/x" onChoose={vi.fn()} />);
    fill('账号', '13900000000');
    fill('密码', 'x');
    fill('图形验证码', 'AB12');
    fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('登录失败次数过多，请15分钟后再试');
    expect(alert.textContent).toMatch(/剩余 1[45]分/);
    const button = screen.getByRole('button', { name: /后再试/ }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
  });

  it('stores the tokens, remembers the account when asked, and goes to the target', async () => {
    loginWithPassword.mockResolvedValue(GRANT);
    render(<PasswordLoginForm target="/center/crm/user" onChoose={vi.fn()} />);
    fill('账号', '13800000002');
    fill('密码', 'Scf@2026');
    fill('图形验证码', 'AB12');
    fireEvent.click(screen.getByRole('checkbox', { name: '记住账号' }));
    fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/center/crm/user'));
    expect(shared.getAccessToken()).toBe(GRANT.accessToken);
    expect(localStorage.getItem('scf.username')).toBe('13800000002');
  });

  it('hands a company choice up instead of logging in', async () => {
    const choice = { needChoose: true as const, loginTicket: 't'.repeat(32), employees: [] };
    loginWithPassword.mockResolvedValue(choice);
    const onChoose = vi.fn();
    localStorage.setItem('scf.rememberedAccount', 'OLD');
    render(<PasswordLoginForm target="/x" onChoose={onChoose} />);
    expect((screen.getByLabelText('账号', { selector: 'input' }) as HTMLInputElement).value).toBe('OLD');
    fill('账号', '13800000001');
    fill('密码', 'Scf@2026');
    fill('图形验证码', 'AB12');
    // Unticking 记住账号 forgets the stored name.
    fireEvent.click(screen.getByRole('checkbox', { name: '记住账号' }));
    fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    await waitFor(() => expect(onChoose).toHaveBeenCalledWith(choice));
    expect(navigate).not.toHaveBeenCalled();
    expect(shared.getAccessToken()).toBeNull();
    expect(localStorage.getItem('scf.rememberedAccount')).toBeNull();
  });
});

describe('SMS login form', () => {
  it('sends a code only for a valid number with the captcha, then counts down', async () => {
    sendSmsCode.mockResolvedValue({ cooldown: 60 });
    render(<SmsLoginForm target="/x" onChoose={vi.fn()} />);
    const send = () => fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    send();
    expect(await screen.findByText('请输入手机号')).toBeTruthy();
    fill('手机号', '12345678901');
    send();
    expect(await screen.findByText('请输入正确的手机号')).toBeTruthy();
    fill('手机号', '13800000002');
    send();
    expect(await screen.findByText('请输入图形验证码')).toBeTruthy();
    expect(sendSmsCode).not.toHaveBeenCalled();

    fill('图形验证码', 'AB12');
    send();
    await waitFor(() =>
      expect(sendSmsCode).toHaveBeenCalledWith(
        expect.objectContaining({ mobile: '13800000002', purpose: 'login', captcha: 'AB12' }),
      ),
    );
    expect(await screen.findByText('验证码已发送至 138******0002，5分钟内有效')).toBeTruthy();
    const waiting = await screen.findByRole('button', { name: /^\d+秒后重新获取$/ });
    expect((waiting as HTMLButtonElement).disabled).toBe(true);
  });

  it('keeps only digits of a pasted code and shows a wrong code next to its field', async () => {
    loginWithSms.mockRejectedValue(
      new shared.ApiError({
        kind: 'business',
        message: '验证码错误，还可尝试4次',
        status: 400,
        body: { field: 'smsCode' },
      }),
    );
    render(<SmsLoginForm target="/x" onChoose={vi.fn()} />);
    fill('手机号', '13800000002');
    fill('短信验证码', '验证码 123 456');
    await waitFor(() =>
      expect((screen.getByLabelText('短信验证码', { selector: 'input' }) as HTMLInputElement).value).toBe('123456'),
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    });
    expect(await screen.findByText('验证码错误，还可尝试4次')).toBeTruthy();
    expect(loginWithSms).toHaveBeenCalledWith(expect.objectContaining({ mobile: '13800000002', smsCode: '123456' }));
  });
});
