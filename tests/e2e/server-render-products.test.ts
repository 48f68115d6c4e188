/**
 * SETTLE, ZNX, CREDIT and ENDORSE ship a server entry too (issue 36.2, as BILL:
 * server-render-signed-in.test.ts): a signed-in reader's reload of `/center/product/<CODE>`
 * arrives with the product's own first page inside the centre, in a real browser against the
 * real server:
 *  - the HTML of the first response holds that reader's list: SETTLE's tabs, the summary and the
 *    rows of 待收款 (a holder) or 待兑付 with the totals of each due day (the issuer), ZNX's tabs
 *    and the applications of the list (the applicant; a funder's step tabs with their counts),
 *    CREDIT's credit lines (the applicant's with the summary of those in force; a funder's
 *    reviewer's with the counts of each step's tab), ENDORSE's 待我处理;
 *  - a reader of another company gets their own list, without those rows;
 *  - with JavaScript on, the centre and then the product hydrate that markup (both marks): no
 *    console error (no `[scf] server markup not hydrated`), no outline, nothing shifts, the rows
 *    stay, and a tab asks the server for its rows.
 * A server of this file's own: the settlement walk (product-settle-flow.test.ts) pays the due
 * vouchers on the shared one, after which no one has rows in 待收款 or 待兑付.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { spawnServer, type RunningServer } from '../../scripts/lib/spawn-server';
import { padDocNumber } from '../../shared/format/doc-number';
import { launch, layoutShift, settled, url, useServer, watchLayoutShift } from './helpers/browser';
import { api, apiLogin, setSessionCookies, signedInNoScriptContext, type Tokens } from './helpers/login';
import { hydratedApps, serverMarkupText } from './helpers/server-rendered';
import { DEMO, DEMO_COMPANY } from '../kit/people';
import { PORTAL_API as P } from '../kit/api';

const PEOPLE = {
  /** 王芳, administrator of 华南: SETTLE's holder tabs (待收款 first), ZNX's applicant (E101). */
  holder: DEMO.supplierAdmin,
  /** 孙丽, 华信's 财务付款 (SETTLE E108): the issuer's 待兑付 with the totals of each due day. */
  issuer: '13800000007',
  /** 何军, administrator of 东莞华科 (SETTLE E101): a holder of none of 华南's parts. */
  otherHolder: '13800000014',
  /** 吴敏, administrator of 恒丰 (ZNX funder): the funder's step tabs with their counts. */
  funder: DEMO.funderAdmin,
  /** 陈静, administrator of 金桥 (ZNX funder; CREDIT E101, E110): funds none of 华南's applications or 恒丰's lines. */
  otherFunder: DEMO.investorAdmin,
  /** 李娜, operator of 华信 (CREDIT E102): the core enterprise's credit lines, 申请授信. */
  creditApplicant: DEMO.operator,
  /** 邓峰, 恒丰's 风控初审 (CREDIT E110): 授信审批 with the counts of 待风控初审 / 待风控复审. */
  creditReviewer: '13800000353',
} as const;

/** The page's HTML as the server sends it to a reader holding `token`, once it arrives rendered. */
async function renderedFor(path: string, token: string): Promise<string> {
  // The first render of a page loads its code into the server: until then, and on a loaded
  // machine, a render may miss the server's budget, and the page is served for the browser to
  // render (as helpers/server-rendered.ts waits for public pages).
  let html = '';
  for (let attempt = 0; attempt < 60; attempt++) {
    const res = await fetch(url(path), { headers: { cookie: `access_token=${token}` } });
    html = await res.text();
    if (html.includes('data-scf-product-ssr=')) return html;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const centre = html.includes('data-scf-ssr=') ? 'the centre rendered without it' : 'nothing rendered';
  throw new Error(`${path} never arrived with the product's markup (${centre})`);
}

/**
 * Opens `path` in `page` until the response holds the product's markup (a render that misses the
 * server's budget on a loaded machine is served for the browser to render).
 */
async function gotoRendered(page: Page, path: string): Promise<void> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const res = await page.goto(url(path));
    if ((await res?.text())?.includes('data-scf-product-ssr=')) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${path} never opened with the product's markup`);
}

/**
 * The product's first page as the server renders it for a reader holding `token`: the page's HTML
 * and the text of the product's own markup in it (no style, no script, no data block).
 */
