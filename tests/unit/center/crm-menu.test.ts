import { describe, expect, it } from 'vitest';
import { buildCrmMenu, openKeysFor } from '../../../parcels/center/layout/crm-menu';
import { ACCOUNT_MENU } from './account-menu';

const r = (resCode: string, resName: string, resUri: string, parentCode: string, orderNum: number) => ({
  resCode,
  resName,
  resType: resUri ? 'C' : 'M',
  resUri,
  parentCode,
  orderNum,
  prodCode: 'CRM',
});

// The shape the server seeds (server/db/seed/seed.ts).
const MENUS = [
  r('EC_PRODUCT', '产品中心', '/center/product/product', '0', 1),
  r('CRM_ROOT', '客户关系', '', '0', 10),
  r('CRM_ACCOUNT', '账户管理', '', 'CRM_ROOT', 11),
  r('CRM_ACCOUNT_LIST', '账户列表', '/center/crm/account/list', 'CRM_ACCOUNT', 12),
  r('CRM_CHANGE_ACC', '切换账户', '/center/crm/changeAcc', 'CRM_ACCOUNT', 13),
  r('CRM_USER', '个人信息', '/center/crm/user', 'CRM_ROOT', 15),
  r('CRM_EMPLOYEE', '人员管理', '/center/crm/employee/list', 'CRM_ROOT', 17),
  r('CRM_INVITE', '邀请企业', '/center/crm/invication', 'CRM_ROOT', 18),
  r('MSG_ROOT', '消息中心', '', '0', 30),
  r('MSG_LIST', '站内信', '/center/crm/message/list', 'MSG_ROOT', 31),
  r('MSG_DETAIL', '站内信详情', '/center/crm/message/detail/:id', 'MSG_ROOT', 32),
];

describe('customer-relations menu', () => {
  it('builds the first tree, without the message tree, detail pages or the product centre', () => {
    const menu = buildCrmMenu(MENUS, () => true);
    expect(menu).toEqual([
      ...ACCOUNT_MENU,
      { key: '/center/crm/employee/list', label: '人员管理', path: '/center/crm/employee/list' },
      { key: '/center/crm/invication', label: '邀请企业', path: '/center/crm/invication' },
    ]);
  });

  it('leaves out what the permission check refuses, and groups left empty', () => {
    const operator = buildCrmMenu(
      MENUS,
      (p) =>
        p !== '/center/crm/employee/list' &&
        p !== '/center/crm/invication' &&
        !p.startsWith('/center/crm/account') &&
        p !== '/center/crm/changeAcc',
    );
    expect(operator).toEqual([{ key: '/center/crm/user', label: '个人信息', path: '/center/crm/user' }]);
  });

  it('ignores resources that point at themselves and finds the groups to open', () => {
    const looped = [...MENUS, r('LOOP', '循环', '', 'LOOP', 1)];
    const menu = buildCrmMenu(looped, () => true);
    expect(openKeysFor(menu, '/center/crm/changeAcc')).toEqual(['CRM_ACCOUNT']);
    expect(openKeysFor(menu, '/center/crm/user')).toEqual([]);
    expect(buildCrmMenu([], () => true)).toEqual([]);
  });
});
