/**
 * Excel exports of what a list's filters show (employees, login log, operation log), with
 * Chinese headers; the same permissions as the lists apply. Each answers the file's name and
 * its bytes, for the export routes to send.
 */
import type { AppContext, AuthContext } from '../../core/context';
import { ACTIVE } from '../../core/status';
import type { LoginLogItem, LoginLogQueryInput, OperationItem, OperationQueryInput } from '../audit/audit.schemas';
import { loginLogPage } from '../audit/login-log-list.service';
import { operationPage } from '../audit/operation-log-list.service';
import { logOperation } from '../audit/operation-log.service';
import { roleTextWriter } from '../employee/employee-import.service';
import { listEmployees, type EmployeeItem } from '../employee/employee.service';
import type { ExportEmployeesInput } from './export.schemas';
import { EXPORT_ROW_LIMIT, exportSheet, sheetOf, withinExportLimit, type Column, type ExportFile } from './workbook';

/**
 * The employee list's columns. Roles are written as the import reads them ("客户关系/管理员",
 * several separated by "、"); with whole mobiles (fullMobile=1, logged) an exported list can be
 * edited and imported again; by default the mobiles are masked as on the page.
 */
const employeeColumns = (
  roleText: (roles: EmployeeItem['employeeRole']) => string,
): readonly Column<EmployeeItem>[] => [
  { header: '姓名', width: 14, value: (r) => r.userName },
  { header: '手机号', width: 16, value: (r) => r.mobile },
  { header: '邮箱', width: 26, value: (r) => r.email },
  { header: '角色', width: 30, value: (r) => roleText(r.employeeRole) },
  { header: '状态', width: 8, value: (r) => (r.isActive === ACTIVE.enabled ? '启用' : '停用') },
  { header: '创建时间', width: 20, value: (r) => r.createTime },
];

const LOGIN_COLUMNS: readonly Column<LoginLogItem>[] = [
  { header: '登录时间', width: 20, value: (r) => r.loginTime },
  { header: '账号', width: 16, value: (r) => r.account },
  { header: '姓名', width: 12, value: (r) => r.userName },
  { header: '方式', width: 12, value: (r) => r.method },
  { header: 'IP地址', width: 16, value: (r) => r.ip },
  { header: '浏览器', width: 16, value: (r) => r.browser },
  { header: '操作系统', width: 16, value: (r) => r.os },
  { header: '结果', width: 8, value: (r) => (r.result === 1 ? '成功' : '失败') },
  { header: '说明', width: 30, value: (r) => r.reason },
];

const changeText = (m: Record<string, string>) =>
  Object.entries(m)
    .map(([k, v]) => `${k}：${v}`)
    .join('；');
const OPERATION_COLUMNS: readonly Column<OperationItem>[] = [
  { header: '操作时间', width: 20, value: (r) => r.operateTime },
  { header: '操作人', width: 12, value: (r) => r.operator },
  { header: '操作类型', width: 14, value: (r) => r.actionName },
  { header: '操作对象', width: 24, value: (r) => r.target },
  { header: '变更前', width: 36, value: (r) => changeText(r.before) },
  { header: '变更后', width: 36, value: (r) => changeText(r.after) },
  { header: 'IP地址', width: 16, value: (r) => r.ip },
];

/** The employee list as filtered; with `fullMobile` the whole mobiles, and the export is logged. */
export async function exportEmployees(
  ctx: AppContext,
  auth: AuthContext,
  ip: string,
  q: ExportEmployeesInput,
): Promise<ExportFile> {
  const full = q.fullMobile === 1;
  const page = await listEmployees(
    ctx,
    auth,
    {
      keyword: q.keyword,
      isActive: q.isActive,
      orderBy: q.orderBy,
      order: q.order,
      pageNum: 1,
      pageSize: EXPORT_ROW_LIMIT + 1,
    },
    { fullMobiles: full },
  );
  const body = await sheetOf('员工列表', employeeColumns(await roleTextWriter(ctx)), withinExportLimit(page.list));
  // Personal data leaves the portal whole: who took it, when and how many rows is logged.
  if (full)
    await logOperation(ctx.db, auth, ip, ctx.clock(), {
      action: 'employee.export',
      target: `员工列表（${page.list.length}人）`,
      after: { 手机号: '完整导出' },
    });
  return { name: full ? '员工列表_完整手机号' : '员工列表', body };
}

/** The login log as filtered (the caller's own, or the company's for its administrator). */
export async function exportLoginLog(ctx: AppContext, auth: AuthContext, q: LoginLogQueryInput): Promise<ExportFile> {
  return exportSheet('登录日志', LOGIN_COLUMNS, async (limit) => {
    return (await loginLogPage(ctx.db, auth, q, { limit, offset: 0 }, ctx.clock())).list;
  });
}

/** The company's operation log as filtered (administrator). */
export async function exportOperationLog(
  ctx: AppContext,
  auth: AuthContext,
  q: OperationQueryInput,
): Promise<ExportFile> {
  return exportSheet('操作日志', OPERATION_COLUMNS, async (limit) => {
    return (await operationPage(ctx.db, auth, q, { limit, offset: 0 })).list;
  });
}
