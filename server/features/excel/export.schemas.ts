/** The Excel export's request schemas. */
import { Type, type Static } from 'typebox';
import { Obj } from '../../core/schemas';
import { EmployeeSort } from '../employee/employee.schemas';

export const ExportEmployeesQuery = Obj({
  keyword: Type.Optional(Type.String({ maxLength: 50, 'x-msg': '关键字最多50个字符' })),
  isActive: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)], { 'x-msg': '状态不正确' })),
  /** 1: whole mobile numbers, so the file can be edited and imported again (logged). */
  fullMobile: Type.Optional(Type.Literal(1, { 'x-msg': '导出方式不正确' })),
  ...EmployeeSort,
});
export type ExportEmployeesInput = Static<typeof ExportEmployeesQuery>;
