/** The 账户管理 group and 个人信息 as the customer-relations menu holds them (tests' fixture). */
import type { MenuNode } from '../../../parcels/center/layout/crm-menu';

export const ACCOUNT_MENU: MenuNode[] = [
  {
    key: 'CRM_ACCOUNT',
    label: '账户管理',
    children: [
      { key: '/center/crm/account/list', label: '账户列表', path: '/center/crm/account/list' },
      { key: '/center/crm/changeAcc', label: '切换账户', path: '/center/crm/changeAcc' },
    ],
  },
  { key: '/center/crm/user', label: '个人信息', path: '/center/crm/user' },
];
