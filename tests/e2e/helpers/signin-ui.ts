/**
 * Browser steps of the sign-in tests (public-*, signin-*, register-*, resetpwd-*): the image
 * captcha answered from the development outbox, the login form filled like a person would,
 * and small waits on single-spa routing. API-only sign-in lives in ./login.ts.
 */
import { expect } from 'vitest';
import type { Page, Response } from 'playwright-core';
import { describeViolations, seriousA11yViolations, settled, url } from './browser';
import { outboxCode, REFRESH_COOKIE_PATH } from './login';

export const isCaptchaResponse = (r: Response): boolean => r.url().includes('/custAccount/verify/code?');

/** The browser id a captcha response was issued for. */
export function browserIdOf(r: Response): string {
  const id = new URL(r.url()).searchParams.get('browserID');
  if (!id) throw new Error(`captcha response without browserID: ${r.url()}`);
  return id;
}

/**
 * Runs `action` (a page load, a click on 换一张, a submit) and answers the captcha image it
 * brings: the answer of the newest captcha of that browser id, from the outbox.
 */
export async function nextCaptcha(
  page: Page,
  action: () => Promise<unknown>,
): Promise<{ answer: string; browserId: string }> {
  const response = page.waitForResponse(isCaptchaResponse, { timeout: 20_000 });
  await action();
  const r = await response;
  const browserId = browserIdOf(r);
  // The image (inline SVG shapes) is on the page once the response is handled.
  await page.waitForSelector('img[data-scf-captcha]');
  return { answer: await outboxCode('captcha', browserId), browserId };
}

/** Opens a page and waits until single-spa mounted it and the network is quiet. */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(url(path));
  await settled(page);
}

/**
 * Moves inside the single-page app (as a link click would) and resolves after single-spa's
 * next routing event: the guard has run and the application for the new path is mounted.
 */
export async function spaNavigate(page: Page, to: string): Promise<void> {
  await page.evaluate(
    (p) =>
      new Promise<void>((resolve) => {
        window.addEventListener('single-spa:routing-event', () => resolve(), { once: true });
        (window as unknown as { singleSpaNavigate: (path: string) => void }).singleSpaNavigate(p);
      }),
    to,
  );
}

/**
 * Waits until no request has been under way for `idleMs`. Playwright's 'networkidle' load state
 * is reached once per document, so after a move inside the app it has to be measured here.
 */
export async function quiet(page: Page, idleMs = 700, timeout = 15_000): Promise<void> {
  let inflight = 0;
  let last = Date.now();
  const started = (): void => {
    inflight++;
    last = Date.now();
  };
  const ended = (): void => {
    inflight = Math.max(0, inflight - 1);
    last = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    const until = Date.now() + timeout;
    while (Date.now() < until) {
      if (inflight === 0 && Date.now() - last >= idleMs) return;
      await new Promise((r) => setTimeout(r, 100));
    }
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

/** Presses 获取验证码 on the SMS login form and waits for the server's answer to the send. */
export async function sendSmsCode(page: Page): Promise<void> {
  const sent = page.waitForResponse((r) => r.url().includes('/sms/sendCode'));
  await page.getByRole('button', { name: '获取验证码' }).click();
  await sent;
}

/**
 * Makes sure the floating customer-service panel is folded (one button). Under 992 px it
 * starts folded; at desktop width it starts open, folds by itself where it covers a control,
 * and is folded here otherwise.
 */
export async function foldServiceWidget(page: Page): Promise<void> {
  const widget = page.locator('scf-service-widget');
  const fold = widget.getByRole('button', { name: '收起客服面板' });
  const unfold = widget.getByRole('button', { name: '打开客服面板' });
  await fold.or(unfold).first().waitFor({ timeout: 20_000 });
  // It folds by itself a frame after it finds a control under it.
  await page.waitForTimeout(300);
  if (await fold.isVisible()) await fold.click();
  await unfold.waitFor();
}

/** The path (with query) the page shows now. */
export const pathOf = (page: Page): string => {
  const u = new URL(page.url());
  return u.pathname + u.search;
};

/** Waits until the URL's path (without query) is `pathname`. */
export async function waitForPath(page: Page, pathname: string | RegExp, timeout = 20_000): Promise<void> {
  await page.waitForURL(
    (u) => (typeof pathname === 'string' ? u.pathname === pathname : pathname.test(u.pathname + u.search)),
    { timeout },
  );
}

/** The antd primary button of a form, whose two-character label antd spaces out (登 录). */
export const spaced = (text: string): RegExp => new RegExp(`^\\s*${[...text].join('\\s*')}\\s*$`);

/** Fills and submits the password tab of /login (already open); resolves when submitted. */
export async function submitPasswordLogin(
  page: Page,
  account: string,
  password: string,
  captcha: string,
): Promise<void> {
  await page.getByLabel('账号', { exact: true }).fill(account);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByLabel('图形验证码', { exact: true }).fill(captcha);
  await page.getByRole('button', { name: spaced('登录') }).click();
}

/** Opens /login (optionally with a query), answers its captcha and logs in with a password. */
export async function loginThroughForm(page: Page, account: string, password: string, query = ''): Promise<void> {
  const { answer } = await nextCaptcha(page, () => page.goto(url(`/login${query}`)));
  await settled(page);
  await submitPasswordLogin(page, account, password, answer);
}

/** No serious or critical axe violation on the page as it is now. */
export async function expectAccessible(page: Page, what: string): Promise<void> {
  const violations = await seriousA11yViolations(page);
  expect(violations, `${what}:\n${describeViolations(violations)}`).toEqual([]);
}

/** The error text antd shows under a form field (by the field's label). */
export async function fieldError(page: Page, label: string): Promise<string> {
  const item = page
    .locator('.ant-form-item')
    .filter({ has: page.getByText(label, { exact: true }) })
    .first();
  const explain = item.locator('.ant-form-item-explain-error');
  await explain.first().waitFor({ timeout: 10_000 });
  return (await explain.allInnerTexts()).join(' ');
}

/** The value of a cookie in the page's context, or null. */
export async function cookie(page: Page, name: string): Promise<string | null> {
  // The refresh token is scoped to the refresh call: ask for the cookies of that URL too.
  const cookies = await page.context().cookies([page.url(), new URL(REFRESH_COOKIE_PATH, page.url()).href]);
  return cookies.find((c) => c.name === name)?.value ?? null;
}
