/**
 * The person's accounts (one per company membership): their state in words, and the
 * `?employeeCode=` query of the account pages read safely.
 */
import { ACCOUNT_STATUS, ACTIVE, isSwitchableCompany, type CompanyListItem } from '@scf/shared';

export type AccountState = 'active' | 'disabled' | 'removed';

export function accountState(item: Pick<CompanyListItem, 'status' | 'isActive'>): AccountState {
  if (item.status !== ACCOUNT_STATUS.inForce) return 'removed';
  return item.isActive === ACTIVE.enabled ? 'active' : 'disabled';
}

export const ACCOUNT_STATE_LABELS: Readonly<Record<AccountState, string>> = {
  active: '正常',
  disabled: '已停用',
  removed: '已退出企业',
};

/** Employee codes are letters and digits (E20000001); anything else in the URL is ignored. */
const EMPLOYEE_CODE_RE = /^[A-Za-z0-9_-]{1,32}$/;

export type EmployeeCodeQuery = { kind: 'none' } | { kind: 'invalid' } | { kind: 'code'; code: string };

export function readEmployeeCodeQuery(search: string): EmployeeCodeQuery {
  let raw: string | null = null;
  try {
    raw = new URLSearchParams(search).get('employeeCode');
  } catch {
    return { kind: 'invalid' };
  }
  if (raw === null || raw === '') return { kind: 'none' };
  return EMPLOYEE_CODE_RE.test(raw) ? { kind: 'code', code: raw } : { kind: 'invalid' };
}

/** Whether the user may switch to this account now (an active membership that is not the current one). */
export function canSwitchTo(item: CompanyListItem): boolean {
  return !item.current && isSwitchableCompany(item);
}

export const accountViewPath = (employeeCode: string): string =>
  `/center/crm/changeAccView?employeeCode=${encodeURIComponent(employeeCode)}`;
export const accountSwitchPath = (employeeCode: string): string =>
  `/center/crm/changeAcc?employeeCode=${encodeURIComponent(employeeCode)}`;
