import { describe, expect, it } from 'vitest';
import {
  canApplyFor,
  joinProducts,
  matchesFilter,
  readCodeQuery,
} from '../../../parcels/center/product/product-centre.model';

const products = [
  { productCode: 'BILL', productName: '票据服务', description: 'b', orderNum: 3 },
  { productCode: 'CRM', productName: '客户关系', description: 'c', orderNum: 1 },
  { productCode: 'CREDIT', productName: '授信管理', description: 'd', orderNum: 2 },
  { productCode: 'SIGN', productName: '电子签章', description: 'e', orderNum: 4 },
];
const permits = [
  {
    productCode: 'CRM',
    productName: '客户关系',
    description: 'c',
    orderNum: 1,
    permitStatus: 55,
    permitStatusName: '已开通',
  },
  {
    productCode: 'CREDIT',
    productName: '授信管理',
    description: 'd',
    orderNum: 2,
    permitStatus: 20,
    permitStatusName: '审核中',
  },
  {
    productCode: 'SIGN',
    productName: '电子签章',
    description: 'e',
    orderNum: 3,
    permitStatus: 15,
    permitStatusName: '已驳回',
  },
];

describe('product centre model', () => {
  const entries = joinProducts(products, permits, [products[1]!]);

  it('lists every product in the platform order with its permit state (absent = not opened)', () => {
    expect(entries.map((e) => [e.productCode, e.permitStatus, e.permitStatusName])).toEqual([
      ['CRM', 55, '已开通'],
      ['CREDIT', 20, '审核中'],
      ['BILL', 10, '未开通'],
      ['SIGN', 15, '已驳回'],
    ]);
  });

  it('filters by state and allows applying only for products neither opened nor under review', () => {
    expect(entries.filter((e) => matchesFilter(e, 'opened')).map((e) => e.productCode)).toEqual(['CRM']);
    expect(entries.filter((e) => matchesFilter(e, 'review')).map((e) => e.productCode)).toEqual(['CREDIT']);
    expect(entries.filter((e) => matchesFilter(e, 'closed')).map((e) => e.productCode)).toEqual(['BILL', 'SIGN']);
    expect(entries.filter(canApplyFor).map((e) => e.productCode)).toEqual(['BILL', 'SIGN']);
  });

  it('trusts bLlist for opened products even when the permit list is stale', () => {
    const stale = joinProducts(products, permits, [products[2]!]);
    expect(stale.find((e) => e.productCode === 'CREDIT')).toMatchObject({
      permitStatus: 55,
      permitStatusName: '已开通',
    });
  });

  it('reads ?code= case-insensitively and reports unknown or garbage codes', () => {
    expect(readCodeQuery('?code=credit', entries)).toEqual({ kind: 'found', code: 'CREDIT' });
    expect(readCodeQuery('', entries)).toEqual({ kind: 'none' });
    expect(readCodeQuery('?code=', entries)).toEqual({ kind: 'none' });
    expect(readCodeQuery('?code=%3Cscript%3E', entries)).toEqual({ kind: 'invalid' });
    expect(readCodeQuery('?code=NOPE', entries)).toEqual({ kind: 'invalid' });
  });
});
