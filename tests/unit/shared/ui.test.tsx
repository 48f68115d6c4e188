/** The UI kit: provider (locale, theme, notifier, shadow root), overlay, date pickers, inputs, confirm, list state. */
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form, Select, theme as antdTheme } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PortalProvider } from '../../../shared/ui/portal-provider.component';
import { portalTheme, accessibleThemeColor } from '../../../shared/ui/theme';
import { contrastRatio } from '../../../shared/ui/contrast';
import { THEME, themeVar } from '../../../shared/ui/theme-vars';
import { PortalDatePicker, PortalRangePicker, type DateInputError } from '../../../shared/ui/date-picker.component';
import {
  classifyDateInput,
  DATE_FORMATS,
  isRangeOrdered,
  parseStrict,
  RANGE_SEPARATOR,
} from '../../../shared/ui/date-input';
import { confirm } from '../../../shared/ui/confirm';
import { useListPageState } from '../../../shared/ui/use-list-page-state.hook';
import { LoadingOverlay } from '../../../shared/ui/loading-overlay.component';
import { NoSpaceInput } from '../../../shared/format/no-space-input.component';
import { activeNotifier, registerNotifier, showAlert, showMessage, showNotice } from '../../../shared/notify/notifier';
import { domNotifier } from '../../../shared/notify/dom-notifier';
import { flashMessage } from '../../../shared/notify/flash-message';
import { beginLoading } from '../../../shared/http/loading';
import { setThemeColor } from '../../../shared/state/actions';
import { LIST_PAGE_KEYS } from '../../../shared/state/list-page-store';
import { listPageKey } from '../../../parcels/product-example/example-routes';
import { resetAll } from './helpers';

/** The products whose list pages spec §3 caches (docs/product-parcels.md, useListPageState). */
const SPEC_PRODUCTS = ['CREDIT', 'BILL', 'SIGN', 'ENDORSE', 'DEPOSIT', 'SETTLE', 'INVOICE', 'ZNX'];

// antd's first render of a component is slow on a loaded machine (styles are generated).
vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => resetAll());
afterEach(() => cleanup());

