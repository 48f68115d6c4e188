/**
 * The header's notice bell against a mocked API: the popup's two tabs list the latest unread
 * messages of their types, a click marks one read (the badge and every listener hear it),
 * 全部已读 marks one tab's types, the empty state, and a failed list offers a retry.
 */
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../../shared/http/axios-instance';
import { PortalHeader } from '../../../shared/layout/portal-header.component';
import { MESSAGES_READ_EVENT } from '../../../shared/layout/layout-events';
import { bodyOf, mockAdapter, ok, pathOf, resetAll } from '../shared/helpers';
import { P } from '../../kit/api';
import { signedInAccount } from './signed-in-account';

vi.setConfig({ testTimeout: 30_000 });
/** A loaded machine renders the header and its first calls in more than findBy's default second. */
const LONG = { timeout: 10_000 };

const ACCOUNT = signedInAccount({ compName: '华信', compRole: [], employeeRole: [] });

interface Msg {
  id: number;
  msgType: string;
  read: boolean;
}
let messages: Msg[] = [];
let listFails = false;
let calls: InternalAxiosRequestConfig[] = [];

const summary = (m: Msg) => ({
  id: m.id,
  title: `消息${m.id}`,
  summary: '摘要',
  msgType: m.msgType,
  msgTypeName: m.msgType,
  readStatus: m.read ? 1 : 0,
  sendTime: '2026-01-01 10:00:00',
});

function serve(): void {
  calls = [];
  http.defaults.adapter = mockAdapter((config) => {
    calls.push(config);
    const path = pathOf(config);
    const body = (bodyOf(config) ?? {}) as { msgTypes?: string[]; ids?: number[]; readStatus?: number };
    if (path === `${P}/company/custAccount/login/view`) return ok(ACCOUNT);
    if (path === `${P}/company/custAccount/list/dict`) return ok([]);
    if (path === `${P}/res/menu/emp/role/findPermByToken`) return ok([]);
    if (path === `${P}/message/getIsUnreadNumbers`) return ok(messages.filter((m) => !m.read).length);
    if (path === `${P}/message/list`) {
      if (listFails) return { status: 200, data: { status: 500, ok: false, msg: '失败', body: null } };
      const list = messages.filter((m) => !m.read && (!body.msgTypes || body.msgTypes.includes(m.msgType)));
      return ok({ list: list.slice(0, 5).map(summary), total: list.length, pageNum: 1, pageSize: 5 });
    }
    if (path === `${P}/message/read`) {
      const ids = body.ids ?? [];
      for (const m of messages) if (ids.includes(m.id)) m.read = true;
      return ok({ updated: ids.length });
    }
    if (path === `${P}/message/readAll`) {
      const hit = messages.filter((m) => !m.read && (!body.msgTypes || body.msgTypes.includes(m.msgType)));
      for (const m of hit) m.read = true;
      return ok({ updated: hit.length });
    }
    return { status: 404, data: { status: 404, ok: false, msg: '接口不存在', body: null } };
  });
}

beforeEach(() => {
  resetAll();
  messages = [
    { id: 1, msgType: 'SYSTEM', read: false },
    { id: 2, msgType: 'BUSINESS', read: false },
    { id: 3, msgType: 'APPROVAL', read: false },
    { id: 4, msgType: 'BUSINESS', read: false },
  ];
  listFails = false;
  serve();
  document.cookie = 'access_token=t; Path=/';
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

async function openBell(): Promise<HTMLElement> {
  const bell = await screen.findByRole('link', { name: '站内信，4 条未读' }, LONG);
  await userEvent.click(bell);
  return screen.findByRole('dialog', { name: '通知与消息' }, LONG);
}

describe('header notice bell', () => {
  it('lists the unread notices and messages in their tabs', async () => {
    render(<PortalHeader productCode="CRM" show={['inbox']} />);
    const popup = await openBell();
    await waitFor(
      () => expect(within(popup).getByRole('tab', { name: '通知（2）' }).getAttribute('aria-selected')).toBe('true'),
      LONG,
    );
    expect(within(popup).getByRole('tab', { name: '消息（2）' })).toBeTruthy();
    const items = within(popup)
      .getAllByRole('link')
      .filter((a) => a.hasAttribute('data-scf-notice-item'));
    expect(items.map((a) => a.getAttribute('href'))).toEqual([
      '/center/crm/message/detail/1',
      '/center/crm/message/detail/3',
    ]);
    expect(within(popup).getByRole('link', { name: '查看全部' }).getAttribute('href')).toBe('/center/crm/message/list');
  });

  it('marks an item read when clicked and tells every listener', async () => {
    const heard = vi.fn();
    window.addEventListener(MESSAGES_READ_EVENT, heard);
    render(<PortalHeader productCode="CRM" show={['inbox']} />);
    const popup = await openBell();
    const first = await within(popup).findByText('消息1', {}, LONG);
    await userEvent.click(first);
    await waitFor(() =>
      expect(calls.some((c) => pathOf(c) === `${P}/message/read` && JSON.stringify(bodyOf(c)) === '{"ids":[1]}')).toBe(
        true,
      ),
    );
    await waitFor(() => expect(heard).toHaveBeenCalled());
    await screen.findByRole('link', { name: '站内信，3 条未读' }, LONG);
    window.removeEventListener(MESSAGES_READ_EVENT, heard);
  });

  it('全部已读 marks only the tab’s types and shows the empty state', async () => {
    render(<PortalHeader productCode="CRM" show={['inbox']} />);
    const popup = await openBell();
    await userEvent.click(await within(popup).findByRole('tab', { name: '消息（2）' }, LONG));
    await userEvent.click(within(popup).getByRole('button', { name: '全部已读' }));
    await within(popup).findByText('暂无未读消息', {}, LONG);
    expect(messages.filter((m) => !m.read).map((m) => m.id)).toEqual([1, 3]);
    await screen.findByRole('link', { name: '站内信，2 条未读' }, LONG);
  });

  it('offers a retry when the list fails', async () => {
    listFails = true;
    render(<PortalHeader productCode="CRM" show={['inbox']} />);
    const popup = await openBell();
    await within(popup).findByText('加载失败', {}, LONG);
    listFails = false;
    await userEvent.click(within(popup).getByRole('button', { name: /^重\s?试$/ }));
    await within(popup).findByText('消息1', {}, LONG);
  });
});