async function renderedProduct(prodCode: string, token: string): Promise<{ html: string; text: string }> {
  const html = await renderedFor(`/center/product/${prodCode}`, token);
  return { html, text: serverMarkupText(html, `data-scf-product="${prodCode}"`) };
}

interface Pending {
  summary: { count: number };
  pending: { voucherNo: string; amount: string }[];
}
interface Due {
  days: { dueDate: string; count: number }[];
  list: { voucherNo: string }[];
}
interface Applications {
  total: number;
  list: { appNo: string }[];
}
interface CreditLines {
  total: number;
  list: { lineNo: string }[];
  waiting: { firstReview: number; secondReview: number };
}
interface Transfers {
  total: number;
  summary: { count: number };
  list: { appNo: string; voucherNo: string }[];
}

/** The first page of the reader's credit lines as the list asks for it (all of them, no filter). */
const creditLinesOf = (token: string, side: 'applicant' | 'funder'): Promise<CreditLines> =>
  api<CreditLines>(`${P}/credit/list`, { token, body: { side, pageNum: 1, pageSize: 10 } });

let server: RunningServer | null = null;
const tokens = {} as Record<keyof typeof PEOPLE, Tokens>;
beforeAll(async () => {
  server = await spawnServer();
  useServer(server.url);
  for (const [who, mobile] of Object.entries(PEOPLE)) tokens[who as keyof typeof PEOPLE] = await apiLogin(mobile);
});
afterAll(async () => {
  useServer(null);
  await server?.stop();
});

describe('SETTLE paints its first page with the centre', () => {
  it("arrives with the holder's 待收款 rows, and another company's holder does not get them", async () => {
    // What the list asks for (the first page of 待收款), with the holder's own token.
    const mine = await api<Pending>(`${P}/settle/receivables`, {
      token: tokens.holder.accessToken,
      body: { tab: 'pending', pageNum: 1, pageSize: 10 },
    });
    expect(mine.pending.length).toBeGreaterThan(0);
    const { html, text } = await renderedProduct('SETTLE', tokens.holder.accessToken);
    expect(html).not.toContain('data-scf-product-skeleton');
    expect(text).toContain('兑付结算');
    expect(text).toContain('待收款');
    expect(text).not.toContain('待兑付 已付款'); // a holder has no issuer's tabs
    expect(text).toMatch(new RegExp(`共 ${mine.summary.count} 笔 ?待收款`));
    for (const row of mine.pending) expect(text).toContain(padDocNumber(row.voucherNo));

    const other = (await renderedProduct('SETTLE', tokens.otherHolder.accessToken)).text;
    expect(other).toContain('兑付结算');
    for (const row of mine.pending) expect(other).not.toContain(padDocNumber(row.voucherNo));
  });

  it("arrives with the issuer's 待兑付: the totals of each due day and the vouchers", async () => {
    const due = await api<Due>(`${P}/settle/due`, {
      token: tokens.issuer.accessToken,
      body: { pageNum: 1, pageSize: 10 },
    });
    expect(due.list.length).toBeGreaterThan(0);
    const { html, text } = await renderedProduct('SETTLE', tokens.issuer.accessToken);
    expect(text).toContain('待兑付 已付款 待收款 已收款');
    for (const day of due.days) {
      expect(html).toContain(`data-due-day="${day.dueDate}"`);
      expect(text).toContain(`${day.dueDate}：${day.count} 张`);
    }
    for (const row of due.list) expect(text).toContain(padDocNumber(row.voucherNo));
  });

  it('with JavaScript off, the holder reads the rows of 待收款 before any script runs', async () => {
    const context = await signedInNoScriptContext(tokens.holder);
    try {
      const page = await context.newPage();
      await gotoRendered(page, '/center/product/SETTLE');
      const product = page.locator('[data-scf-product="SETTLE"]');
      await expect(product.getByRole('heading', { name: '兑付结算' }).count()).resolves.toBe(1);
      await expect(product.locator('tr.ant-table-row').count()).resolves.toBeGreaterThan(0);
      expect(await product.locator('tr.ant-table-row').first().innerText()).toMatch(/\d{12}/);
    } finally {
      await context.close();
    }
  });
});

