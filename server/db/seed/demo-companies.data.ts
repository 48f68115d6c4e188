/**
 * The demo companies and the demo password: data the demo seed (seed.ts) and its product parts
 * (finance-demo.seed.ts) both read, so neither imports the other for it.
 */
import { PERMIT } from '../../core/status';

export const DEMO_PASSWORD = 'Scf@2026';

export interface CompanySeed {
  key: string;
  name: string;
  roles: string[];
  province: string;
  area: string;
  address: string;
  /** Contact name, phone, e-mail. */
  contact: [string, string, string];
  /** prodCode → permit status (PERMIT in core/status.ts; absent = not opened). */
  permits: Record<string, number>;
}

export const COMPANIES: CompanySeed[] = [
  {
    key: 'core',
    contact: ['张伟', '13800000001', 'contact@huaxin.example.com'],
    name: '华信核心制造集团有限公司',
    roles: ['C101', 'C106'],
    province: '310000',
    area: '310115',
    address: '上海市浦东新区世纪大道100号',
    permits: {
      CRM: PERMIT.opened,
      CREDIT: PERMIT.opened,
      BILL: PERMIT.opened,
      SETTLE: PERMIT.opened,
      SIGN: PERMIT.underReview,
      INVOICE: PERMIT.underReview,
      DEPOSIT: PERMIT.rejected,
    },
  },
  {
    key: 'supplier',
    contact: ['王芳', '13800000003', 'contact@huanan.example.com'],
    name: '华南精密零部件供应有限公司',
    roles: ['C102'],
    province: '440000',
    area: '440300',
    address: '深圳市南山区科技园南路8号',
    permits: {
      CRM: PERMIT.opened,
      CREDIT: PERMIT.opened,
      BILL: PERMIT.opened,
      ENDORSE: PERMIT.opened,
      ZNX: PERMIT.underReview,
    },
  },
  {
    key: 'invest',
    contact: ['陈静', '13800000005', 'contact@jinqiao.example.com'],
    name: '金桥投资管理有限公司',
    roles: ['C103', 'C104'],
    province: '110000',
    area: '110105',
    address: '北京市朝阳区建国路88号',
    permits: { CRM: PERMIT.opened, ZNX: PERMIT.opened, SETTLE: PERMIT.underReview },
  },
  {
    key: 'funding',
    contact: ['吴敏', '13800000009', 'contact@hengfeng.example.com'],
    name: '恒丰资金服务有限公司',
    roles: ['C104'],
    province: '330000',
    area: '330100',
    address: '杭州市西湖区文三路18号',
    permits: { CRM: PERMIT.opened, ZNX: PERMIT.opened, DEPOSIT: PERMIT.opened },
  },
  {
    key: 'guarantee',
    contact: ['郑浩', '13800000010', 'contact@anxin.example.com'],
    name: '安信融资担保有限公司',
    roles: ['C105'],
    province: '320000',
    area: '320500',
    address: '苏州市工业园区星湖街328号',
    permits: { CRM: PERMIT.opened, CREDIT: PERMIT.underReview },
  },
  {
    key: 'member',
    contact: ['冯婷', '13800000011', 'contact@jiangnan.example.com'],
    name: '江南商贸有限公司',
    roles: ['C106'],
    province: '420000',
    area: '420100',
    address: '武汉市江汉区解放大道690号',
    permits: { CRM: PERMIT.opened },
  },
  // The second-tier supplier: receives parts of vouchers transferred by 华南精密 (ENDORSE).
  {
    key: 'supplier2',
    contact: ['何军', '13800000014', 'contact@huake.example.com'],
    name: '东莞华科电子有限公司',
    roles: ['C102'],
    province: '440000',
    area: '441900',
    address: '东莞市松山湖园区工业南路6号',
    permits: { CRM: PERMIT.opened, BILL: PERMIT.opened, ENDORSE: PERMIT.opened },
  },
];
