/**
 * 人员管理's list request, defined once: the page asks with it, and the page registry starts it
 * together with the page's code (shared's page-request), from the same stored filters.
 */
import { definePageRequest, listEmployees, readPagedListState, type EmployeeQuery, type Paging } from '@scf/shared';

/** The list-page state of 人员管理 and what it starts from. */
export const EMPLOYEE_LIST_KEY = 'employeeList';
export const EMPLOYEE_LIST_FILTERS = { keyword: '', active: 'all', orderBy: '', order: '' };
export type EmployeeListState = typeof EMPLOYEE_LIST_FILTERS & Paging;

type EmployeeSortField = NonNullable<EmployeeQuery['orderBy']>;
const SORT_FIELDS: readonly string[] = ['userName', 'createTime'] satisfies readonly EmployeeSortField[];

/** The query of a list state (unknown sort fields and filter values are dropped). */
export function employeeQuery(list: EmployeeListState): EmployeeQuery {
  const isActive = list.active === '1' ? 1 : list.active === '0' ? 0 : undefined;
  const orderBy = SORT_FIELDS.includes(list.orderBy) ? (list.orderBy as EmployeeSortField) : undefined;
  const order = orderBy && (list.order === 'ascend' || list.order === 'descend') ? list.order : undefined;
  return {
    keyword: list.keyword || undefined,
    isActive,
    orderBy,
    order,
    pageNum: list.pageNum,
    pageSize: list.pageSize,
  };
}

export const EMPLOYEE_LIST_REQUEST = definePageRequest({
  args: () => employeeQuery(readPagedListState(EMPLOYEE_LIST_KEY, EMPLOYEE_LIST_FILTERS)),
  load: (query: EmployeeQuery, call) => listEmployees(query, call),
});
