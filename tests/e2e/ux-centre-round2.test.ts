/**
 * Faults of the centre from issue 33, round 2, at the width where they showed (desktop,
 * 1280 px): the logs' date filters use the portal's zh-CN range picker (33.13); the collapsed
 * message-centre sidebar stays collapsed across a reload and a page change (33.10).
 * Account: 13800000011 (administrator; reads only).
 */
import { describe, expect, it } from 'vitest';
import { settled, url } from './helpers/browser';
import { useSignedInBrowser } from './helpers/login';

describe('centre, round 2 (desktop, 1280 px)', () => {
  const b = useSignedInBrowser('13800000011');

  for (const path of ['/center/crm/log/operation', '/center/crm/log/login']) {
    it(
      `${path}: the date filter is the portal's range picker (YYYY-MM-DD ~ YYYY-MM-DD), ` + `sent as the query`,
      async () => {
        await b.page.goto(url(path));
        await settled(b.page);
        const search = b.page.getByRole('search');
        expect(await search.locator('input[type=date]').count()).toBe(0);
        const start = search.getByPlaceholder('开始日期');
        const end = search.getByPlaceholder('结束日期');
        await start.click();
        await start.fill('2026-01-01');
        await start.press('Enter');
        await end.fill('2026-12-31');
        await end.press('Enter');
        await expect.poll(() => start.inputValue()).toBe('2026-01-01');
        expect(await end.inputValue()).toBe('2026-12-31');
        // The ends are joined by the portal's separator.
        expect(await search.locator('.ant-picker-range-separator').textContent()).toContain('~');
        // (The body is signed and encrypted on the wire: the list state and the export show what was asked.)
        await search.getByRole('button', { name: /查\s*询/ }).click();
        await settled(b.page);
        expect(await start.inputValue()).toBe('2026-01-01');
        expect(await end.inputValue()).toBe('2026-12-31');
        // The export link carries the same query.
        const href = (await b.page.getByRole('link', { name: /导出/ }).first().getAttribute('href')) ?? '';
        expect(href).toContain('startDate=2026-01-01');
        expect(href).toContain('endDate=2026-12-31');
      },
    );
  }

  it('人员管理: 启用 and 停用 tags are told apart by colour and mark (33.14)', async () => {
    await b.page.goto(url('/center/crm/employee/list'));
    await settled(b.page);
    const active = b.page.locator('[data-active="1"]').first();
    await active.waitFor();
    expect(await active.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(35, 120, 4)');
    expect((await active.textContent())?.trim()).toBe('● 启用');
  });

  it('the collapsed message-centre sidebar stays collapsed after a reload and on another page', async () => {
    await b.page.goto(url('/center/crm/message/list'));
    await settled(b.page);
    const sidebar = b.page.getByRole('navigation', { name: '消息中心' });
    await sidebar.getByRole('button', { name: '收起消息中心菜单' }).click();
    await expect.poll(() => sidebar.getAttribute('data-scf-sidebar')).toBe('collapsed');
    await b.page.reload();
    await settled(b.page);
    expect(await sidebar.getAttribute('data-scf-sidebar')).toBe('collapsed');
    await sidebar.getByRole('link', { name: '公告' }).click();
    await b.page.waitForURL(/\/center\/crm\/affiche\/list$/);
    await settled(b.page);
    expect(await sidebar.getAttribute('data-scf-sidebar')).toBe('collapsed');
    await sidebar.getByRole('button', { name: '展开消息中心菜单' }).click();
    await b.page.reload();
    await settled(b.page);
    expect(await sidebar.getAttribute('data-scf-sidebar')).toBe('open');
  });
});