describe('ZNX paints its first page with the centre', () => {
  it("arrives with the applicant's applications, and another company's funder does not get them", async () => {
    const { html, text } = await renderedProduct('ZNX', tokens.holder.accessToken);
    expect(html).not.toContain('data-scf-product-skeleton');
    expect(text).toContain('保理融资');
    expect(text).toContain('我的融资申请');
    // The rows of the first tab (王芳 reviews her company's applications: 待我复核).
    const mine = await api<Applications>(`${P}/znx/list`, {
      token: tokens.holder.accessToken,
      body: { status: [10], pageNum: 1, pageSize: 10 },
    });
    expect(mine.list.length).toBeGreaterThan(0);
    for (const row of mine.list) expect(text).toContain(row.appNo);
    expect(text).toContain(`共 ${mine.total} 笔`);

    const other = (await renderedProduct('ZNX', tokens.otherFunder.accessToken)).text;
    expect(other).toContain('保理融资');
    for (const row of mine.list) expect(other).not.toContain(row.appNo);
  });

  it("arrives with the funder's step tabs and their counts, and the applications of the first", async () => {
    const text = (await renderedProduct('ZNX', tokens.funder.accessToken)).text;
    expect(text).toMatch(/放款初审 [1-9]\d*/);
    expect(text).toMatch(/RZ\d{10}/);
    expect(text).toContain(DEMO_COMPANY.supplier);
  });
});

describe('CREDIT paints its first page with the centre', () => {
  it("arrives with the applicant's credit lines and summary; another company's reader lacks them", async () => {
    const mine = await creditLinesOf(tokens.creditApplicant.accessToken, 'applicant');
    const summary = await api<{ lines: number }>(`${P}/credit/summary`, {
      token: tokens.creditApplicant.accessToken,
      body: {},
    });
    expect(mine.list.length).toBeGreaterThan(0);
    const { html, text } = await renderedProduct('CREDIT', tokens.creditApplicant.accessToken);
    expect(html).not.toContain('data-scf-product-skeleton');
    expect(text).toContain('我的授信');
    expect(text).toContain('申请授信'); // the reader's roles, not the server's store
    expect(text).toMatch(new RegExp(`共 ${mine.total} 笔授信 ?；生效中 ${summary.lines} 笔`));
    for (const row of mine.list) expect(text).toContain(row.lineNo);

    // 王芳 (华南, a supplier): the applicant's side too, none of 华信's lines, no 申请授信.
    const other = (await renderedProduct('CREDIT', tokens.holder.accessToken)).text;
    expect(other).toContain('我的授信');
    expect(other).not.toContain('申请授信');
    for (const row of mine.list) expect(other).not.toContain(row.lineNo);
  });

  it("arrives with the reviewer's step tabs and their counts, and another funder does not get the lines", async () => {
    const mine = await creditLinesOf(tokens.creditReviewer.accessToken, 'funder');
    expect(mine.list.length).toBeGreaterThan(0);
    const text = (await renderedProduct('CREDIT', tokens.creditReviewer.accessToken)).text;
    expect(text).toContain('授信审批');
    expect(text).toContain(`待风控初审（${mine.waiting.firstReview}） 待风控复审（${mine.waiting.secondReview}）`);
    for (const row of mine.list) expect(text).toContain(row.lineNo);

    const other = (await renderedProduct('CREDIT', tokens.otherFunder.accessToken)).text;
    expect(other).toContain('授信审批');
    for (const row of mine.list) expect(other).not.toContain(row.lineNo);
  });
});