describe('theme (WCAG AA tokens, docs/requirements.md#constants colour)', () => {
  it('uses #003c95 and the accessible token values', () => {
    expect(portalTheme().token).toMatchObject({
      colorPrimary: '#003c95',
      colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
      colorTextDescription: 'rgba(0, 0, 0, 0.65)',
      colorError: '#cf1322',
      colorTextPlaceholder: 'rgba(0, 0, 0, 0.6)',
    });
    expect(contrastRatio('#003c95', '#ffffff')).toBeGreaterThan(10);
    expect(contrastRatio('#cf1322', '#f5f5f5')).toBeGreaterThanOrEqual(4.5);
  });

  it(
    'information banners and tags have a clear blue of their own, ' +
      'readable on their light background, whatever the theme colour',
    () => {
      for (const picked of ['#003c95', '#531dab']) {
        const t = antdTheme.getDesignToken(portalTheme(picked));
        expect(t.colorInfo).toBe('#0958d9');
        expect(contrastRatio(t.colorInfo, '#ffffff')).toBeGreaterThanOrEqual(4.5);
        expect(contrastRatio(t.colorInfo, t.colorInfoBg)).toBeGreaterThanOrEqual(4.5);
        // Not the dull grey-blue the dark primary gave: the background is a light, saturated blue.
        expect(t.colorInfoBg.toLowerCase()).toBe('#e6f4ff');
      }
    },
  );

  it('has motion unless the reader asked the system for less', () => {
    expect(portalTheme('#003c95').token?.motion).toBe(true);
    expect(portalTheme('#003c95', { reducedMotion: true }).token?.motion).toBe(false);
  });

  it('a persisted colour white text cannot sit on falls back to the default', () => {
    expect(accessibleThemeColor('#1d39c4')).toBe('#1d39c4');
    expect(accessibleThemeColor('#ffe58f')).toBe('#003c95');
    expect(accessibleThemeColor('garbage')).toBe('#003c95');
  });

  it("styles written with THEME name the CSS variables antd declares on the provider's root", () => {
    let antdVars: Record<string, unknown> = {};
    function Probe() {
      antdVars = antdTheme.useToken().cssVar as unknown as Record<string, unknown>;
      return <p style={{ color: THEME.primary }}>标题</p>;
    }
    const { container } = render(
      <PortalProvider themeColor="#531dab">
        <Probe />
      </PortalProvider>,
    );
    for (const name of ['colorPrimary', 'colorLink', 'colorTextSecondary', 'colorError', 'colorBorder'] as const) {
      expect(themeVar(name).startsWith(`${String(antdVars[name]).slice(0, -1)},`)).toBe(true);
    }
    // The variables are declared on a class of the provider's root element, named after the theme
    // (the same on the server, in the browser and in every root of that theme).
    const root = container.querySelector('.scf-root');
    const key = [...(root?.classList ?? [])].find((c) => c !== 'scf-root' && c.startsWith('scf-'));
    expect(key).toMatch(/^scf-531dab(-still)?$/);
    const css = [...document.querySelectorAll('style')].map((s) => s.textContent).join('');
    expect(css).toContain(`.${key}{`);
    expect(css).toMatch(/--ant-color-primary:#531dab/);
  });
});

describe('notifier registry', () => {
  it('falls back to the DOM notifier, prefers document roots over shadow roots, then the latest', () => {
    expect(activeNotifier()).toBe(domNotifier);
    const a = { ...domNotifier };
    const b = { ...domNotifier };
    const c = { ...domNotifier };
    const offA = registerNotifier(a, 1);
    const offB = registerNotifier(b, 0);
    expect(activeNotifier()).toBe(a);
    const offC = registerNotifier(c, 1);
    expect(activeNotifier()).toBe(c);
    offC();
    offA();
    expect(activeNotifier()).toBe(b);
    offB();
    expect(activeNotifier()).toBe(domNotifier);
  });

  it('the DOM fallback shows messages as live regions and an accessible one-button dialog', async () => {
    vi.useFakeTimers();
    showMessage('warning', '请求失败！');
    const box = document.querySelector('[data-scf-notice="warning"]') as HTMLElement;
    expect(box.textContent).toBe('请求失败！');
    expect(box.getAttribute('role')).toBe('alert');
    vi.advanceTimersByTime(5001);
    expect(document.querySelector('[data-scf-notice]')).toBeNull();
    vi.useRealTimers();

    const onOk = vi.fn();
    showAlert({ title: '系统提示', content: '登录状态已过期，请重新登录', okText: '重新登录', onOk });
    const dialog = screen.getByRole('alertdialog', { name: '系统提示' });
    expect(dialog.textContent).toContain('登录状态已过期，请重新登录');
    const button = screen.getByRole('button', { name: '重新登录' });
    expect(document.activeElement).toBe(button);
    fireEvent.click(button);
    expect(onOk).toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('the DOM fallback notice has a timer and a separate polite live region', () => {
    const onAction = vi.fn();
    const h = showNotice({
      key: 'k',
      title: '登录即将过期',
      description: '2分0秒',
      announcement: '约2分钟',
      actionText: '继续使用',
      onAction,
    });
    expect(screen.getByRole('timer').textContent).toBe('2分0秒');
    h.update('1分59秒', '约2分钟');
    expect(screen.getByRole('timer').textContent).toBe('1分59秒');
    expect(document.querySelector('[aria-live="polite"]')?.textContent).toBe('约2分钟');
    fireEvent.click(screen.getByRole('button', { name: '继续使用' }));
    expect(onAction).toHaveBeenCalled();
  });

  it('confirm() is titled "提示" with OK and cancel', async () => {
    const p = confirm('确定删除吗？');
    expect(screen.getByRole('alertdialog', { name: '提示' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    await expect(p).resolves.toBe(false);
    const q = confirm('确定删除吗？');
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await expect(q).resolves.toBe(true);
  });
});

describe('PortalProvider', () => {
  it('registers antd App message/modal as the notifier while mounted', async () => {
    const { unmount } = render(<PortalProvider>内容</PortalProvider>);
    expect(activeNotifier()).not.toBe(domNotifier);
    act(() => showMessage('success', '操作成功！'));
    expect(await screen.findByText('操作成功！')).toBeTruthy();
    // antd message, not the DOM fallback
    expect(document.querySelector('[data-scf-notice]')).toBeNull();
    expect(document.querySelector('.ant-message')).not.toBeNull();
    unmount();
    expect(activeNotifier()).toBe(domNotifier);
  });

  it('a root unmounted before it could show the kept warning leaves it to the next root on the page', async () => {
    window.history.replaceState(null, '', '/login');
    flashMessage('warning', '登录状态已过期，请重新登录', 5000, { page: '/login' });
    // Unmounted at once: its antd message holder (loaded after the first paint) never came.
    render(<PortalProvider>先</PortalProvider>).unmount();
    expect(sessionStorage.getItem('scf:flash-message')).not.toBeNull();
    const { unmount } = render(<PortalProvider>后</PortalProvider>);
    expect(await screen.findByText('登录状态已过期，请重新登录')).toBeTruthy();
    expect(document.querySelector('.ant-message')).not.toBeNull();
    expect(sessionStorage.getItem('scf:flash-message')).toBeNull();
    unmount();
  });

  it('renders the loading overlay (loaded after the first paint) for a request already pending', async () => {
    let end: () => void = () => undefined;
    act(() => {
      end = beginLoading();
    });
    const { unmount } = render(<PortalProvider>内容</PortalProvider>);
    expect(screen.getByText('内容')).toBeTruthy();
    expect(await screen.findByText('正在加载中......', undefined, { timeout: 5_000 })).toBeTruthy();
    act(() => end());
    await waitFor(() => expect(document.querySelector('.ant-spin-spinning')).toBeNull());
    unmount();
  });

  it('shows the inactivity notice with timer and polite live region through antd', async () => {
    render(<PortalProvider>x</PortalProvider>);
    const onAction = vi.fn();
    let h: ReturnType<typeof showNotice> | undefined;
    act(() => {
      h = showNotice({
        key: 'idle',
        title: '登录即将过期',
        description: '2分0秒',
        announcement: '约2分钟',
        actionText: '继续使用',
        onAction,
      });
    });
    expect((await screen.findByRole('timer')).textContent).toBe('2分0秒');
    act(() => h?.update('1分0秒', '1分钟'));
    expect(screen.getByRole('timer').textContent).toBe('1分0秒');
    fireEvent.click(screen.getByRole('button', { name: /继续使用|继 续 使 用/ }));
    expect(onAction).toHaveBeenCalled();
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('is in Chinese (zh_CN locale) and follows the persisted theme colour', async () => {
    setThemeColor('#1d39c4');
    render(
      <PortalProvider>
        <PortalDatePicker />
        <Button type="primary">确定</Button>
      </PortalProvider>,
    );
    expect(screen.getByPlaceholderText('请选择日期')).toBeTruthy();
    const css = [...document.querySelectorAll('style')].map((s) => s.textContent).join('');
    expect(css.toLowerCase()).toContain('#1d39c4');
  });

  it('inside a shadow root: styles and popups stay inside it', async () => {
    const host = document.createElement('div');
    document.body.appendChild(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const mount = document.createElement('div');
    shadow.appendChild(mount);
    const root = createRoot(mount);
    await act(async () => {
      root.render(
        <PortalProvider container={shadow}>
          <Select open aria-label="企业" options={[{ value: 'a', label: '华信核心制造集团' }]} />
        </PortalProvider>,
      );
    });
    await waitFor(() => expect(shadow.querySelector('.ant-select-dropdown')).not.toBeNull());
    expect(document.body.querySelector(':scope > .ant-select-dropdown')).toBeNull();
    expect(shadow.querySelectorAll('style').length).toBeGreaterThan(0);
    act(() => root.unmount());
  });
});

describe('LoadingOverlay', () => {
  it('shows "正在加载中......" while requests are pending, once even with two roots', async () => {
    render(
      <>
        <LoadingOverlay delayMs={0} />
        <LoadingOverlay delayMs={0} />
      </>,
    );
    let end: () => void = () => undefined;
    act(() => {
      end = beginLoading();
    });
    await waitFor(() => expect(screen.getAllByText('正在加载中......')).toHaveLength(1));
    act(() => end());
    await waitFor(() => expect(document.querySelector('.ant-spin-spinning')).toBeNull());
  });
});

describe('date rules (docs/requirements.md#validation)', () => {
  it('formats per mode, separator and labels', () => {
    expect(DATE_FORMATS).toEqual({
      date: 'YYYY-MM-DD',
      datetime: 'YYYY-MM-DD HH:mm:ss',
      year: 'YYYY',
      month: 'YYYY-MM',
      time: 'HH:mm:ss',
    });
    expect(RANGE_SEPARATOR).toBe(' ~ ');
  });

  it('typed text must parse strictly in the format and not be disabled; empty clears', () => {
    expect(classifyDateInput('2024-02-29', 'date')).toMatchObject({ kind: 'valid' });
    expect(classifyDateInput('2023-02-29', 'date')).toEqual({ kind: 'invalid', reason: 'format' });
    expect(classifyDateInput('2024-2-1', 'date')).toEqual({ kind: 'invalid', reason: 'format' });
    expect(classifyDateInput('2024-01-01 25:00:00', 'datetime')).toEqual({ kind: 'invalid', reason: 'format' });
    expect(classifyDateInput('2024-01-01 23:59:59', 'datetime')).toMatchObject({ kind: 'valid' });
    expect(classifyDateInput('2024', 'year')).toMatchObject({ kind: 'valid' });
    expect(classifyDateInput('2024-13', 'month')).toEqual({ kind: 'invalid', reason: 'format' });
    expect(classifyDateInput('08:30:00', 'time')).toMatchObject({ kind: 'valid' });
    expect(classifyDateInput('   ', 'date')).toEqual({ kind: 'empty' });
    expect(classifyDateInput(null, 'date')).toEqual({ kind: 'empty' });
    const noFuture = (d: dayjs.Dayjs) => d.isAfter(dayjs('2024-06-01'));
    expect(classifyDateInput('2024-07-01', 'date', noFuture)).toEqual({ kind: 'invalid', reason: 'disabled' });
    expect(parseStrict('2024-05-06', 'YYYY-MM-DD')?.format('YYYY-MM-DD')).toBe('2024-05-06');
  });

  it('a range needs start not after end', () => {
    expect(isRangeOrdered(dayjs('2024-01-01'), dayjs('2024-01-02'))).toBe(true);
    expect(isRangeOrdered(dayjs('2024-01-02'), dayjs('2024-01-02'))).toBe(true);
    expect(isRangeOrdered(dayjs('2024-01-03'), dayjs('2024-01-02'))).toBe(false);
    expect(isRangeOrdered(null, dayjs('2024-01-02'))).toBe(true);
  });
});

describe('PortalDatePicker / PortalRangePicker', () => {
  it('fires onInputError for text that does not parse, and for a disabled date', async () => {
    const errors: DateInputError[] = [];
    render(
      <PortalProvider>
        <PortalDatePicker onInputError={(e) => errors.push(e)} disabledDate={(d) => d.isAfter(dayjs('2030-01-01'))} />
      </PortalProvider>,
    );
    const input = screen.getByPlaceholderText('请选择日期') as HTMLInputElement;
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '2024-13-45' } });
    fireEvent.blur(input);
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '2031-01-01' } });
    fireEvent.blur(input);
    expect(errors).toEqual([
      { text: '2024-13-45', reason: 'format' },
      { text: '2031-01-01', reason: 'disabled' },
    ]);
  });

  it('garbage props (a string value, an unknown kind) do not break the picker', () => {
    const bad = { value: '2024-01-01' as unknown as dayjs.Dayjs, kind: 'bogus' as unknown as 'date' };
    render(
      <>
        <PortalDatePicker {...bad} />
        <PortalRangePicker value={['x', 5] as unknown as [dayjs.Dayjs, dayjs.Dayjs]} />
      </>,
    );
    expect(screen.getByPlaceholderText('请选择日期')).toBeTruthy();
    expect(screen.getByPlaceholderText('开始日期')).toBeTruthy();
  });

  it('an emptied input clears the value', async () => {
    const changes: (string | null)[] = [];
    function Host() {
      const [v, setV] = useState<dayjs.Dayjs | null>(dayjs('2024-05-06'));
      return (
        <PortalDatePicker
          value={v}
          onChange={(d) => {
            changes.push(d ? d.format('YYYY-MM-DD') : null);
            setV(d);
          }}
        />
      );
    }
    render(<Host />);
    const input = screen.getByDisplayValue('2024-05-06') as HTMLInputElement;
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.blur(input);
    expect(changes.at(-1)).toBeNull();
  });

  it('range: ' + "' ~ ' separator, 开始日期/结束日期, typed garbage reported with the end it belongs to", () => {
    const errors: DateInputError[] = [];
    const { container } = render(<PortalRangePicker onInputError={(e) => errors.push(e)} />);
    const start = screen.getByPlaceholderText('开始日期');
    const end = screen.getByPlaceholderText('结束日期');
    expect(container.textContent).toContain('~');
    expect(container.querySelector('.ant-picker-range-separator')?.textContent).toBe(' ~ ');
    fireEvent.focus(end);
    fireEvent.change(end, { target: { value: 'abc' } });
    fireEvent.blur(end);
    expect(errors).toEqual([{ text: 'abc', reason: 'format', field: 'end' }]);
    void start;
  });
});

describe('NoSpaceInput', () => {
  it('removes whitespace as typed and pasted, also inside a Form', { timeout: 20_000 }, async () => {
    const user = userEvent.setup();
    let form: ReturnType<typeof Form.useForm>[0] | null = null;
    function Host() {
      const [f] = Form.useForm();
      form = f;
      return (
        <Form form={f}>
          <Form.Item name="mobile" label="手机号">
            <NoSpaceInput />
          </Form.Item>
        </Form>
      );
    }
    render(<Host />);
    const input = screen.getByLabelText('手机号') as HTMLInputElement;
    await user.type(input, '138 0000');
    expect(input.value).toBe('1380000');
    await user.click(input);
    await user.paste(' 0\u30000 0 1\t');
    expect(input.value).toBe('13800000001');
    expect((form as unknown as { getFieldValue: (n: string) => unknown }).getFieldValue('mobile')).toBe('13800000001');
  });
});

describe('useListPageState', () => {
  it('keeps filters and page when the user comes back, per cached page name', () => {
    // One cached page name per product of spec §3, the one its parcel takes (the example parcel's name for it).
    expect(SPEC_PRODUCTS.map(listPageKey)).toEqual(LIST_PAGE_KEYS);
    function List() {
      const [s, set] = useListPageState('creditList', { pageNum: 1, keyword: '', status: null as number | null });
      return (
        <button type="button" onClick={() => set({ pageNum: s.pageNum + 1, keyword: '华信', status: 20 })}>
          {`${s.pageNum}|${s.keyword}|${s.status}`}
        </button>
      );
    }
    const first = render(<List />);
    fireEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button').textContent).toBe('2|华信|20');
    first.unmount();
    render(<List />);
    expect(screen.getByRole('button').textContent).toBe('2|华信|20');
  });

  it('ignores a corrupt or outdated save', () => {
    sessionStorage.setItem('scf.list.billList', JSON.stringify({ pageNum: 'x', keyword: 5, extra: true }));
    function List() {
      const [s] = useListPageState('billList', { pageNum: 1, keyword: '' });
      return <span>{JSON.stringify(s)}</span>;
    }
    render(<List />);
    expect(screen.getByText('{"pageNum":1,"keyword":""}')).toBeTruthy();
  });
});
