/**
 * Steps the product flows share: a list's row, an antd select's options, a search for one
 * record, and the confirm dialog a decision button opens (with or without a reason).
 */
import type { Locator, Page } from 'playwright-core';
import { btn } from './centre';

/** A list's row showing `text`: a table row at desk width, a card on a phone. */
export const listRow = (page: Page, text: string): Locator =>
  page.locator('tr.ant-table-row, [data-scf-card]').filter({ hasText: text });

/** The options of the antd select dropdown that is open. */
export const openOptions = (page: Page): Locator =>
  page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option');

/** Chooses an option of the antd select labelled `label` whose text contains `text`. */
export async function chooseOption(page: Page, label: string, text: string): Promise<void> {
  await page.getByLabel(label, { exact: true }).click();
  await openOptions(page).filter({ hasText: text }).first().click();
}

/**
 * Searches a list for one record by the filter `label` and waits until the summary says
 * `summary` (e.g. 共 1 张) and the record's row is shown.
 */
export async function searchOne(page: Page, label: string, value: string, summary: string): Promise<void> {
  await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByRole('button', { name: btn('查询') }).click();
  await page.locator('[data-scf-summary]', { hasText: summary }).waitFor();
  await listRow(page, value).first().waitFor();
}

/** The button `name` in the footer of `dialog`. */
const footerButton = (dialog: Locator, name: string): Locator =>
  dialog.locator('.ant-modal-footer').getByRole('button', { name: btn(name) });

/** Answers the open dialog with `ok` (filling the reason when given) and waits until it closes. */
export async function answerDialog(page: Page, ok: string, reason = ''): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  if (reason) await dialog.getByRole('textbox').fill(reason);
  await footerButton(dialog, ok).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** Clicks the button `name` in `scope` (its first) and answers its dialog with `ok`. */
export async function decide(page: Page, scope: Locator, name: string, ok = name, reason = ''): Promise<void> {
  await scope
    .getByRole('button', { name: btn(name) })
    .first()
    .click();
  await answerDialog(page, ok, reason);
}

/**
 * Answers the open dialog with `ok` and no reason, which it refuses with `prompt`, then with
 * `reason`, and waits until it closes.
 */
export async function answerNeedingReason(
  page: Page,
  ok: string,
  reason: string,
  prompt: string | RegExp = '请填写原因',
) {
  const dialog = page.getByRole('dialog');
  await footerButton(dialog, ok).click();
  await dialog.getByText(prompt).first().waitFor();
  await answerDialog(page, ok, reason);
}

/** Fills the bank reference of the open 确认兑付 dialog and confirms it. */
export async function confirmPayment(dialog: Locator, bankRef: string): Promise<void> {
  await dialog.getByLabel('付款银行流水号').fill(bankRef);
  await footerButton(dialog, '确认兑付').click();
}

/**
 * Pays through the open 确认兑付 dialog of a clearing page with `bankRef` and waits until the
 * page says 已兑付 and shows a record of that reference; returns the page's records.
 */
export async function payOnClearingPage(page: Page, bankRef: string): Promise<Locator> {
  await confirmPayment(page.getByRole('dialog'), bankRef);
  await page.waitForFunction(() => document.querySelector('[data-testid="clearing-state"]')?.textContent === '已兑付');
  const records = page.locator('[aria-label="清分明细"] tr.ant-table-row');
  await records.filter({ hasText: bankRef }).first().waitFor();
  return records;
}
