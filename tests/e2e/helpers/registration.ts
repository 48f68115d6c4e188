/**
 * What the registration tests share: picking an antd Select option, the company step filled
 * in, and a registration begun through the API (its first step is the browser test
 * register-company.test.ts).
 */
import type { Page } from 'playwright-core';
import { withIdCheck } from '../../../server/core/rules';
import { api, encryptForServer, newBrowserId, outboxCode, solveCaptcha } from './login';
import { PORTAL_API as P } from '../../kit/api';

/** A valid 1×1 PNG: the licence image the company step uploads. */
const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** An ID-card number with a valid check digit, for the administrator step. */
export const ADMIN_ID_NUMBER = withIdCheck('11010519800101123');

/** Picks an option of an antd Select by its label text, in that select's own dropdown. */
async function choose(page: Page, label: string, option: string | RegExp, search?: string): Promise<void> {
  const combobox = page.getByLabel(label, { exact: true });
  const id = await combobox.getAttribute('id');
  await combobox.click();
  if (search) await combobox.fill(search);
  const popup = page.locator('.ant-select-dropdown').filter({ has: page.locator(`[id="${id}_list"]`) });
  const item = popup.locator('.ant-select-item-option', { hasText: option }).first();
  await item.waitFor({ state: 'visible' });
  await item.click();
  await popup.waitFor({ state: 'hidden' });
}

/**
 * Picks a city or county in the company step's cascader by typing part of its name and clicking
 * the matching path (e.g. "西湖" → 杭州市 / 西湖区).
 */
async function chooseArea(page: Page, search: string, result: string | RegExp): Promise<void> {
  const input = page.getByLabel('所在城市/区县', { exact: true });
  await input.click();
  await input.fill(search);
  const item = page.locator('.ant-cascader-dropdown .ant-cascader-menu-item', { hasText: result }).first();
  await item.waitFor({ state: 'visible' });
  await item.click();
  await page.locator('.ant-cascader-dropdown').waitFor({ state: 'hidden' });
}

/**
 * The company step's code, role (left out where an invitation fixes it), place and address; the
 * company name and the licence are the test's own (see uploadLicence).
 */
export async function fillCompanyStep(
  page: Page,
  company: { creditCode: string; address: string; role?: string },
): Promise<void> {
  await page.getByLabel('统一社会信用代码', { exact: true }).fill(company.creditCode);
  if (company.role) await choose(page, '企业角色', company.role);
  await choose(page, '所在省份', '浙江省', '浙江');
  await chooseArea(page, '西湖', '西湖区');
  await page.getByLabel('详细地址', { exact: true }).fill(company.address);
}

/** Uploads the licence image on the company step and waits until it is stored. */
export async function uploadLicence(page: Page): Promise<void> {
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: PNG_1PX });
  await page.getByText('licence.png', { exact: false }).filter({ hasText: '已上传' }).waitFor();
}

/** The account step through the API: captcha, SMS code and password; the registration's ticket. */
export async function beginRegistration(
  mobile: string,
  password: string,
  inviteCode?: string,
): Promise<{ regTicket: string; browserID: string }> {
  const browserID = newBrowserId();
  const captcha = await solveCaptcha(browserID);
  await api(`${P}/sms/sendCode`, { body: { mobile, purpose: 'register', captcha, browserID } });
  const smsCode = await outboxCode('sms', mobile);
  const enc = await encryptForServer(password);
  const { regTicket } = await api<{ regTicket: string }>(`${P}/reg/account`, {
    body: { mobile, smsCode, password: enc.value, kid: enc.kid, browserID, ...(inviteCode ? { inviteCode } : {}) },
  });
  return { regTicket, browserID };
}
