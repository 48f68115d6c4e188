/** Companies of the person and of the current session (docs/api.md §5.4). */
import { P, post, type CallOptions } from './request';
import type { CompInfo, CompanyInfo, CompanyListItem, CompanyUpdateInput } from './types';

/**
 * Company info for a product (compInfo). The guard calls it with `navigate: false`;
 * body status '403' (product not opened) rejects with kind 'product-forbidden'.
 */
export function getCompInfo(productCode: string, opts?: CallOptions): Promise<CompInfo> {
  return post(`${P}/cust/employee/info/comp`, { body: { productCode } }, { kind: 'silent' }, opts);
}

export function listCompaniesByMobile(productCode?: string, opts?: CallOptions): Promise<CompanyListItem[]> {
  return post(`${P}/cust/employee/findAllCompNameByMobile`, { body: { productCode } }, { kind: 'list' }, opts);
}

/** Only status 1 and isActive 1 (the server filters; `switchableCompanies` filters again). */
export function listEnabledCompaniesByMobile(productCode?: string, opts?: CallOptions): Promise<CompanyListItem[]> {
  return post(`${P}/cust/employee/findAllCompNameByMobileEnable`, { body: { productCode } }, { kind: 'list' }, opts);
}

/** Every company of the person, disabled ones included. */
export function listAllCompanies(opts?: CallOptions): Promise<CompanyListItem[]> {
  return post(`${P}/cust/employee/comps/all`, {}, { kind: 'list' }, opts);
}

export function getCompanyInfo(opts?: CallOptions): Promise<CompanyInfo> {
  return post(`${P}/cust/company/info`, {}, { kind: 'list' }, opts);
}

/** Administrators only (status 4030 for others). */
export function updateCompanyInfo(input: CompanyUpdateInput, opts?: CallOptions): Promise<null> {
  return post(`${P}/cust/company/update`, { body: input }, { kind: 'update' }, opts);
}
