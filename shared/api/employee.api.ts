/** The company's employees (docs/api.md §5.4; changes are for administrators only). */
import { P, post, type CallOptions } from './request';
import type { Employee, EmployeeAddInput, EmployeeEditInput, EmployeeQuery, EmployeeRolesInput, Page } from './types';

export function listEmployees(query: EmployeeQuery = {}, opts?: CallOptions): Promise<Page<Employee>> {
  return post<Page<Employee>>(`${P}/cust/employee/list`, { body: query }, { kind: 'list' }, opts);
}

/**
 * `pending: true`: the mobile already has an account, so the person was invited and joins
 * only when they accept in their centre (个人信息); until then they are not in the list.
 */
export function addEmployee(input: EmployeeAddInput, opts?: CallOptions): Promise<{ employeeCode: string; pending: boolean }> {
  return post<{ employeeCode: string; pending: boolean }>(`${P}/cust/employee/add`, { body: input }, { kind: 'update' }, opts);
}

export function editEmployee(input: EmployeeEditInput, opts?: CallOptions): Promise<null> {
  return post<null>(`${P}/cust/employee/edit`, { body: input }, { kind: 'update' }, opts);
}

export function enableEmployee(employeeCode: string, opts?: CallOptions): Promise<null> {
  return post<null>(`${P}/cust/employee/enable`, { query: { employeeCode } }, { kind: 'update' }, opts);
}

/** Disabling also revokes that employee's sessions. */
export function disableEmployee(employeeCode: string, opts?: CallOptions): Promise<null> {
  return post<null>(`${P}/cust/employee/disable`, { query: { employeeCode } }, { kind: 'update' }, opts);
}

/** Roles E101–E111 per opened product; the last administrator cannot lose E101. */
export function setEmployeeRoles(input: EmployeeRolesInput, opts?: CallOptions): Promise<null> {
  return post<null>(`${P}/cust/employee/roles`, { body: input }, { kind: 'update' }, opts);
}

/** Administrator only: the old password stops working, every session ends, a one-time code goes by SMS. */
export function resetEmployeePassword(employeeCode: string, opts?: CallOptions): Promise<{ mobile: string }> {
  return post<{ mobile: string }>(`${P}/cust/employee/resetPassword`, { query: { employeeCode } }, { kind: 'update' }, opts);
}
