/**
 * Excel and table tools of the centre in a real browser, as an administrator of 江南商贸 made
 * for this test (so no demo account changes): the employee list exported and read back with
 * ExcelJS; an import with one bad row refused with a per-row report and nothing added; a good
 * import whose rows then show; column settings that survive a reload; batch 停用 and 启用;
 * the tools on a phone; no serious or critical axe violation on the list and the import modal.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { describeViolations, launch, seriousA11yViolations, settled, url, type Browser } from './helpers/browser';
import { api, apiLogin, loginInBrowser } from './helpers/login';
import { createOwnAccount, freshMobile, type OwnAccount } from './helpers/own-account';
import { PORTAL_API as P } from '../kit/api';
import { hanDigits } from './helpers/names';

const LIST = '/center/crm/employee/list';
/** antd puts a space between two Chinese characters of a button ("确 定"). */
const btn = (text: string): RegExp => new RegExp(`^\\s*${[...text].join('\\s*')}\\s*$`);
const SHOTS = process.env.SCREENSHOT_DIR ?? '/tmp';

async function openList(page: Page): Promise<void> {
  await page.goto(url(LIST));
  await settled(page);
  await page.waitForFunction(
    () => document.querySelector('#scf-main h1')?.textContent?.trim() === '人员管理',
    undefined,
    { timeout: 20_000 },
  );
  await page.locator('[data-scf-table-tools]').first().waitFor();
}

async function expectAxeClean(page: Page, what: string, context?: string): Promise<void> {
  const v = await seriousA11yViolations(page, context);
  expect(v, `${what}:\n${describeViolations(v)}`).toEqual([]);
}

