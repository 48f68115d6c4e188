/** Shapes of the employee calls. */
import { Type } from 'typebox';
import {
  Code,
  Email,
  EmployeeRoleCode,
  EmpRoleList,
  Mobile,
  Obj,
  PageNum,
  PageSize,
  PersonName,
  ProdCode,
} from '../../core/schemas';
import { SortQuery } from '../../core/sort';

/** One row of the employee list; `self` marks the caller's own row. */
export const EmployeeItemSchema = Type.Object({
  employeeCode: Type.String(),
  userName: Type.String(),
  mobile: Type.String(),
  email: Type.String(),
  status: Type.Integer(),
  isActive: Type.Integer(),
  employeeRole: EmpRoleList,
  createTime: Type.String(),
  self: Type.Boolean(),
});

/** The roles an administrator gives: one to thirty, each for one product. */
export const RolesSchema = Type.Array(Obj({ prodCode: ProdCode, employeeRole: EmployeeRoleCode }), {
  minItems: 1,
  maxItems: 30,
});

/** What adding one employee takes; the import checks every row of a file against it too. */
export const EmployeeAddSchema = Obj({
  userName: PersonName,
  mobile: Mobile,
  email: Type.Optional(Email),
  roles: RolesSchema,
});

/** The fields the employee list sorts by (the repository maps each to its column). */
const EMPLOYEE_SORT_FIELDS = ['userName', 'createTime'] as const;
export type EmployeeSortField = (typeof EMPLOYEE_SORT_FIELDS)[number];
export const EmployeeSort = SortQuery(EMPLOYEE_SORT_FIELDS);

/** Enables or disables several employees of the caller's company at once. */
export const EmployeeBatchStatusSchema = Obj({
  employeeCodes: Type.Array(Type.String({ minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9_-]+$' }), {
    minItems: 1,
    maxItems: 200,
    uniqueItems: true,
  }),
  isActive: Type.Union([Type.Literal(0), Type.Literal(1)]),
});

export const EmployeeListBody = Obj({
  keyword: Type.Optional(Type.String({ maxLength: 50 })),
  isActive: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
  pageNum: Type.Optional(PageNum),
  pageSize: Type.Optional(PageSize),
  ...EmployeeSort,
});

export const EmployeeAddAnswer = Type.Object({ employeeCode: Type.String(), pending: Type.Boolean() });

export const EmployeeEditBody = Obj({ employeeCode: Code(), userName: PersonName });

export const BatchStatusAnswer = Type.Object({ changed: Type.Integer() });

export const EmployeeRolesBody = Obj({ employeeCode: Code(), roles: RolesSchema });

export const ResetPasswordAnswer = Type.Object({ mobile: Type.String() });

export const EmployeeCodeQuery = Obj({ employeeCode: Code() });
