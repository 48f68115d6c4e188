import { Type } from 'typebox';
import { CompRoleList, EmpRoleList } from '../auth/auth.schemas';
import { Address, Email, FreeText, Mobile, Obj, PersonName, ProdCode } from '../../core/schemas';

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

/**
 * The caller's company (`cust/company/info`). `compRole` is the list of the company's roles per
 * product (`[{prodCode, compRole}]`, as in compInfo), not one code. The client's `CompanyInfo`
 * is generated from this schema.
 */
export const CompanyInfoSchema = Type.Object({
  compCode: Type.String(),
  compName: Type.String(),
  creditCode: Type.String(),
  compRole: CompRoleList,
  provinceCode: Type.String(),
  provinceName: Type.String(),
  areaCode: Type.String(),
  areaName: Type.String(),
  address: Type.String(),
  contactName: Type.String(),
  contactPhone: Type.String(),
  email: Type.String(),
  introduction: Type.String(),
  status: Type.Integer(),
  createTime: Type.String(),
});

/** The administrator's edit of the company: only the fields sent change. */
export const CompanyUpdateBody = Obj({
  address: Type.Optional(Address),
  contactName: Type.Optional(PersonName),
  contactPhone: Type.Optional(Mobile),
  email: Type.Optional(Email),
  introduction: Type.Optional(FreeText),
});

export const ProductBody = Obj({ productCode: ProdCode });

export const CompanyMemberAnswer = Type.Object({
  compCode: Type.String(),
  compName: Type.String(),
  userName: Type.String(),
  mobile: Type.String(),
  employeeCode: Type.String(),
  compRole: CompRoleList,
  employeeRole: EmpRoleList,
});

export const ProductQuery = Obj({ productCode: Type.Optional(ProdCode) });

export const CompanyList = Type.Array(CompanyListItemSchema);
