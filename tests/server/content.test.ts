/** Messages, announcements, CMS and reference data. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { databases, useTestEnv } from './helpers/test-app';
import { call, login, P, type Tokens } from './helpers/api';
import { sanitizeHtml } from '../../server/core/sanitize';

describe.each(databases())('content on %s', (kind) => {
  const env = useTestEnv(kind);
  let admin: Tokens;
  let supplier: Tokens;
  /** What the seed gave the administrator to read: derived, as the products' demo data adds tasks. */
  let seeded: { total: number; unread: number };
  let colleagueSeeded: { total: number; unread: number };
  const visible = async (compCode: string, mobile: string): Promise<{ total: number; unread: number }> => {
    const rows = await env.db.query<{ total: number; unread: number }>(
      `SELECT count(*)::int AS total,
              count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM message_reads r
                WHERE r.message_id = m.id AND r.employee_id = e.id))::int AS unread
       FROM employees e JOIN companies c ON c.id = e.comp_id JOIN persons p ON p.id = e.person_id
       JOIN messages m ON m.receive_comp_id = e.comp_id
         AND (m.receive_employee_id IS NULL OR m.receive_employee_id = e.id)
       WHERE c.comp_code = $1 AND p.mobile = $2`,
      [compCode, mobile],
    );
    return rows[0] ?? { total: 0, unread: 0 };
  };
  beforeAll(async () => {
    admin = await login(env.app, env.db, '13800000001', '华信');
    supplier = await login(env.app, env.db, '13800000003');
    seeded = await visible(admin.compCode, '13800000001');
    colleagueSeeded = await visible(admin.compCode, '13800000002');
  }, 180_000);

  describe('site messages', () => {
    it('counts unread messages of the own company only', async () => {
      const r = await call(env.app, `${P}/message/getIsUnreadNumbers?receiveCompCode=${admin.compCode}`, {
        token: admin.accessToken,
      });
      expect(seeded.unread).toBeGreaterThan(5);
      expect(r.env).toMatchObject({ ok: true, body: seeded.unread });
      const foreign = await call(env.app, `${P}/message/getIsUnreadNumbers?receiveCompCode=${supplier.compCode}`, {
        token: admin.accessToken,
      });
      expect(foreign.env.status).toBe(4030);
    });

    it('lists unread first, filters, pages, and reading lowers the count', async () => {
      const list = await call(env.app, `${P}/message/list`, { token: admin.accessToken, body: { pageSize: 20 } });
      expect(list.env.body.total).toBe(seeded.total);
      const states = list.env.body.list.map((m: { readStatus: number }) => m.readStatus);
      expect(states).toEqual([...states].sort());
      const unread = await call(env.app, `${P}/message/list`, { token: admin.accessToken, body: { readStatus: 0 } });
      expect(unread.env.body.total).toBe(seeded.unread);
      const typed = await call(env.app, `${P}/message/list`, {
        token: admin.accessToken,
        body: { msgType: 'APPROVAL' },
      });
      expect(typed.env.body.list.every((m: { msgType: string }) => m.msgType === 'APPROVAL')).toBe(true);
      const page2 = await call(env.app, `${P}/message/list`, {
        token: admin.accessToken,
        body: { pageNum: 2, pageSize: 5 },
      });
      expect(page2.env.body.list).toHaveLength(5);
      expect(page2.env.body.total).toBe(seeded.total);
      // The page's rows carry the count of all that match; past the end it is still the whole count.
      const past = await call(env.app, `${P}/message/list`, {
        token: admin.accessToken,
        body: { pageNum: 9, pageSize: 5, readStatus: 0 },
      });
      expect(past.env.body).toMatchObject({ list: [], total: seeded.unread, pageNum: 9 });
      expect(Object.keys(page2.env.body.list[0]).sort()).toEqual([
        'id',
        'msgType',
        'msgTypeName',
        'readStatus',
        'sendTime',
        'summary',
        'title',
      ]);
      const first = unread.env.body.list[0];
      const detail = await call(env.app, `${P}/message/detail?id=${first.id}`, { token: admin.accessToken });
      expect(detail.env.body).toMatchObject({ id: first.id, readStatus: 1 });
      expect(detail.env.body.content).toContain('<p>');
      const count = await call(env.app, `${P}/message/getIsUnreadNumbers?receiveCompCode=${admin.compCode}`, {
        token: admin.accessToken,
      });
      expect(count.env.body).toBe(seeded.unread - 1);
      const second = unread.env.body.list[1];
      const mark = await call(env.app, `${P}/message/read`, {
        token: admin.accessToken,
        body: { ids: [second.id, second.id] },
      });
      expect(mark.env.body).toEqual({ updated: 1 });
      const all = await call(env.app, `${P}/message/readAll`, { token: admin.accessToken });
      expect(all.env.body.updated).toBe(seeded.unread - 2);
      expect(
        (
          await call(env.app, `${P}/message/getIsUnreadNumbers?receiveCompCode=${admin.compCode}`, {
            token: admin.accessToken,
          })
        ).env.body,
      ).toBe(0);
      // Read state is per employee: a colleague still has their unread messages.
      const colleague = await login(env.app, env.db, '13800000002');
      expect(
        (
          await call(env.app, `${P}/message/getIsUnreadNumbers?receiveCompCode=${colleague.compCode}`, {
            token: colleague.accessToken,
          })
        ).env.body,
      ).toBe(colleagueSeeded.unread);
    });

    it("refuses another company's message", async () => {
      const rows = await env.db.query<{ id: number }>(
        'SELECT m.id FROM messages m JOIN companies c ON c.id = m.receive_comp_id WHERE c.comp_code = $1 LIMIT 1',
        [supplier.compCode],
      );
      const id = rows[0]?.id;
      const r = await call(env.app, `${P}/message/detail?id=${id}`, { token: admin.accessToken });
      expect(r.env).toMatchObject({ ok: false, status: 404 });
      const mark = await call(env.app, `${P}/message/read`, { token: admin.accessToken, body: { ids: [id] } });
      expect(mark.env.body).toEqual({ updated: 0 });
    });
  });

  describe('announcements', () => {
    it('lists pinned first and shows details', async () => {
      const list = await call(env.app, `/mgr/msg/affiche/list?productCode=EC`, { token: admin.accessToken, body: {} });
      expect(list.env.body.total).toBe(7);
      expect(list.env.body.list[0].top).toBe(1);
      const noBody = await call(env.app, `/mgr/msg/affiche/list?productCode=EC`, { token: admin.accessToken });
      expect(noBody.env.body.total).toBe(7);
      const last = await call(env.app, `/mgr/msg/affiche/list?productCode=EC`, {
        token: admin.accessToken,
        body: { pageNum: 2, pageSize: 5 },
      });
      expect(last.env.body).toMatchObject({ total: 7 });
      expect(last.env.body.list).toHaveLength(2);
      const past = await call(env.app, `/mgr/msg/affiche/list?productCode=EC`, {
        token: admin.accessToken,
        body: { pageNum: 3, pageSize: 5 },
      });
      expect(past.env.body).toMatchObject({ list: [], total: 7 });
      const detail = await call(env.app, `/mgr/msg/affiche/detail?id=${list.env.body.list[0].id}`, {
        token: admin.accessToken,
      });
      expect(detail.env.body.content).toContain('特此公告');
      expect((await call(env.app, `/mgr/msg/affiche/detail?id=99999`, { token: admin.accessToken })).env.status).toBe(
        404,
      );
      expect((await call(env.app, `/mgr/msg/affiche/list?productCode=EC`)).http).toBe(401);
    });
  });

  describe('CMS', () => {
    it('serves sections, lists, pages and single items without a login', async () => {
      const hurdles = await call(env.app, `${P}/manage/cms/getEnableCmsHurdles`, { method: 'GET' });
      expect(hurdles.env.body.map((h: { bizCode: string }) => h.bizCode)).toEqual([
        'HOME_BANNER',
        'PRODUCT_INTRO',
        'NEWS',
        'HELP',
        'ABOUT',
      ]);
      const banners = await call(env.app, `${P}/manage/cms/findByBizCodeList`, { body: { bizCode: 'HOME_BANNER' } });
      expect(banners.env.body).toHaveLength(3);
      const news = await call(env.app, `${P}/manage/cms/findByBizCodePageList`, {
        body: { bizCode: 'NEWS', pageNum: 2, pageSize: 10 },
      });
      expect(news.env.body.total).toBeGreaterThanOrEqual(15);
      expect(news.env.body.list.length).toBeGreaterThan(0);
      const item = await call(env.app, `${P}/manage/cms/findByBizCode`, {
        body: { bizCode: 'NEWS', id: news.env.body.list[0].id },
      });
      expect(item.env.body.content).toContain('<p>');
      const about = await call(env.app, `${P}/manage/cms/findByBizCode`, { body: { bizCode: 'ABOUT' } });
      expect(about.env.body.title).toBe('关于我们');
      const wrongSection = await call(env.app, `${P}/manage/cms/findByBizCode`, {
        body: { bizCode: 'ABOUT', id: news.env.body.list[0].id },
      });
      expect(wrongSection.env.status).toBe(404);
    });

    it('serves the seeded banner images from server/static, cached a day and revalidated', async () => {
      const banners = await call(env.app, `${P}/manage/cms/findByBizCodeList`, { body: { bizCode: 'HOME_BANNER' } });
      const urls = banners.env.body.map((b: { imageUrl: string }) => b.imageUrl);
      expect(urls).toEqual([
        '/static/banners/banner-1.svg',
        '/static/banners/banner-2.svg',
        '/static/banners/banner-3.svg',
      ]);
      for (const url of urls) {
        const res = await env.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
        expect(res.headers['cache-control']).toBe('public, max-age=86400');
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['content-security-policy']).toContain("default-src 'none'");
        expect(res.body).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
        expect(res.body).not.toMatch(/<script|on\w+=|href=/i);
        const etag = res.headers.etag;
        expect(etag).toBeTruthy();
        const again = await env.app.inject({ method: 'GET', url, headers: { 'if-none-match': String(etag) } });
        expect(again.statusCode).toBe(304);
      }
      expect((await env.app.inject({ method: 'GET', url: '/static/banners/nope.svg' })).statusCode).toBe(404);
      expect((await env.app.inject({ method: 'GET', url: '/static/../config.ts' })).statusCode).toBe(404);
    });

    it("has no second hotline in the seeded about text and messages (the about page shows the widget's)", async () => {
      const about = await call(env.app, `${P}/manage/cms/findByBizCodeList`, { body: { bizCode: 'ABOUT' } });
      const messages = await env.db.query<{ content: string }>('SELECT content FROM messages');
      for (const text of [
        ...about.env.body.map((i: { content: string }) => i.content),
        ...messages.map((m) => m.content),
      ]) {
        expect(text).not.toMatch(/\d{3}-\d{3}-\d{4}/);
      }
    });

    it('migration 0002 mends content seeded before the fixes and leaves edited rows alone', async () => {
      const sql = readFileSync(
        fileURLToPath(new URL('../../server/db/migrations/0002_seed_content_fixes.sql', import.meta.url)),
        'utf8',
      );
      const OLD_ABOUT = '<h2>关于我们</h2><p>平台简介。</p><p>客服热线：400-800-8888（工作日 9:00-18:00）</p>';
      const OLD_MESSAGE = '<p>授信额度审批通过</p><p>如有疑问请联系客服热线 400-800-8888。</p>';
      const ids = await env.db.query<{ id: number }>(
        `INSERT INTO cms_items (biz_code, title, summary, content, image_url, publish_time, order_num, enabled) VALUES
           ('HOME_BANNER', 'old', 'old', '', '/assets/banners/banner-2.svg', 1, 90, 0),
           ('HOME_BANNER', 'edited', 'edited', '', 'https://cdn.example.com/banner.png', 1, 91, 0),
           ('ABOUT', 'old', 'old', $1, '', 1, 92, 0)
         RETURNING id`,
        [OLD_ABOUT],
      );
      const comp = (await env.db.query<{ id: number }>('SELECT id FROM companies ORDER BY id LIMIT 1'))[0]!.id;
      const msg = await env.db.query<{ id: number }>(
        `INSERT INTO messages (receive_comp_id, title, summary, content, msg_type, send_time)
           VALUES ($1, 'old', 'old', $2, 'SYSTEM', 1) RETURNING id`,
        [comp, OLD_MESSAGE],
      );
      try {
        await env.db.exec(sql);
        const rows = await env.db.query<{ image_url: string; content: string }>(
          'SELECT image_url, content FROM cms_items WHERE id = ANY($1::int[]) ORDER BY id',
          [ids.map((r) => r.id)],
        );
        expect(rows.map((r) => r.image_url)).toEqual([
          '/static/banners/banner-2.svg',
          'https://cdn.example.com/banner.png',
          '',
        ]);
        expect(rows[2]!.content).toBe('<h2>关于我们</h2><p>平台简介。</p>');
        const m = await env.db.query<{ content: string }>('SELECT content FROM messages WHERE id = $1', [msg[0]!.id]);
        expect(m[0]!.content).toBe('<p>授信额度审批通过</p><p>如有疑问，请通过页面右下角的客服中心联系我们。</p>');
        // Applying it again changes nothing.
        await env.db.exec(sql);
        const again = await env.db.query<{ image_url: string }>('SELECT image_url FROM cms_items WHERE id = $1', [
          ids[0]!.id,
        ]);
        expect(again[0]!.image_url).toBe('/static/banners/banner-2.svg');
      } finally {
        await env.db.query('DELETE FROM cms_items WHERE id = ANY($1::int[])', [ids.map((r) => r.id)]);
        await env.db.query('DELETE FROM messages WHERE id = $1', [msg[0]!.id]);
      }
    });

    it('filters unsafe HTML out of content', async () => {
      await env.db.query(
        `INSERT INTO cms_items (biz_code, title, summary, content, publish_time, order_num)
           VALUES ('HELP', 'x', 'x', $1, 1, 99)`,
        [
          '<p onclick="alert(1)">hi<script>alert(1)</script><a ' +
            'href="javascript:alert(1)">x</a><img src=x onerror=alert(1)></p>',
        ],
      );
      const r = await call(env.app, `${P}/manage/cms/findByBizCodeList`, { body: { bizCode: 'HELP' } });
      const html = r.env.body.map((i: { content: string }) => i.content).join('');
      expect(html).not.toMatch(/script|onerror|onclick|javascript:/i);
      expect(sanitizeHtml('<b>ok</b><iframe src="https://x"></iframe>')).toBe('<b>ok</b>');
    });
  });

  describe('reference data', () => {
    it('has all 34 provincial-level divisions with their areas, and the linkage tree', async () => {
      const provinces = await call(env.app, `${P}/province/list`);
      expect(provinces.env.body).toHaveLength(34);
      for (const p of provinces.env.body) {
        const areas = await call(env.app, `${P}/area/list?pid=${p.id}`);
        expect(areas.env.body.length).toBeGreaterThan(0);
      }
      const top = await call(env.app, `${P}/linkage/list`);
      expect(top.env.body[0]).toMatchObject({ pid: 0, hasChildren: true });
      const child = await call(env.app, `${P}/linkage/getChild?pid=${top.env.body[0].id}`);
      expect(child.env.body[0]).toMatchObject({ pid: top.env.body[0].id, hasChildren: false });
      const none = await call(env.app, `${P}/area/list?pid=0`);
      expect(none.env.body).toEqual([]);
      const bad = await call(env.app, `${P}/area/list?pid=abc`);
      expect(bad.http).toBe(400);
      expect(bad.env.msg).toContain('上级编号');
    });

    it('serves the dictionaries without E100', async () => {
      const all = await call(env.app, `${P}/reg/user/listDict`, { body: {} });
      const roles = all.env.body
        .filter((d: { code: string }) => d.code === 'employeeRole')
        .map((d: { dictValue: string }) => d.dictValue);
      expect(roles).toContain('E101');
      expect(roles).not.toContain('E100');
      const comp = await call(env.app, `${P}/reg/user/listDict`, { body: { code: 'compRole' } });
      expect(comp.env.body).toHaveLength(6);
      expect(comp.env.body[0]).toEqual({ code: 'compRole', dictValue: 'C101', dictLabel: '核心企业' });
    });
  });
});