async function workbook(rows: string[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('员工导入');
  ws.addRow(['姓名', '手机号', '邮箱', '角色']);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

async function search(page: Page, keyword: string): Promise<void> {
  const box = page.getByRole('search', { name: '搜索员工' });
  await box.getByLabel('关键字').fill(keyword);
  await box.getByRole('button', { name: btn('查询') }).click();
  await page.waitForLoadState('networkidle');
}

async function importFile(page: Page, data: Buffer): Promise<void> {
  await page
    .locator('#scf-main')
    .getByRole('button', { name: btn('导入') })
    .click();
  const modal = page.locator('.ant-modal').filter({ hasText: '导入员工' });
  await modal.waitFor();
  await modal.locator('input[type=file]').setInputFiles({
    name: '员工导入.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: data,
  });
  await modal.getByText('员工导入.xlsx').waitFor();
  await modal.getByRole('button', { name: btn('导入') }).click();
}

describe('excel import/export and table tools: an administrator of 江南商贸 of its own', () => {
  let own: OwnAccount;
  let desk: Browser;
  let adminToken: string;
  const suffix = hanDigits(String(Date.now()).slice(-5));
  const names = [`导入甲${suffix}`, `导入乙${suffix}`];

  const membersNamed = async (keyword: string) =>
    (await api<{ total: number }>(`${P}/cust/employee/list`, { token: adminToken, body: { keyword } })).total;

  beforeAll(async () => {
    own = await createOwnAccount(`表格管理员${suffix}`);
    const boss = await apiLogin('13800000011');
    await api(`${P}/cust/employee/roles`, {
      token: boss.accessToken,
      body: { employeeCode: own.employeeCode, roles: [{ prodCode: 'CRM', employeeRole: 'E101' }] },
    });
    desk = await launch({ width: 1280, height: 800 });
    adminToken = (await loginInBrowser(desk.context, own.mobile, { password: own.password })).accessToken;
  }, 120_000);
  afterAll(async () => {
    await desk?.close();
  });

  it('exports the employee list; the file holds the rows the list shows', async () => {
    await openList(desk.page);
    await search(desk.page, `表格管理员${suffix}`);
    await desk.page
      .locator('.ant-table-tbody tr.ant-table-row')
      .filter({ hasText: `表格管理员${suffix}` })
      .waitFor();
    const [download] = await Promise.all([
      desk.page.waitForEvent('download'),
      desk.page.getByRole('link', { name: '导出Excel' }).click(),
    ]);
    // Read as a stream: the browser may be the run's shared one, connected remotely, whose
    // downloads have no local path.
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
    const rows: string[][] = [];
    wb.worksheets[0]?.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? ''))));
    expect(rows[0]).toEqual(['姓名', '手机号', '邮箱', '角色', '状态', '创建时间']);
    expect(rows.slice(1).map((r) => r[0])).toEqual([`表格管理员${suffix}`]);
    expect(rows[1]?.[1]).toBe(`${own.mobile.slice(0, 3)}******${own.mobile.slice(-4)}`);
    await search(desk.page, '');
    await desk.page.screenshot({ path: `${SHOTS}/tbl-employee-list-1280.png` });
    await expectAxeClean(desk.page, 'employee list');
  });

  it('a file with one bad row: the report lists it, nothing is added', async () => {
    await openList(desk.page);
    const good = freshMobile();
    await importFile(
      desk.page,
      await workbook([
        [`坏文件${suffix}`, good, '', '客户关系/操作员'],
        [`坏行${suffix}`, '12345', '', '客户关系/操作员'],
      ]),
    );
    const modal = desk.page.locator('.ant-modal').filter({ hasText: '导入员工' });
    const report = modal.locator('[data-scf-import-refused]');
    await report.waitFor();
    await expect.poll(() => modal.getByRole('alert').textContent()).toMatch(/未导入任何员工/);
    const row = report.locator('tbody tr.ant-table-row');
    expect(await row.count()).toBe(1);
    expect(await row.first().textContent()).toMatch(/^3.*坏行.*手机号/);
    await desk.page.screenshot({ path: `${SHOTS}/tbl-import-report-1280.png` });
    await expectAxeClean(desk.page, 'import modal with report');
    await modal.getByRole('button', { name: btn('取消') }).click();
    expect(await membersNamed(`坏文件${suffix}`)).toBe(0);
  });

  it('a good file: the rows are added and show in the list', async () => {
    await openList(desk.page);
    // Two distinct fresh mobiles (two calls within one millisecond could give the same one).
    const first = freshMobile();
    const mobiles = [first, `${first.slice(0, 10)}${(Number(first[10]) + 1) % 10}`];
    await importFile(desk.page, await workbook(names.map((n, i) => [n, mobiles[i] ?? '', '', '客户关系/操作员'])));
    const modal = desk.page.locator('.ant-modal').filter({ hasText: '导入员工' });
    // Closed, or what its alert says (a failure shows in the message). The alert is read without
    // waiting for one: textContent() would wait its whole timeout (30 s) for an alert that is not
    // there while the import is still running.
    await expect
      .poll(
        async () =>
          (await modal.count()) === 0 || !(await modal.isVisible())
            ? 'closed'
            : (await modal.getByRole('alert').allTextContents()).join(' ') || 'open',
        { timeout: 30_000 },
      )
      .toBe('closed');
    await search(desk.page, `导入`);
    for (const n of names)
      await desk.page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: n }).waitFor();
    expect(await membersNamed(suffix)).toBeGreaterThanOrEqual(2);
  });

  it('column settings survive a reload; 重置 brings the columns back', async () => {
    await openList(desk.page);
    const headers = () => desk.page.locator('.ant-table-thead th').allTextContents();
    expect((await headers()).join('|')).toContain('邮箱');
    await desk.page.getByRole('button', { name: '列设置' }).click();
    const panel = desk.page.locator('[data-scf-column-settings]');
    await panel.waitFor();
    await expectAxeClean(desk.page, 'column settings', '[data-scf-column-settings]');
    await panel.getByRole('checkbox', { name: '邮箱' }).uncheck();
    await panel.getByRole('button', { name: '上移“创建时间”' }).click();
    await expect.poll(async () => (await headers()).join('|')).not.toContain('邮箱');
    const order = (await headers()).filter((h) => h.trim());
    expect(order.indexOf('创建时间')).toBeLessThan(order.indexOf('状态'));
    await desk.page.keyboard.press('Escape');
    await desk.page.reload();
    await openList(desk.page);
    // The server renders the default columns (it cannot see the browser's storage); the reader's
    // settings are taken right after hydration.
    await expect.poll(async () => (await headers()).join('|')).not.toContain('邮箱');
    // Density through the keyboard: the tool opens with Enter, a radio is chosen with the arrows.
    await desk.page.getByRole('button', { name: '密度' }).focus();
    await desk.page.keyboard.press('Enter');
    await desk.page.getByRole('radio', { name: '紧凑' }).check();
    await desk.page.locator('.ant-table-small').waitFor();
    await desk.page.getByRole('button', { name: '列设置' }).click();
    await desk.page
      .locator('[data-scf-column-settings]')
      .getByRole('button', { name: btn('重置') })
      .click();
    await expect.poll(async () => (await headers()).join('|')).toContain('邮箱');
  });

  it('sorts by name on the server and refreshes the current page', async () => {
    await openList(desk.page);
    const sorted = desk.page.waitForRequest(
      (r) => r.url().endsWith('/cust/employee/list') && (r.postData() ?? '').includes('"orderBy":"userName"'),
    );
    await desk.page.locator('.ant-table-thead th').filter({ hasText: '姓名' }).click();
    await sorted;
    await expect
      .poll(() => desk.page.locator('.ant-table-thead th[aria-sort]').getAttribute('aria-sort'))
      .toBe('ascending');
    const refreshed = desk.page.waitForRequest(
      (r) => r.url().endsWith('/cust/employee/list') && (r.postData() ?? '').includes('"orderBy":"userName"'),
    );
    await desk.page.getByRole('button', { name: '刷新' }).click();
    await refreshed;
  });

  it('batch 停用 then 启用 the selected employees', async () => {
    await openList(desk.page);
    await search(desk.page, suffix);
    const rows = desk.page.locator('.ant-table-tbody tr.ant-table-row');
    for (const n of names)
      await rows
        .filter({ hasText: n })
        .getByRole('checkbox', { name: `选择${n}` })
        .check();
    const batch = desk.page.locator('[data-scf-batch]');
    // The table and its tools only: the filled keyword box's clear icon (antd's, 12 px) is the
    // filter form's own, outside what this test changes.
    await expectAxeClean(desk.page, 'employee list with a selection', '[data-scf-list-table]');
    await batch.getByText('已选 2 项').waitFor();
    // Both are enabled: only 批量停用 is offered.
    expect(await batch.getByRole('button', { name: btn('批量启用') }).count()).toBe(0);
    await batch.getByRole('button', { name: btn('批量停用') }).click();
    await desk.page
      .locator('.ant-modal-confirm')
      .last()
      .getByRole('button', { name: btn('确定') })
      .click();
    for (const n of names) await rows.filter({ hasText: n }).locator('[data-active="0"]').waitFor();
    for (const n of names)
      await rows
        .filter({ hasText: n })
        .getByRole('checkbox', { name: `选择${n}` })
        .check();
    // Both are disabled now: only 批量启用 is offered.
    await batch.getByRole('button', { name: btn('批量启用') }).waitFor();
    expect(await batch.getByRole('button', { name: btn('批量停用') }).count()).toBe(0);
    await batch.getByRole('button', { name: btn('批量启用') }).click();
    await desk.page
      .locator('.ant-modal-confirm')
      .last()
      .getByRole('button', { name: btn('确定') })
      .click();
    for (const n of names) await rows.filter({ hasText: n }).locator('[data-active="1"]').waitFor();
  });

  it('on a phone the cards keep 刷新 and 列设置; the import modal fits', async () => {
    const phone = await launch({ touch: true, width: 390, height: 844 });
    try {
      await loginInBrowser(phone.context, own.mobile, { password: own.password });
      await openList(phone.page);
      await phone.page.locator('[data-scf-card]').first().waitFor();
      const tools = phone.page.getByRole('toolbar', { name: '表格工具' });
      expect(await tools.getByRole('button', { name: '刷新' }).count()).toBe(1);
      expect(await tools.getByRole('button', { name: '列设置' }).count()).toBe(1);
      expect(await tools.getByRole('button', { name: '密度' }).count()).toBe(0);
      expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await phone.page.screenshot({ path: `${SHOTS}/tbl-employee-list-390.png` });
      await expectAxeClean(phone.page, 'employee list on a phone');
      await phone.page
        .locator('#scf-main')
        .getByRole('button', { name: btn('导入') })
        .click();
      await phone.page.locator('.ant-modal').filter({ hasText: '导入员工' }).waitFor();
      await phone.page.screenshot({ path: `${SHOTS}/tbl-import-390.png` });
      await expectAxeClean(phone.page, 'import modal on a phone');
    } finally {
      await phone.close();
    }
  });
});
