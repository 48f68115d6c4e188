/** The company's employees (docs/api.md §5.4; changes are for administrators only). */
import { ApiError } from '../http/api-error';
import { call } from '../http/client';
import { isRecord } from '../util/guards';
import type { ApiResult } from './contract';
import { P, post, type CallOptions } from './request';
import type { Employee, EmployeeAddInput, EmployeeEditInput, EmployeeQuery, EmployeeRolesInput, Page } from './types';

export function listEmployees(query: EmployeeQuery = {}, opts?: CallOptions): Promise<Page<Employee>> {
  return post(`${P}/cust/employee/list`, { body: query }, { kind: 'list' }, opts);
}

/**
 * `pending: true`: the mobile already has an account, so the person was invited and joins
 * only when they accept in their centre (个人信息); until then they are not in the list.
 */
export function addEmployee(
  input: EmployeeAddInput,
  opts?: CallOptions,
): Promise<ApiResult<`${typeof P}/cust/employee/add`>> {
  return post(`${P}/cust/employee/add`, { body: input }, { kind: 'update' }, opts);
}

export function editEmployee(input: EmployeeEditInput, opts?: CallOptions): Promise<null> {
  return post(`${P}/cust/employee/edit`, { body: input }, { kind: 'update' }, opts);
}

export function enableEmployee(employeeCode: string, opts?: CallOptions): Promise<null> {
  return post(`${P}/cust/employee/enable`, { query: { employeeCode } }, { kind: 'update' }, opts);
}

/** Disabling also revokes that employee's sessions. */
export function disableEmployee(employeeCode: string, opts?: CallOptions): Promise<null> {
  return post(`${P}/cust/employee/disable`, { query: { employeeCode } }, { kind: 'update' }, opts);
}

/** Roles E101–E111 per opened product; the last administrator cannot lose E101. */
export function setEmployeeRoles(input: EmployeeRolesInput, opts?: CallOptions): Promise<null> {
  return post(`${P}/cust/employee/roles`, { body: input }, { kind: 'update' }, opts);
}

/** Administrator only: the old password stops working, every session ends, a one-time code goes by SMS. */
export function resetEmployeePassword(
  employeeCode: string,
  opts?: CallOptions,
): Promise<ApiResult<`${typeof P}/cust/employee/resetPassword`>> {
  return post(`${P}/cust/employee/resetPassword`, { query: { employeeCode } }, { kind: 'update' }, opts);
}

/**
 * Enables (1) or disables (0) several employees at once, all or none: the server refuses the
 * whole call for the administrator's own code (when disabling) or another company's.
 */
export function setEmployeesActive(
  employeeCodes: readonly string[],
  isActive: 0 | 1,
  opts?: CallOptions,
): Promise<ApiResult<`${typeof P}/cust/employee/batchStatus`>> {
  return post(
    `${P}/cust/employee/batchStatus`,
    { body: { employeeCodes: Array.isArray(employeeCodes) ? [...employeeCodes] : [], isActive } },
    { kind: 'update' },
    opts,
  );
}

/** A row of an import file the server refused, with its row number in the sheet. */
export interface ImportRefusedRow {
  row: number;
  userName: string;
  mobile: string;
  reason: string;
}

/**
 * Uploads a filled-in employee template (.xlsx). All or nothing: when a row is bad nothing is
 * added and the error's body lists the refused rows (`importRefusedRows(err)`).
 */
export function importEmployees(
  file: Blob,
  fileName: string,
  opts?: CallOptions,
): Promise<ApiResult<`${typeof P}/cust/employee/import`>> {
  if (typeof Blob === 'undefined' || !(file instanceof Blob)) {
    return Promise.reject(new ApiError({ kind: 'business', message: '请选择要导入的文件' }));
  }
  const form = new FormData();
  form.append('file', file, fileName);
  // A multipart body, which the generated contract does not describe: the answer's type still comes from it.
  return call<ApiResult<`${typeof P}/cust/employee/import`>>(
    'POST',
    `${P}/cust/employee/import`,
    { body: form },
    { kind: 'update' },
    opts,
  );
}

/** The refused rows an import error carries, or [] for any other error. */
export function importRefusedRows(err: unknown): ImportRefusedRow[] {
  const body = err instanceof ApiError && isRecord(err.body) ? err.body.refused : undefined;
  if (!Array.isArray(body)) return [];
  return body.filter(isRecord).map((r) => ({
    row: typeof r.row === 'number' ? r.row : 0,
    userName: typeof r.userName === 'string' ? r.userName : '',
    mobile: typeof r.mobile === 'string' ? r.mobile : '',
    reason: typeof r.reason === 'string' ? r.reason : '',
  }));
}
