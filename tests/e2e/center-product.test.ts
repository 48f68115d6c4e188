/**
 * The product centre as the administrator of 华信 (13800000001): permit states with the shared
 * colours, the permit history, the ?code= link, applying for a product, and finally a company
 * switch from the header that changes what the centre shows, and back through 切换账户.
 * Entering products (their parcels): center-product-parcel.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeViolations, launch, seriousA11yViolations, settled, type Browser } from './helpers/browser';
import { loginInBrowser } from './helpers/login';
import { btn, openProductCentre as openCentre, productCard as card, spaGo as spaNavigate } from './helpers/centre';

describe('product centre: administrator of 华信 (13800000001)', () => {
  let b: Browser;

  beforeAll(async () => {
    b = await launch();
    await loginInBrowser(b.context, '13800000001', { company: '华信' });
  });
  afterAll(async () => {
    await b.close();
  });

  it('shows every product with its permit state in the shared status colours', async () => {
    await openCentre(b.page);
    const state = async (code: string) =>
      card(b.page, code)
        .locator('[data-status]')
        .evaluate((el) => ({
          status: el.getAttribute('data-status'),
          text: el.textContent,
          colour: getComputedStyle(el).color,
        }));
    expect(await state('CREDIT')).toEqual({ status: '55', text: '已开通', colour: 'rgb(35, 120, 4)' });
    expect(await state('SIGN')).toEqual({ status: '20', text: '审核中', colour: 'rgb(135, 77, 0)' });
    expect(await state('DEPOSIT')).toEqual({ status: '15', text: '已驳回', colour: 'rgb(207, 19, 34)' });
    expect(await state('ZNX')).toEqual({ status: '10', text: '未开通', colour: 'rgb(9, 88, 217)' });
    expect(await card(b.page, 'CREDIT').getByRole('button', { name: '进入产品' }).count()).toBe(1);
    expect(await card(b.page, 'SIGN').getByRole('button', { name: '进入产品' }).count()).toBe(0);

    await b.page.getByText('审核中', { exact: true }).and(b.page.locator('.ant-segmented-item-label')).click();
    await b.page.waitForFunction(() => document.querySelectorAll('[data-product]').length === 2);
    expect(await card(b.page, 'SIGN').count()).toBe(1);
    expect(await card(b.page, 'INVOICE').count()).toBe(1);
  });

  it('shows a product permit history (rejection reason included)', async () => {
    // The filter chosen above is kept (list-page state) after a reload.
    await b.page.reload();
    await settled(b.page);
    await b.page.waitForFunction(() => document.querySelectorAll('[data-product]').length === 2);
    await openCentre(b.page);
    await card(b.page, 'DEPOSIT').getByRole('button', { name: '开通记录' }).click();
    const dialog = b.page.getByRole('dialog', { name: /保证金管理 · 开通记录/ });
    await dialog.getByText('资料不完整，请补充后重新申请').waitFor();
    await dialog.getByText('提交开通申请').waitFor();
    const v = await seriousA11yViolations(b.page);
    expect(v, describeViolations(v)).toEqual([]);
    await b.page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  });

  it('highlights the product named in ?code= and says so when the code is unknown', async () => {
    await openCentre(b.page, '?code=credit');
    const style = await card(b.page, 'CREDIT').getAttribute('style');
    expect(style).toContain('box-shadow');
    await openCentre(b.page, '?code=%3Cimg%20src%3Dx%3E');
    await b.page.getByText('未找到链接中的产品，已为您显示全部产品').waitFor();
    expect(await b.page.locator('[data-product]').count()).toBe(9);
  });

  it('applies for a product that is not opened: it is under review afterwards, also after a reload', async () => {
    await openCentre(b.page);
    await card(b.page, 'ZNX').getByRole('button', { name: '申请开通' }).click();
    const confirm = b.page.locator('.ant-modal-confirm').last();
    await confirm.getByText('确定申请开通“保理融资”吗？').waitFor();
    await confirm.getByRole('button', { name: btn('确定') }).click();
    await card(b.page, 'ZNX').locator('[data-status="20"]').waitFor();
    await openCentre(b.page);
    await card(b.page, 'ZNX').locator('[data-status="20"]').waitFor();
    expect(await card(b.page, 'ZNX').getByRole('button', { name: '申请开通' }).count()).toBe(0);
  });

  it('switches company from the header: the page reloads as 华南 and shows its products', async () => {
    await openCentre(b.page);
    expect(await card(b.page, 'ENDORSE').locator('[data-status]').getAttribute('data-status')).toBe('10');
    await b.page.getByRole('button', { name: /当前企业：华信核心制造集团有限公司/ }).click();
    await b.page.getByRole('menuitemradio', { name: '华南精密零部件供应有限公司' }).click();
    // The switch reloads the page as the other company: asked first.
    const question = b.page.getByRole('dialog').filter({ hasText: '确定切换到“华南精密零部件供应有限公司”吗？' });
    const reload = b.page.waitForEvent('load');
    await question.getByRole('button', { name: /^确\s*定$/ }).click();
    await reload;
    await settled(b.page);
    await b.page.waitForURL(/\/center\/product\/product$/);
    await b.page.getByRole('button', { name: /当前企业：华南精密零部件供应有限公司/ }).waitFor();
    await b.page.locator('[data-product]').nth(8).waitFor();
    expect(await card(b.page, 'ENDORSE').locator('[data-status]').getAttribute('data-status')).toBe('55');
    // An operator there: applying is not allowed.
    expect(await card(b.page, 'SIGN').getByRole('button', { name: '申请开通' }).isDisabled()).toBe(true);
    // Customer relations follows the new company too.
    await spaNavigate(b.page, '/center/crm/company');
    await b.page.getByTestId('company-info').getByText('华南精密零部件供应有限公司', { exact: true }).waitFor();
  });

  it('switches back on the 切换账户 page of customer relations', async () => {
    await spaNavigate(b.page, '/center/crm/account/list');
    const row = b.page.locator('tr.ant-table-row', { hasText: '华信核心制造集团有限公司' });
    await row.getByRole('link', { name: '切换到华信核心制造集团有限公司' }).click();
    await b.page.waitForURL(/\/center\/crm\/changeAcc\?employeeCode=/);
    const radio = b.page.getByRole('radio', { name: /华信核心制造集团有限公司/ });
    await b.page.waitForFunction(
      () => (document.querySelector('input[type="radio"]:checked') as HTMLInputElement | null) !== null,
    );
    expect(await radio.isChecked()).toBe(true);
    await b.page.getByRole('button', { name: '切换账户' }).click();
    await b.page
      .locator('.ant-modal-confirm')
      .last()
      .getByRole('button', { name: btn('确定') })
      .click();
    // The switch stores new tokens and loads the product centre again (a full page load).
    await b.page.waitForURL(/\/center\/product\/product$/);
    await settled(b.page);
    await b.page.getByRole('button', { name: /当前企业：华信核心制造集团有限公司/ }).waitFor();
    await b.page.locator('[data-product="ENDORSE"] [data-status="10"]').waitFor();
  });
});
