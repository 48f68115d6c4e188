/** docs/requirements.md#session access as a pure function. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACCESS_REASONS, can, permits } from '../../../shared/access/can';
import { ROUTES } from '../../../shared/routes/route-table';

const admin = {
  compCode: 'C1',
  compName: 'A',
  userName: 'u',
  mobile: '',
  employeeCode: 'E',
  compRole: [],
  employeeRole: [{ prodCode: 'CRM', employeeRole: 'E101' }],
};
const operator = {
  ...admin,
  employeeRole: [
    { prodCode: 'CRM', employeeRole: 'E102' },
    { prodCode: 'ZNX', employeeRole: 'E101' },
  ],
};

describe('routes', () => {
  it('public routes are open to anyone', () => {
    for (const p of [
      '/index/index',
      '/index/news/detail/3/新闻',
      '/login',
      '/register/account',
      '/resetpwd/reset',
      '/404',
    ]) {
      expect(can({ hasToken: false, permissions: [] }, p)).toEqual({ can: true, reason: null });
    }
  });

  it('other routes need a token', () => {
    expect(can({ hasToken: false, permissions: ['/center/crm/user'] }, '/center/crm/user')).toEqual({
      can: false,
      reason: ACCESS_REASONS.notLoggedIn,
    });
    expect(can({ hasToken: false, permissions: [] }, '/login/changeComp').can).toBe(false);
  });

  it('session routes need only the token (company switch, product parcels)', () => {
    expect(can({ hasToken: true, permissions: [] }, '/login/changeComp').can).toBe(true);
    expect(can({ hasToken: true, permissions: [] }, '/center/product/ZNX/list').can).toBe(true);
  });

  it('a permission route is allowed when its path is in the permission list', () => {
    const s = {
      hasToken: true,
      permissions: ['/center/crm/user', 'center/crm/company/', '/center/crm/message/detail/:id'],
    };
    expect(can(s, '/center/crm/user').can).toBe(true);
    expect(can(s, '/center/crm/user?tab=2').can).toBe(true);
    expect(can(s, '/center/crm/company').can).toBe(true);
    expect(can(s, '/center/crm/message/detail/42').can).toBe(true);
    expect(can(s, '/center/crm/employee/list')).toEqual({ can: false, reason: '无权访问该页面' });
  });

  it('the concrete path in the list also allows a pattern route', () => {
    expect(
      permits(['/center/crm/affiche/detail/7'], '/center/crm/affiche/detail/:id', '/center/crm/affiche/detail/7'),
    ).toBe(true);
    expect(
      permits(['/center/crm/affiche/detail/8'], '/center/crm/affiche/detail/:id', '/center/crm/affiche/detail/7'),
    ).toBe(false);
  });

  it('routes of the product with code EC bypass the check', () => {
    expect(can({ hasToken: true, permissions: [] }, '/center/product/product').can).toBe(true);
    for (const r of ROUTES.filter((x) => x.prodCode === 'EC'))
      expect(can({ hasToken: true, permissions: [] }, r.path).can).toBe(true);
  });

  it('unknown paths are refused with a reason', () => {
    expect(can({ hasToken: true, permissions: [] }, '/nowhere')).toEqual({
      can: false,
      reason: ACCESS_REASONS.unknownPage,
    });
  });

  it('every permission route of the table is refused without the entry and allowed with it', () => {
    for (const r of ROUTES.filter((x) => x.access === 'permission' && x.prodCode !== 'EC' && !x.redirect)) {
      const concrete = r.path.replace(/:[a-zA-Z]+/g, '1');
      expect(can({ hasToken: true, permissions: [] }, concrete).can).toBe(false);
      expect(can({ hasToken: true, permissions: [r.path] }, concrete).can).toBe(true);
    }
  });
});

describe('abilities', () => {
  it('company administration needs E101 of the CRM product', () => {
    for (const a of ['employee.manage', 'company.edit', 'invitation.manage', 'product.apply']) {
      expect(can({ hasToken: true, permissions: [], compInfo: admin }, a).can).toBe(true);
      expect(can({ hasToken: true, permissions: [], compInfo: operator }, a)).toEqual({
        can: false,
        reason: ACCESS_REASONS.adminOnly,
      });
      expect(can({ hasToken: false, permissions: [], compInfo: admin }, a).can).toBe(false);
      expect(can({ hasToken: true, permissions: [], compInfo: null }, a).can).toBe(false);
    }
  });

  it('unknown abilities and garbage are refused, never thrown', () => {
    expect(can({ hasToken: true, permissions: [] }, 'fly')).toEqual({
      can: false,
      reason: ACCESS_REASONS.unknownAbility,
    });
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (session, target) => {
        const r = can(session as never, target as never);
        expect(typeof r.can).toBe('boolean');
      }),
    );
  });
});
