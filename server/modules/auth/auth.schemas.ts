/** Response shapes of the token-issuing calls. */
import { Type } from 'typebox';
import { Envelope } from '../../core/envelope';

/** The refresh token is not in the body: it is set as the HttpOnly refresh_token cookie. */
export const TokenPairSchema = Type.Object({
  accessToken: Type.String(),
  expiresIn: Type.Integer(),
  compCode: Type.String(),
  employeeCode: Type.String(),
});

export const CompRoleList = Type.Array(Type.Object({ prodCode: Type.String(), compRole: Type.String() }));
export const EmpRoleList = Type.Array(Type.Object({ prodCode: Type.String(), employeeRole: Type.String() }));

export const ChoiceItemSchema = Type.Object({
  employeeCode: Type.String(),
  compCode: Type.String(),
  compName: Type.String(),
  compRole: CompRoleList,
  employeeRole: EmpRoleList,
  status: Type.Integer(),
  isActive: Type.Integer(),
});

/** Either tokens, or the company choice of a person with several memberships. */
export const LoginResultSchema = Envelope(
  Type.Object({
    accessToken: Type.Optional(Type.String()),
    expiresIn: Type.Optional(Type.Integer()),
    compCode: Type.Optional(Type.String()),
    employeeCode: Type.Optional(Type.String()),
    needChoose: Type.Optional(Type.Boolean()),
    loginTicket: Type.Optional(Type.String()),
    employees: Type.Optional(Type.Array(ChoiceItemSchema)),
  }),
);
