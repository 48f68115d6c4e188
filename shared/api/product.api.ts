/** Products and their permits (docs/api.md §5.6). */
import { P, post, type CallOptions } from './request';
import type { PermitAudit, PersonalVoucher, Product, ProductPermit } from './types';

export function listProducts(opts?: CallOptions): Promise<Product[]> {
  return post(`${P}/product/list`, {}, { kind: 'list' }, opts);
}

/** The products the caller's company has opened (cached as cacheAuthProducts). */
export function listApprovedProducts(opts?: CallOptions): Promise<Product[]> {
  return post(`${P}/product/bLlist`, {}, { kind: 'list' }, opts);
}

/** Every product with the company's permit state (55 opened, 20 under review, 10 not opened, 15 rejected). */
export function listProductPermits(compCode: string, opts?: CallOptions): Promise<ProductPermit[]> {
  return post(`${P}/cust/product/findAllByPermitStatus`, { query: { compCode } }, { kind: 'list' }, opts);
}

export function listPermitAudits(
  query: { compCode: string; productCode?: string; afterStatus?: number },
  opts?: CallOptions,
): Promise<PermitAudit[]> {
  return post(`${P}/cust/product/queryPermitAudit`, { query }, { kind: 'list' }, opts);
}

/** Applies for a product that is neither opened nor under review (administrators only). */
export function applyProduct(productCode: string, opts?: CallOptions): Promise<null> {
  return post(`${P}/cust/product/apply`, { query: { productCode } }, { kind: 'update' }, opts);
}

export function getPersonalVoucher(
  compCode: string,
  userCode: string,
  opts?: CallOptions,
): Promise<PersonalVoucher | null> {
  return post(`${P}/product/getCompPersonalVoucherInfo`, { query: { compCode, userCode } }, { kind: 'list' }, opts);
}
