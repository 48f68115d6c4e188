/**
 * Seed data on the first start, in two parts, each added once (one transaction under an
 * advisory lock, recorded in seed_state):
 * - reference data every deployment needs: dictionaries, products, menus, CMS content (the
 *   regions are a migration, 0035_regions_gbt2260.sql);
 * - demo data, never in production: companies of every role, employees of every role, a person
 *   in two companies, products in each permit state, messages, announcements.
 */
import type { Db } from '../db';
import { hashPassword } from '../../features/auth/password.service';
import { withUsccCheck } from '../../core/rules';
import { DAY, HOUR } from '../../core/time';
import { bannerImageUrl } from '../../core/paths';
import { sanitizeHtml } from '../../core/sanitize';
import {
  ABOUT_HTML,
  AFFICHES,
  BANNERS,
  CMS_HURDLES,
  DICTS,
  HELP_ITEMS,
  MESSAGES,
  NEWS_TITLES,
  PRODUCTS,
} from './content.data';
import { CERT, PERMIT } from '../../core/status';
import { addDeclaredResources } from './declared-resources';
import { seedVoucherDemo } from './voucher-demo';
import { seedFinanceDemo } from './finance-demo.seed';
import { isSeeded, seedPart } from './seed-part';
import { COMPANIES, DEMO_PASSWORD } from './demo-companies.data';

export { COMPANIES, DEMO_PASSWORD };

/** Rows of seed_state: which part of the seed a database already has. */
const PART_REFERENCE = 1;
const PART_DEMO = 2;

interface MembershipSeed {
  company: string;
  /** prodCode → roles */
  roles: Record<string, string[]>;
  active?: boolean;
}

interface PersonSeed {
  mobile: string;
  name: string;
  email: string;
  memberships: MembershipSeed[];
}

export const PERSONS: PersonSeed[] = [
  {
    mobile: '13800000001',
    name: '张伟',
    email: 'zhangwei@example.com',
    memberships: [
      { company: 'core', roles: { EC: ['E100'], CRM: ['E101'], CREDIT: ['E101'], BILL: ['E101'], SETTLE: ['E101'] } },
      { company: 'supplier', roles: { CRM: ['E102'], CREDIT: ['E102'], BILL: ['E102'] } },
    ],
  },
  {
    mobile: '13800000002',
    name: '李娜',
    email: 'lina@example.com',
    memberships: [{ company: 'core', roles: { CRM: ['E102'], CREDIT: ['E102'], BILL: ['E102'] } }],
  },
  {
    mobile: '13800000003',
    name: '王芳',
    email: 'wangfang@example.com',
    memberships: [
      { company: 'supplier', roles: { CRM: ['E101'], CREDIT: ['E101'], BILL: ['E101'], ENDORSE: ['E101'] } },
    ],
  },
  {
    mobile: '13800000004',
    name: '刘洋',
    email: 'liuyang@example.com',
    memberships: [{ company: 'core', roles: { CRM: ['E103', 'E105'], CREDIT: ['E106', 'E107'], BILL: ['E103'] } }],
  },
  {
    mobile: '13800000005',
    name: '陈静',
    email: 'chenjing@example.com',
    memberships: [{ company: 'invest', roles: { CRM: ['E101'], ZNX: ['E101'] } }],
  },
  {
    mobile: '13800000006',
    name: '赵磊',
    email: 'zhaolei@example.com',
    memberships: [{ company: 'core', roles: { CRM: ['E102'] }, active: false }],
  },
  {
    mobile: '13800000007',
    name: '孙丽',
    email: 'sunli@example.com',
    memberships: [{ company: 'core', roles: { CRM: ['E108', 'E109'], SETTLE: ['E108', 'E109'] } }],
  },
  {
    mobile: '13800000008',
    name: '周强',
    email: 'zhouqiang@example.com',
    memberships: [{ company: 'core', roles: { CRM: ['E110', 'E111'], CREDIT: ['E110', 'E111'] } }],
  },
  {
    mobile: '13800000009',
    name: '吴敏',
    email: 'wumin@example.com',
    memberships: [{ company: 'funding', roles: { CRM: ['E101'], ZNX: ['E101'], DEPOSIT: ['E101'] } }],
  },
  {
    mobile: '13800000010',
    name: '郑浩',
    email: 'zhenghao@example.com',
    memberships: [{ company: 'guarantee', roles: { CRM: ['E101'] } }],
  },
  {
    mobile: '13800000011',
    name: '冯婷',
    email: 'fengting@example.com',
    memberships: [{ company: 'member', roles: { CRM: ['E101'] } }],
  },
  // The voucher flow (BILL, ENDORSE): a checker for every maker, a second supplier, a query role.
  {
    mobile: '13800000012',
    name: '黄磊',
    email: 'huanglei@example.com',
    memberships: [{ company: 'supplier', roles: { CRM: ['E103'], BILL: ['E103'], ENDORSE: ['E103'] } }],
  },
  {
    mobile: '13800000013',
    name: '林涛',
    email: 'lintao@example.com',
    memberships: [{ company: 'supplier', roles: { CRM: ['E102'], BILL: ['E102'], ENDORSE: ['E102'] } }],
  },
  {
    mobile: '13800000014',
    name: '何军',
    email: 'hejun@example.com',
    memberships: [{ company: 'supplier2', roles: { CRM: ['E101'], BILL: ['E102'], ENDORSE: ['E102'] } }],
  },
  {
    mobile: '13800000015',
    name: '罗敏',
    email: 'luomin@example.com',
    memberships: [{ company: 'supplier2', roles: { CRM: ['E103'], BILL: ['E103'], ENDORSE: ['E103'] } }],
  },
  {
    mobile: '13800000016',
    name: '高原',
    email: 'gaoyuan@example.com',
    memberships: [{ company: 'core', roles: { CRM: ['E105'], BILL: ['E105'] } }],
  },
];

