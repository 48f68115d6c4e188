/**
 * Labels a reader can trust: a product or role without a label shows a Chinese placeholder,
 * never its code (behind the expiry dialog the product names are gone with the session);
 * the employee form marks with the red asterisk what must be filled, and nothing else (33.14).
 * Accounts: 13800000009 (reads only; no other test changes this account).
 */
import { describe, expect, it } from 'vitest';
import { settled, url } from './helpers/browser';
import { loginInBrowser, useSignedInBrowser } from './helpers/login';

describe('labels', () => {
  const b = useSignedInBrowser('13800000009');

  it('员工角色 behind the session-expiry dialog shows product names or a placeholder, never codes', async () => {
    await b.page.goto(url('/center/crm/user'));
    await settled(b.page);
    const roles = b.page.locator('.ant-descriptions-item', { hasText: '员工角色' });
    await roles.getByText('客户关系', { exact: false }).first().waitFor();
    // The session runs out: 45 minutes without activity.
    await b.context.addCookies([
      { name: 'lastTime', value: String(Date.now() - 45 * 60_000), url: url('/'), sameSite: 'Lax' },
    ]);
    await b.page.getByRole('dialog').filter({ hasText: '重新登录' }).waitFor({ timeout: 30_000 });
    const text = (await roles.textContent()) ?? '';
    expect(text).not.toMatch(/\b[A-Z]{2,}[：:]/);
    expect(text).not.toMatch(/\b[EC]\d{3}\b/);
  });

  it('新增员工 marks the required role, not the e-mail; 编辑员工 marks the read-only mobile as required', async () => {
    await b.context.clearCookies();
    await loginInBrowser(b.context, '13800000009');
    await b.page.goto(url('/center/crm/employee/list'));
    await settled(b.page);
    await b.page.getByRole('button', { name: '新增员工' }).click();
    const add = b.page.getByRole('dialog', { name: '新增员工' });
    await add.getByText('角色分配').first().waitFor();
    const required = (box: typeof add, label: string) =>
      box.locator('.ant-form-item-label', { hasText: label }).locator('label.ant-form-item-required').count();
    expect(await required(add, '角色分配')).toBe(1);
    expect(await required(add, '邮箱')).toBe(0);
    await add.getByRole('button', { name: /取\s*消/ }).click();
    await add.waitFor({ state: 'hidden' });

    await b.page.getByRole('button', { name: /^编辑/ }).first().click();
    const edit = b.page.getByRole('dialog', { name: /编辑员工/ });
    await edit.locator('.ant-form-item-label', { hasText: '手机号' }).waitFor();
    expect(await required(edit, '手机号')).toBe(1);
  });
});
