/** The centre's breadcrumb trail, tags-bar model and watermark lines, and shared's fillPath. */
import { describe, expect, it } from 'vitest';
import { breadcrumbTrail, listPageOf } from '../../../parcels/center/layout/breadcrumb-trail';
import type { MenuNode } from '../../../parcels/center/layout/crm-menu';
import { ACCOUNT_MENU } from './account-menu';
import {
  closeOthers,
  closeTag,
  MAX_TAGS,
  openTag,
  parseStoredTags,
  storedTagsText,
  viewTags,
} from '../../../parcels/center/layout/tags-view.model';
import { watermarkLines } from '../../../parcels/center/layout/center-watermark.component';
import { WATERMARK_PATTERN_ID, watermarkTile } from '../../../parcels/center/layout/watermark-tile';
import { matchRoute } from '../../../shared/routes/match-route';
import { fillPath } from '../../../shared/routes/route-pages';
import { ROUTES } from '../../../shared/routes/route-table';

const MENU: MenuNode[] = ACCOUNT_MENU;
const titles = (path: string, menu: MenuNode[] = MENU) => breadcrumbTrail(path, menu).map((c) => c.title);

describe('breadcrumb trail', () => {
  it('derives the trail from the route table and the menu', () => {
    expect(titles('/center/crm/user')).toEqual(['产品中心', '客户关系', '个人信息']);
    expect(titles('/center/crm/changeAcc')).toEqual(['产品中心', '客户关系', '账户管理', '切换账户']);
    // The menu group and the page share a name: said once.
    expect(titles('/center/crm/account/list')).toEqual(['产品中心', '客户关系', '账户管理']);
    expect(titles('/center/crm/message/detail/12')).toEqual(['产品中心', '客户关系', '站内信', '站内信详情']);
    expect(titles('/center/crm/changeAcc', [])).toEqual(['产品中心', '客户关系', '切换账户']);
    expect(titles('/center/product/product')).toEqual(['产品中心']);
    expect(titles('/center/product/CREDIT/list')).toEqual(['产品中心', '产品']);
  });

  it('links the ancestors, not the current page', () => {
    const trail = breadcrumbTrail('/center/crm/message/detail/12', MENU);
    expect(trail.map((c) => c.path)).toEqual([
      '/center/product/product',
      '/center/crm',
      '/center/crm/message/list',
      undefined,
    ]);
  });

  it('gives nothing for unknown paths, redirects and garbage', () => {
    expect(breadcrumbTrail('/center/nope', MENU)).toEqual([]);
    expect(breadcrumbTrail('/center/crm', MENU)).toEqual([]);
    expect(breadcrumbTrail(42 as unknown as string, MENU)).toEqual([]);
  });

  it('finds the list of a detail page in the table', () => {
    const detail = matchRoute('/center/crm/affiche/detail/3')?.route;
    expect(detail && listPageOf(detail)?.path).toBe('/center/crm/affiche/list');
  });
});

describe('tags-bar model', () => {
  it('opens pages once per route and caps the list', () => {
    let paths = openTag([], '/center/crm/user');
    paths = openTag(paths, '/center/crm/user');
    paths = openTag(paths, '/center/crm/message/detail/1');
    paths = openTag(paths, '/center/crm/message/detail/2');
    expect(paths).toEqual(['/center/crm/user', '/center/crm/message/detail/2']);
    expect(openTag(paths, '/center/product/product')).toEqual(paths);
    expect(openTag(paths, '/index/index')).toEqual(paths);
    expect(openTag(paths, '/center/crm')).toEqual(paths);
    const pages = ROUTES.filter((r) => r.app === 'center' && r.page && !r.redirect && !r.path.includes(':'));
    expect(pages.length).toBeGreaterThan(MAX_TAGS);
    const many = pages.reduce<string[]>((list, r) => openTag(list, r.path), []);
    expect(many).toHaveLength(MAX_TAGS);
    expect(many.at(-1)).toBe(pages.at(-1)?.path);
  });

  it('shows the product centre first, with titles from the route table', () => {
    expect(viewTags(['/center/crm/user'])).toEqual([
      { path: '/center/product/product', title: '产品中心', affix: true },
      { path: '/center/crm/user', title: '个人信息', affix: false },
    ]);
  });

  it('closes one (moving off the current page to a neighbour), the others, all', () => {
    const paths = ['/center/crm/user', '/center/crm/company', '/center/crm/session'];
    expect(closeTag(paths, '/center/crm/company', '/center/crm/company')).toEqual({
      paths: ['/center/crm/user', '/center/crm/session'],
      goTo: '/center/crm/session',
    });
    expect(closeTag(paths, '/center/crm/session', '/center/crm/session').goTo).toBe('/center/crm/company');
    expect(closeTag(['/center/crm/user'], '/center/crm/user', '/center/crm/user').goTo).toBe('/center/product/product');
    expect(closeTag(paths, '/center/crm/user', '/center/crm/session').goTo).toBeNull();
    expect(closeOthers(paths, '/center/crm/company')).toEqual(['/center/crm/company']);
    expect(closeOthers(paths, '/center/product/product')).toEqual([]);
  });

  it('reads its own stored list back and nothing else', () => {
    const text = storedTagsText('C1/E1', ['/center/crm/user', '/center/crm/company']);
    expect(parseStoredTags(text, 'C1/E1')).toEqual(['/center/crm/user', '/center/crm/company']);
    expect(parseStoredTags(text, 'C1/E2')).toEqual([]);
    for (const junk of [
      null,
      7,
      '',
      '{',
      '[]',
      'null',
      '{"owner":"C1/E1","paths":"x"}',
      '{"owner":"C1/E1","paths":[1,null,{},"/index/index","javascript:alert(1)","/center/crm/user"]}',
    ]) {
      expect(() => parseStoredTags(junk, 'C1/E1')).not.toThrow();
    }
    expect(
      parseStoredTags(
        '{"owner":"C1/E1","paths":[1,null,"/index/index","/center/crm/user","/center/crm/user"]}',
        'C1/E1',
      ),
    ).toEqual(['/center/crm/user']);
    expect(parseStoredTags(`{"owner":"C1/E1","paths":["/center/${'x'.repeat(400)}"]}`, 'C1/E1')).toEqual([]);
  });
});

