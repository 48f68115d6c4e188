/**
 * The service widget's chat page and WeChat QR code are the server's settings (issue 33.11,
 * docs/decisions/ux-service-widget-settings.md): 在线客服 opens SERVICE_CHAT_URL with the current
 * route's path, 微信咨询 draws a QR code of SERVICE_WECHAT_URL; without them the panel says
 * 暂未开通 (it opened the portal's FAQ page and encoded it in the QR code). Desktop, 1280 px.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnServer, type RunningServer } from '../../scripts/lib/spawn-server';
import {
  launch,
  seriousA11yViolations,
  describeViolations,
  settled,
  url,
  useServer,
  type Browser,
  useBrowser,
} from './helpers/browser';

const CHAT = 'https://kefu.example.com/chat?channel=portal';
const WECHAT = 'https://work.weixin.qq.com/kfid/kfc0123456789abcdef';

/** The widget's panel, opened (it folds itself where it would cover a control). */
async function openPanel(page: Page): Promise<ReturnType<Page['locator']>> {
  const widget = page.locator('scf-service-widget');
  await widget.locator('aside').waitFor();
  if ((await widget.locator('aside').getAttribute('data-scf-widget')) === 'collapsed') {
    await widget.getByRole('button', { name: '打开客服面板' }).click();
  }
  await widget.getByRole('button', { name: '收起客服面板' }).waitFor();
  return widget;
}

describe('service widget without settings (the shared test server)', () => {
  const b = useBrowser({ width: 1280, height: 800 });

  it('says 暂未开通 for the chat and the QR code, and opens nothing', async () => {
    const opened: string[] = [];
    b.context.on('page', (p) => opened.push(p.url()));
    await b.page.goto(url('/index/about'));
    await settled(b.page);
    const widget = await openPanel(b.page);
    const chat = widget.getByRole('button', { name: /^在线客服\s*暂未开通$/ });
    expect(await chat.getAttribute('aria-disabled')).toBe('true');
    expect(await chat.textContent()).toContain('暂未开通');
    const wechat = widget.getByRole('button', { name: /^微信咨询\s*暂未开通$/ });
    expect(await wechat.textContent()).toContain('暂未开通');
    // (aria-disabled: Playwright would wait for it to be enabled; a reader can click it.)
    await chat.click({ force: true });
    await wechat.focus();
    expect(await widget.getByRole('img', { name: /微信咨询二维码/ }).count()).toBe(0);
    // The FAQ page no longer stands in for the chat.
    expect(await widget.getByRole('button', { name: /^在线客服$/ }).count()).toBe(0);
    expect(opened).toEqual([]);
    const violations = await seriousA11yViolations(b.page);
    expect(violations, describeViolations(violations)).toEqual([]);
  });
});

describe('service widget with SERVICE_CHAT_URL and SERVICE_WECHAT_URL', () => {
  let server: RunningServer;
  let b: Browser;
  beforeAll(async () => {
    server = await spawnServer({ SERVICE_CHAT_URL: CHAT, SERVICE_WECHAT_URL: WECHAT });
    useServer(server.url);
    b = await launch({ width: 1280, height: 800 });
    await b.context.route('https://kefu.example.com/**', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html; charset=utf-8',
        body: '<!doctype html><title>在线客服</title>',
      }),
    );
  }, 240_000);
  afterAll(async () => {
    await b?.close();
    useServer(null);
    await server?.stop();
  });

  it('在线客服 opens the configured chat page with the current route; 微信咨询 draws the configured QR code', async () => {
    await b.page.goto(url('/index/about'));
    await settled(b.page);
    const widget = await openPanel(b.page);
    expect(await widget.getAttribute('chat-url')).toBe(CHAT);
    expect(await widget.getAttribute('wechat-url')).toBe(WECHAT);
    expect(await widget.getByText('暂未开通').count()).toBe(0);
    const [chat] = await Promise.all([
      b.context.waitForEvent('page'),
      widget.getByRole('button', { name: '在线客服', exact: true }).click(),
    ]);
    await chat.waitForLoadState('domcontentloaded');
    expect(chat.url()).toBe(`${CHAT}&path=%2Findex%2Fabout`);
    await chat.close();

    await widget.getByRole('button', { name: '微信咨询（显示二维码）' }).focus();
    const qr = b.page.getByRole('img', { name: '微信咨询二维码' });
    // The QR code's drawing code loads when it is first shown: its one picture arrives then.
    await qr.locator('svg').first().waitFor();
    expect(await qr.locator('svg').count()).toBe(1);
  });
});