/**
 * What every deployment needs, production included: provinces and cities, dictionaries, the
 * product list, menus and permission resources, and the public site's CMS content. No people,
 * no companies.
 */
export async function seedReference(db: Db, now: number = Date.now()): Promise<boolean> {
  if (await isSeeded(db, PART_REFERENCE)) return false;
  return seedPart(db, PART_REFERENCE, now, async (tx) => {
    // Regions come with the migrations (0035_regions_gbt2260.sql), so every database has them.
    for (const [code, items] of DICTS) {
      let i = 0;
      for (const [value, label] of items) {
        await tx.query('INSERT INTO dicts (code, dict_value, dict_label, order_num) VALUES ($1, $2, $3, $4)', [
          code,
          value,
          label,
          i++,
        ]);
      }
    }
    let order = 0;
    for (const [code, name, desc] of PRODUCTS) {
      await tx.query('INSERT INTO products (prod_code, prod_name, description, order_num) VALUES ($1, $2, $3, $4)', [
        code,
        name,
        desc,
        ++order,
      ]);
    }

    // Menus and the permission resources: derived from the pages' declarations (resUri = path).
    await addDeclaredResources(tx);

    for (const [i, [code, name]] of CMS_HURDLES.entries()) {
      await tx.query('INSERT INTO cms_hurdles (biz_code, name, order_num) VALUES ($1, $2, $3)', [code, name, i + 1]);
    }
    const cms = async (
      biz: string,
      title: string,
      summary: string,
      content: string,
      publish: number,
      orderNum: number,
      image = '',
      link = '',
    ) =>
      tx.query(
        `INSERT INTO cms_items (biz_code, title, summary, content, image_url, link_url, publish_time, order_num)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        // Stored HTML is filtered when written (and again when sent out).
        [biz, title, summary, sanitizeHtml(content), image, link, publish, orderNum],
      );
    for (const [i, [title, summary]] of BANNERS.entries()) {
      await cms(
        'HOME_BANNER',
        title,
        summary,
        `<p>${summary}</p>`,
        now - i * DAY,
        i + 1,
        bannerImageUrl(i + 1),
        '/index/product',
      );
    }
    // The page shows the title and the summary above the content: the content does not repeat them.
    for (const [i, [code, name, desc]] of PRODUCTS.entries()) {
      await cms(
        'PRODUCT_INTRO',
        name,
        desc,
        `<ul><li>线上申请，流程透明</li><li>数据加密，安全合规</li></ul>`,
        now - i * DAY,
        i + 1,
        '',
        `/center/product/product?code=${code}`,
      );
    }
    for (const [i, title] of NEWS_TITLES.entries()) {
      await cms(
        'NEWS',
        title,
        `${title}。`,
        `<p>${title}。</p><p>平台将持续完善服务，助力产业链上下游企业高质量发展。</p>`,
        now - (i + 1) * 3 * DAY,
        i + 1,
      );
    }
    for (const [i, [title, content]] of HELP_ITEMS.entries()) {
      await cms('HELP', title, title, content, now - i * DAY, i + 1);
    }
    await cms('ABOUT', '关于我们', '供应链金融服务平台简介', ABOUT_HTML, now, 1);
  });
}

/**
 * The demo companies and people (password DEMO_PASSWORD, printed in the README), their
 * messages and announcements. Development and tests only: the configuration refuses it in
 * production, where the first administrator is made with `npm run admin -- create-admin`.
 */
export async function seedDemo(db: Db, now: number = Date.now()): Promise<boolean> {
  const base = await seedBaseDemo(db, now);
  const finance = await seedFinanceDemo(db, now);
  return base || finance;
}

async function seedBaseDemo(db: Db, now: number): Promise<boolean> {
  if (await isSeeded(db, PART_DEMO)) return false;
  // Hashing takes a while: do it before the transaction holds the lock.
  const hashes = await Promise.all(PERSONS.map(() => hashPassword(DEMO_PASSWORD)));
  return seedPart(db, PART_DEMO, now, async (tx) => {
    const compIds = new Map<string, number>();
    let n = 0;
    for (const c of COMPANIES) {
      n++;
      const credit = withUsccCheck(`91${c.province.slice(0, 2)}0115MA1H0${String(n).padStart(4, '0')}`);
      const rows = await tx.query<{ id: number }>(
        `INSERT INTO companies (comp_name, credit_code, province_code, area_code, address, contact_name, contact_phone,
           email, introduction, status, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 1, $10) RETURNING id`,
        [
          c.name,
          credit,
          c.province,
          c.area,
          c.address,
          c.contact[0],
          c.contact[1],
          c.contact[2],
          `${c.name}是平台的${n === 1 ? '核心企业' : '合作企业'}。`,
          now - 400 * DAY + n * DAY,
        ],
      );
      const id = rows[0]?.id;
      if (id === undefined) throw new Error('seed: company insert failed');
      compIds.set(c.key, id);
      for (const role of c.roles) {
        for (const prod of ['EC', ...Object.keys(c.permits)]) {
          await tx.query('INSERT INTO company_roles (comp_id, prod_code, comp_role) VALUES ($1, $2, $3)', [
            id,
            prod,
            role,
          ]);
        }
      }
      for (const [prod, status] of Object.entries(c.permits)) {
        await tx.query(
          'INSERT INTO company_products (comp_id, prod_code, permit_status, updated_at) VALUES ($1, $2, $3, $4)',
          [id, prod, status, now - 30 * DAY],
        );
        await tx.query(
          `INSERT INTO permit_audits (comp_id, prod_code, before_status, after_status, remark, created_at)
           VALUES ($1, $2, 10, 20, '提交开通申请', $3)`,
          [id, prod, now - 40 * DAY],
        );
        if (status !== PERMIT.underReview) {
          await tx.query(
            `INSERT INTO permit_audits (comp_id, prod_code, before_status, after_status, remark, created_at)
             VALUES ($1, $2, 20, $3, $4, $5)`,
            [id, prod, status, status === PERMIT.opened ? '审核通过' : '资料不完整，请补充后重新申请', now - 35 * DAY],
          );
        }
      }
    }

    const employeeIds: number[] = [];
    /** Employee ids by "mobile@company key". */
    const members = new Map<string, number>();
    let coreAdminEmployee = 0;
    for (const [i, p] of PERSONS.entries()) {
      const rows = await tx.query<{ id: number }>(
        'INSERT INTO persons (mobile, name, email, password_hash, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING id',
        [p.mobile, p.name, p.email, hashes[i], now - 300 * DAY],
      );
      const personId = rows[0]?.id;
      for (const m of p.memberships) {
        const compId = compIds.get(m.company);
        const e = await tx.query<{ id: number }>(
          `INSERT INTO employees (comp_id, person_id, name, is_active, created_at)
           VALUES ($1, $2, $3, $4, $5) RETURNING id`,
          [compId, personId, p.name, m.active === false ? 0 : 1, now - 200 * DAY + i * HOUR],
        );
        const employeeId = e[0]?.id;
        if (employeeId === undefined) throw new Error('seed: employee insert failed');
        employeeIds.push(employeeId);
        members.set(`${p.mobile}@${m.company}`, employeeId);
        if (p.mobile === '13800000001' && m.company === 'core') coreAdminEmployee = employeeId;
        for (const [prod, roles] of Object.entries(m.roles)) {
          for (const role of roles) {
            await tx.query('INSERT INTO employee_roles (employee_id, prod_code, employee_role) VALUES ($1, $2, $3)', [
              employeeId,
              prod,
              role,
            ]);
          }
        }
      }
    }
    // Personal certificates for the signature product.
    for (const [i, employeeId] of employeeIds.slice(0, 4).entries()) {
      await tx.query(
        'INSERT INTO vouchers (employee_id, cert_sn, cert_status, valid_from, valid_to) VALUES ($1, $2, $3, $4, $5)',
        [
          employeeId,
          `CFCA${String(20260001 + i)}`,
          i === 3 ? CERT.applying : CERT.valid,
          now - 100 * DAY,
          now + 265 * DAY,
        ],
      );
    }

    // Site messages: every company gets some; the core company gets all, half read by its administrator.
    for (const [key, compId] of compIds) {
      const list = key === 'core' ? MESSAGES : MESSAGES.slice(0, 4);
      for (const [i, [type, title, summary]] of list.entries()) {
        const m = await tx.query<{ id: number }>(
          `INSERT INTO messages (receive_comp_id, title, summary, content, msg_type, send_time)
           VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
          [
            compId,
            title,
            summary,
            sanitizeHtml(`<p>${summary}</p><p>如有疑问，请通过页面右下角的客服中心联系我们。</p>`),
            type,
            now - (i + 1) * 6 * HOUR,
          ],
        );
        if (key === 'core' && i % 2 === 1 && coreAdminEmployee) {
          await tx.query('INSERT INTO message_reads (message_id, employee_id, read_at) VALUES ($1, $2, $3)', [
            m[0]?.id,
            coreAdminEmployee,
            now - HOUR,
          ]);
        }
      }
    }
    for (const [i, [prod, title, summary, top]] of AFFICHES.entries()) {
      await tx.query(
        'INSERT INTO affiches (prod_code, title, summary, content, top, publish_time) VALUES ($1, $2, $3, $4, $5, $6)',
        [
          prod,
          title,
          summary,
          sanitizeHtml(`<p>${summary}</p><p>特此公告。</p><p>供应链金融服务平台</p>`),
          top,
          now - (i + 1) * 2 * DAY,
        ],
      );
    }

    await seedVoucherDemo(tx, { companies: compIds, members }, now);
  });
}

/** Reference data and the demo data (development and tests). True when anything was added. */
export async function seed(db: Db, now: number = Date.now()): Promise<boolean> {
  const reference = await seedReference(db, now);
  const demo = await seedDemo(db, now);
  return reference || demo;
}
