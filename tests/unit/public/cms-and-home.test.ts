/** CMS links and images (only safe targets), news URLs, page numbers, and the home sections. */
import { describe, expect, it } from 'vitest';
import { cmsImage, cmsLink, newsDetailPath, parseNewsId, parsePageParam } from '../../../parcels/index/cms-links';
import { homeSections } from '../../../parcels/index/home-sections';

describe('cmsLink', () => {
  it('keeps portal paths inside the app and opens http(s) elsewhere', () => {
    expect(cmsLink('/index/product')).toEqual({ kind: 'portal', path: '/index/product' });
    expect(cmsLink(`${window.location.origin}/index/help?x=1`)).toEqual({ kind: 'portal', path: '/index/help?x=1' });
    expect(cmsLink('https://bank.example.com/a')).toEqual({ kind: 'external', href: 'https://bank.example.com/a' });
  });

  it('drops scripts, protocol-relative tricks, other schemes and garbage', () => {
    for (const bad of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      '//evil.example.com',
      '/\\evil.example.com',
      'data:text/html,<b>',
      'ftp://x',
      '',
      '   ',
      42,
      null,
      undefined,
    ]) {
      expect(cmsLink(bad), String(bad)).toBeNull();
    }
  });

  it('accepts http(s), paths and raster data images only', () => {
    // A path stays a path: the server renders the same markup the browser hydrates.
    expect(cmsImage('/assets/banners/banner-1.svg')).toBe('/assets/banners/banner-1.svg');
    expect(cmsImage('data:image/png;base64,iVBORw0KGgo=')).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(cmsImage('data:image/svg+xml;base64,PHN2Zz4=')).toBeNull();
    expect(cmsImage('javascript:alert(1)')).toBeNull();
  });
});

describe('news URLs and page numbers', () => {
  it('puts the id first and a readable, safe name after it', () => {
    expect(newsDetailPath(7, '平台 上线/运营?')).toBe(`/index/news/detail/7/${encodeURIComponent('平台-上线-运营-')}`);
    expect(newsDetailPath(7, '   ')).toBe('/index/news/detail/7/news');
    expect(newsDetailPath(7, 'x'.repeat(200)).length).toBeLessThan(100);
  });

  it('reads an id only when it is a positive integer', () => {
    expect(parseNewsId('12')).toBe(12);
    for (const bad of ['0', '-1', '1.5', 'abc', '1e3', '', '99999999999', ' 1', undefined])
      expect(parseNewsId(bad), String(bad)).toBeNull();
  });

  it('reads ?page=, 1 when absent, null when it is not a page number', () => {
    expect(parsePageParam('')).toBe(1);
    expect(parsePageParam('?page=')).toBe(1);
    expect(parsePageParam('?page=3')).toBe(3);
    expect(parsePageParam('?x=1&page=2')).toBe(2);
    for (const bad of ['?page=0', '?page=-2', '?page=abc', '?page=1.5', '?page=9999999'])
      expect(parsePageParam(bad), bad).toBeNull();
  });
});

describe('homeSections', () => {
  it('shows every home section while the CMS has not answered (or failed)', () => {
    expect(homeSections(null)).toEqual(['HOME_BANNER', 'PRODUCT_INTRO', 'NEWS']);
  });

  it('follows the enabled sections and their order, ignoring other codes and duplicates', () => {
    expect(
      homeSections([
        { bizCode: 'NEWS', name: '新闻', orderNum: 1 },
        { bizCode: 'HELP', name: '帮助', orderNum: 0 },
        { bizCode: 'HOME_BANNER', name: '轮播', orderNum: 2 },
        { bizCode: 'NEWS', name: '新闻', orderNum: 3 },
      ]),
    ).toEqual(['NEWS', 'HOME_BANNER']);
    expect(homeSections([])).toEqual([]);
  });
});