describe('ENDORSE paints its first page with the centre', () => {
  /** The first page of the reader's 待我处理 (the list's first tab) as the list asks for it. */
  const todoOf = (token: string): Promise<Transfers> =>
    api<Transfers>(`${P}/voucher/transfer/list`, { token, body: { tab: 'todo', pageNum: 1, pageSize: 10 } });

  it("arrives with the holder's 待我处理, and another company's reader lacks those applications", async () => {
    const mine = await todoOf(tokens.holder.accessToken);
    expect(mine.list.length).toBeGreaterThan(0);
    const { html, text } = await renderedProduct('ENDORSE', tokens.holder.accessToken);
    expect(html).not.toContain('data-scf-product-skeleton');
    expect(text).toContain('背书转让');
    expect(text).toContain('发起转让'); // the reader's roles, not the server's store
    expect(text).toContain('我的转让申请 待我签收 待我处理');
    expect(text).toMatch(new RegExp(`共 ${mine.summary.count} 笔`));
    for (const row of mine.list) {
      expect(text).toContain(row.appNo);
      expect(text).toContain(padDocNumber(row.voucherNo));
    }

    // 何军 (东莞华科) gets his own 待我处理: none of 华南's applications waiting for 华南.
    const theirs = new Set((await todoOf(tokens.otherHolder.accessToken)).list.map((r) => r.appNo));
    const onlyMine = mine.list.filter((r) => !theirs.has(r.appNo));
    expect(onlyMine.length).toBeGreaterThan(0);
    const other = (await renderedProduct('ENDORSE', tokens.otherHolder.accessToken)).text;
    expect(other).toContain('背书转让');
    for (const row of onlyMine) expect(other).not.toContain(row.appNo);
  });
});

/**
 * Opens the product signed in as `who` with JavaScript on, from the server's markup: both marks,
 * no outline, a row, no shift; then `act` shows that the page answers (it is hydrated, not only
 * painted), and no console error came of any of it.
 */
async function hydrates(
  prodCode: string,
  who: keyof typeof PEOPLE,
  act: (product: Locator, page: Page) => Promise<void>,
): Promise<void> {
  const b = await launch();
  try {
    await setSessionCookies(b.context, tokens[who]);
    await watchLayoutShift(b.page);
    await gotoRendered(b.page, `/center/product/${prodCode}`);
    await settled(b.page);
    await expect
      .poll(() => hydratedApps(b.page), { timeout: 20_000 })
      .toEqual(['scf:hydrate:center', `scf:hydrate:product-${prodCode}`]);
    const product = b.page.locator(`[data-scf-product="${prodCode}"]`);
    await product.locator('tr.ant-table-row').first().waitFor();
    await expect(b.page.locator('[data-scf-product-skeleton]').count()).resolves.toBe(0);
    await expect(layoutShift(b.page)).resolves.toBeLessThanOrEqual(0.02);
    await act(product, b.page);
    expect(b.errors).toEqual([]);
  } finally {
    await b.close();
  }
}

describe('with JavaScript on, the product hydrates its server markup', () => {
  for (const [prodCode, who, shown, tab, asks] of [
    ['SETTLE', 'holder', '待收款', '已收款', '/settle/receivables'],
    ['SETTLE', 'issuer', '待兑付', '已付款', '/settle/paid'],
    ['ZNX', 'holder', '待我复核', '已放款', '/znx/list'],
    ['ZNX', 'funder', '放款初审', '全部', '/znx/list'],
    ['CREDIT', 'creditReviewer', '全部授信', '待风控初审', '/credit/list'],
    ['ENDORSE', 'holder', '待我处理', '我的转让申请', '/voucher/transfer/list'],
  ] as const) {
    it(`${prodCode} for the ${who}: both marks, no error, outline or shift, rows stay, a tab answers`, async () => {
      await hydrates(prodCode, who, async (product, page) => {
        await product.getByRole('tab', { name: shown, selected: true }).waitFor();
        // Hydrated, not only painted: another tab asks the server for its rows.
        const asked = page.waitForRequest((r) => r.url().includes(asks) && r.method() === 'POST');
        await product.getByRole('tab', { name: tab }).click();
        await asked;
        await product.getByRole('tab', { name: tab, selected: true }).waitFor();
      });
    });
  }

  it('CREDIT for the applicant (no tabs): both marks, no error, outline or shift, a search answers', async () => {
    await hydrates('CREDIT', 'creditApplicant', async (product, page) => {
      await product.getByRole('heading', { name: '我的授信' }).waitFor();
      const lineNo = (await product.locator('tr.ant-table-row a').first().innerText()).trim();
      // Hydrated, not only painted: the search asks the server for the one line.
      const asked = page.waitForRequest((r) => r.url().includes('/credit/list') && r.method() === 'POST');
      await product.getByLabel('授信编号').fill(lineNo);
      await product.getByRole('button', { name: /查\s*询/ }).click();
      await asked;
      await product.getByText('共 1 笔授信').waitFor();
    });
  });
});
