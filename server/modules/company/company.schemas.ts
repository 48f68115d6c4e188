import { Type } from 'typebox';
import { CompRoleList, EmpRoleList } from '../auth/auth.schemas';

export const CompanyListItemSchema = Type.Object({
  compName: Type.String(),
  compBizCode: Type.String(),
  employeeCode: Type.String(),
  status: Type.Integer(),
  isActive: Type.Integer(),
  compRole: CompRoleList,
  employeeRole: EmpRoleList,
  current: Type.Boolean(),
});