describe('watermark lines', () => {
  it('name and the masked mobile', () => {
    expect(watermarkLines(' 张伟 ', '13800000001')).toEqual(['张伟', '138******0001']);
    expect(watermarkLines('', '')).toEqual([]);
  });

  const FONT = { color: 'rgba(0, 0, 0, 0.15)', fontSize: 14 };
  /** The SVG document inside the tile's data URL. */
  const svgOf = (image: string): string =>
    decodeURIComponent(/^url\("data:image\/svg\+xml,(.*)"\)$/.exec(image)?.[1] ?? '');

  it('the tile: both lines twice (staggered), in the theme colour, the same for the same person', () => {
    const tile = watermarkTile(['张伟', '138******0001'], FONT);
    expect(tile).not.toBeNull();
    const svg = svgOf(tile?.image ?? '');
    expect(svg.match(/>张伟</g)).toHaveLength(2);
    expect(svg.match(/>138\*\*\*\*\*\*0001</g)).toHaveLength(2);
    expect(svg).toContain('fill="rgba(0, 0, 0, 0.15)"');
    expect(tile?.size).toMatch(/^\d+px \d+px$/);
    // Server and browser build the same string: hydration keeps the server's mark.
    expect(watermarkTile(['张伟', '138******0001'], FONT)).toEqual(tile);
    expect(watermarkTile(['李娜', '138******0002'], FONT)?.image).not.toBe(tile?.image);
  });

  it('the page draws the same marks inline: a pattern of the tile’s size filling the layer', () => {
    const tile = watermarkTile(['张伟', '138******0001'], FONT);
    const pattern = tile?.pattern ?? '';
    expect(pattern.match(/>张伟</g)).toHaveLength(2);
    expect(pattern.match(/>138\*\*\*\*\*\*0001</g)).toHaveLength(2);
    const [w, h] = (tile?.size ?? '').split(' ').map((v) => Number.parseInt(v, 10));
    expect(pattern).toContain(`<pattern id="${WATERMARK_PATTERN_ID}" width="${w}" height="${h}"`);
    expect(pattern).toContain(`fill="url(#${WATERMARK_PATTERN_ID})"`);
    // The marks are those of the image the dialogs carry.
    const marks = /<g [\s\S]*<\/g>/.exec(svgOf(tile?.image ?? ''))?.[0] ?? '';
    expect(marks).not.toBe('');
    expect(pattern).toContain(marks);
  });

  it('a name cannot break out of the tile, and no lines draw nothing', () => {
    const svg = svgOf(watermarkTile(['<a href="x">&\'</a>'], FONT)?.image ?? '');
    expect(svg).not.toContain('<a');
    expect(watermarkTile(['<a href="x">&\'</a>'], FONT)?.pattern).not.toContain('<a');
    expect(svg).toContain('&#60;a href=&#34;x&#34;&#62;&#38;&#39;&#60;/a&#62;');
    expect(watermarkTile([], FONT)).toBeNull();
  });

  it('a long name widens the tile', () => {
    const short = watermarkTile(['张伟'], FONT)?.size ?? '';
    const long = watermarkTile(['张'.repeat(30)], FONT)?.size ?? '';
    expect(Number.parseInt(long, 10)).toBeGreaterThan(Number.parseInt(short, 10));
  });
});

describe('fillPath', () => {
  it('fills and encodes the named segments', () => {
    expect(fillPath('/center/crm/message/detail/:id', { id: 12 })).toBe('/center/crm/message/detail/12');
    expect(fillPath('/index/news/detail/:id/:name', { id: 1, name: 'a/b 新闻' })).toBe(
      '/index/news/detail/1/a%2Fb%20%E6%96%B0%E9%97%BB',
    );
    expect(fillPath('/x/:id', {})).toBe('/x/:id');
  });
});
