/**
 * The public site in a real browser against the real server: home (banners, products, news
 * from the CMS), the section pages, paginated news with the page in the URL, news detail, bad
 * URLs handled with a Chinese message, the 404 page, mobile width and keyboard, axe on each.
 */
import { describe, expect, it } from 'vitest';
import { settled, url, useBrowser } from './helpers/browser';
import { expectAccessible, open, pathOf, waitForPath } from './helpers/signin-ui';
import { SERVICE_WIDGET_DEFAULTS } from '../../shared/layout/service-widget-defaults';

describe('public site (desktop)', () => {
  const b = useBrowser();

  it('home shows the header, the CMS banners, products and news, and passes axe', async () => {
    const { page } = b;
    await open(page, '/index/index');
    const nav = page.getByRole('navigation', { name: '网站导航' });
    for (const name of ['首页', '产品服务', '新闻动态', '帮助中心', '关于我们']) {
      await expect(nav.getByRole('link', { name, exact: true }).count()).resolves.toBe(1);
    }
    expect(await nav.getByRole('link', { name: '首页', exact: true }).getAttribute('aria-current')).toBe('page');
    // The way in: real anchors (npm run bench clicks a[href="/login"]).
    expect(await page.locator('header a[href="/login"]').count()).toBe(1);
    expect(await page.locator('header a[href="/register"]').count()).toBe(1);

    // Banners from HOME_BANNER: the carousel with its own controls. This browser asks for
    // reduced motion (helpers/browser.ts), so it does not start by itself; it can be started
    // and paused again.
    await page.getByRole('button', { name: '继续轮播' }).waitFor();
    const slides = page.locator('[aria-roledescription="幻灯片"]');
    expect(await slides.count()).toBeGreaterThan(1);
    await expect(slides.first().getByRole('heading').innerText()).resolves.toBe('让核心企业信用惠及全链条');
    await page.getByRole('button', { name: '继续轮播' }).click();
    await page.getByRole('button', { name: '暂停轮播' }).click();
    await page.getByRole('button', { name: '继续轮播' }).waitFor();
    await page.getByRole('button', { name: '下一张' }).click();
    await page.waitForFunction(() =>
      document.querySelector('button[aria-current="true"]')?.getAttribute('aria-label')?.startsWith('第 2 张'),
    );

    // Every slide's CMS image is served (no 404 in the console) and is a real image.
    const images = await slides.evaluateAll((els) =>
      els.map((el) => /url\("([^"]+)"\)/.exec(getComputedStyle(el).backgroundImage)?.[1] ?? ''),
    );
    expect(images).toHaveLength(await slides.count());
    for (const src of images) {
      expect(src, 'a banner without an image').toMatch(/^http:\/\/127\.0\.0\.1:\d+\/static\/banners\/banner-\d\.svg$/);
      const size = await page.evaluate(async (u) => {
        const img = new Image();
        img.src = u;
        await img.decode();
        return img.naturalWidth;
      }, src);
      expect(size, src).toBeGreaterThan(0);
    }
    expect(b.errors.filter((e) => /404|Failed to load resource/.test(e))).toEqual([]);

    // Products (PRODUCT_INTRO) and the latest news (NEWS, first page).
    const products = page.getByRole('region', { name: '产品服务' });
    await products.getByRole('heading', { name: '客户关系' }).waitFor();
    const news = page.getByRole('region', { name: '新闻动态' });
    await news.getByRole('link', { name: '供应链金融服务平台正式上线运营' }).waitFor();
    expect(await news.getByRole('listitem').count()).toBe(5);

    await expectAccessible(page, 'home');
  });

  it('the 登录 link moves to /login without reloading the page', async () => {
    const { page } = b;
    await open(page, '/index/index');
    await page.evaluate(() => ((window as unknown as { __scfMarker: number }).__scfMarker = 42));
    await page.locator('header a[href="/login"]').click();
    await waitForPath(page, '/login');
    await page.getByRole('heading', { name: '企业用户登录' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { __scfMarker?: number }).__scfMarker)).toBe(42);
    // …and the login page's link back home, likewise.
    await page.locator('a[href="/index/index"]').first().click();
    await waitForPath(page, '/index/index');
    expect(await page.evaluate(() => (window as unknown as { __scfMarker?: number }).__scfMarker)).toBe(42);
  });

  it('product, help and about pages show their CMS sections', async () => {
    const { page } = b;
    await open(page, '/index/product');
    await page.getByRole('heading', { level: 1, name: '产品服务' }).waitFor();
    await page.getByRole('heading', { level: 2, name: '票据服务' }).waitFor();
    await expectAccessible(page, 'product page');

    await open(page, '/index/help');
    await page.getByRole('heading', { level: 1, name: '帮助中心' }).waitFor();
    const question = page.locator('summary', { hasText: '忘记密码怎么办？' });
    await question.click();
    await page.getByText('通过手机短信验证码验证身份后即可设置新密码', { exact: false }).waitFor();
    await expectAccessible(page, 'help page');

    await open(page, '/index/about');
    await page.getByRole('heading', { level: 1, name: '关于我们' }).waitFor();
    await page.getByText('致力于以核心企业信用为依托', { exact: false }).first().waitFor();
    // One hotline: the about page's is the service widget's.
    const widget = page.locator('scf-service-widget');
    await widget.getByRole('button', { name: /^咨询热线 / }).waitFor();
    const widgetNumber = (
      (await widget.getByRole('button', { name: /^咨询热线 / }).getAttribute('aria-label')) ?? ''
    ).replace('咨询热线 ', '');
    expect(widgetNumber).toBe(SERVICE_WIDGET_DEFAULTS.hotline);
    const main = page.locator('main');
    await main.getByRole('link', { name: widgetNumber }).waitFor();
    expect(new Set((await main.innerText()).match(/\d{3}-\d{3}-\d{4}/g))).toEqual(new Set([widgetNumber]));
    await expectAccessible(page, 'about page');
  });

  it('news list is paginated with the page in the URL, and a detail page opens from it', async () => {
    const { page } = b;
    await open(page, '/index/news/list');
    const list = page.getByRole('list', { name: '新闻列表' });
    await list.getByRole('heading', { level: 2 }).first().waitFor();
    expect(await list.getByRole('heading', { level: 2 }).count()).toBe(10);
    await expectAccessible(page, 'news list');

    await page.getByRole('navigation', { name: '新闻分页' }).getByTitle('2', { exact: true }).click();
    await page.waitForURL((u) => u.search === '?page=2');
    await page.getByRole('heading', { level: 2, name: '平台移动端适配全面完成' }).waitFor();
    expect(await list.getByRole('heading', { level: 2 }).count()).toBe(8);

    // Back returns to page 1 (the page number lives in the URL).
    await page.goBack();
    await page.waitForURL((u) => u.search === '');
    await page.getByRole('heading', { level: 2, name: '供应链金融服务平台正式上线运营' }).waitFor();

    await page.getByRole('link', { name: '平台与多家商业银行达成战略合作' }).click();
    await page.waitForURL((u) => u.pathname.startsWith('/index/news/detail/'));
    await page.getByRole('heading', { level: 1, name: '平台与多家商业银行达成战略合作' }).waitFor();
    await page.getByText('发布时间：', { exact: false }).waitFor();
    // The section link stays marked while reading an article of it.
    expect(
      await page
        .getByRole('navigation', { name: '网站导航' })
        .getByRole('link', { name: '新闻动态' })
        .getAttribute('aria-current'),
    ).toBe('page');
    await expectAccessible(page, 'news detail');
  });

  it('bad URLs get a Chinese explanation and change nothing', async () => {
    const { page } = b;
    await open(page, '/index/news/list?page=abc');
    await page.getByRole('alert').filter({ hasText: '页码无效，已为您显示第一页。' }).waitFor();
    await page.getByRole('heading', { level: 2, name: '供应链金融服务平台正式上线运营' }).waitFor();

    await open(page, '/index/news/list?page=99');
    await page.getByText('第 99 页没有新闻。', { exact: false }).waitFor();

    await open(page, '/index/news/detail/abc/%E6%B5%8B%E8%AF%95');
    await page.getByRole('heading', { level: 1, name: '新闻不存在' }).waitFor();
    await page.getByText('链接中的新闻编号无效', { exact: false }).waitFor();

    // An id the CMS does not have: missing, not a failure to retry (issue 33.14).
    await open(page, '/index/news/detail/999999/x');
    await page.getByRole('heading', { level: 1, name: '新闻不存在' }).waitFor();
    await page.getByRole('link', { name: '返回新闻列表' }).click();
    await waitForPath(page, '/index/news/list');
    expect(b.errors.filter((e) => e.includes('pageerror'))).toEqual([]);
  });

  it('an unknown path shows the 404 page, with a way home', async () => {
    const { page } = b;
    await page.goto(url('/no/such/page?x=1'));
    await settled(page);
    expect(pathOf(page)).toBe('/404');
    await page.getByRole('heading', { level: 1, name: '页面不存在' }).waitFor();
    await expectAccessible(page, '404');
    await page.getByRole('link', { name: /返回.*首页/ }).click();
    await waitForPath(page, '/index/index');
  });
});

describe('public site (mobile width, keyboard)', () => {
  const b = useBrowser({ width: 390, height: 844 });

  it('folds the links into a menu button that opens and closes with the keyboard', async () => {
    const { page } = b;
    await open(page, '/index/index');
    const menu = page.getByRole('button', { name: '菜单' });
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('navigation', { name: '网站导航' }).count()).toBe(0);
    await menu.focus();
    await page.keyboard.press('Enter');
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    const panel = page.getByRole('navigation', { name: '网站导航' });
    await panel.getByRole('link', { name: '帮助中心' }).waitFor();
    await expectAccessible(page, 'home, mobile, menu open');
    await page.keyboard.press('Escape');
    expect(await menu.getAttribute('aria-expanded')).toBe('false');

    await menu.click();
    await panel.getByRole('link', { name: '关于我们' }).click();
    await waitForPath(page, '/index/about');
    // A move closes the panel and puts focus on the new content.
    expect(await page.getByRole('button', { name: '菜单' }).getAttribute('aria-expanded')).toBe('false');
    await page.waitForFunction(() => document.activeElement?.id === 'scf-public-main');
  });

  it('the first Tab reaches the skip link, which moves focus to the content', async () => {
    const { page } = b;
    await open(page, '/index/news/list');
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.textContent);
    expect(focused).toBe('跳到主要内容');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.id === 'scf-public-main');
    await expectAccessible(page, 'news list, mobile');
  });
});
