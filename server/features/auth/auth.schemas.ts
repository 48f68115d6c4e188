/** Response shapes of the token-issuing calls. */
import { Type, type Static } from 'typebox';
import { Envelope } from '../../core/envelope';
import { CompRoleList, EmpRoleList } from '../../core/schemas';

/** The refresh token is not in the body: it is set as the HttpOnly refresh_token cookie. */
export const TokenPairSchema = Type.Object({
  accessToken: Type.String(),
  expiresIn: Type.Integer(),
  compCode: Type.String(),
  employeeCode: Type.String(),
  /** Present (true) when an administrator reset the password: set a new one before anything else. */
  mustChangePassword: Type.Optional(Type.Boolean()),
});

export { CompRoleList, EmpRoleList } from '../../core/schemas';

export const ChoiceItemSchema = Type.Object({
  employeeCode: Type.String(),
  compCode: Type.String(),
  compName: Type.String(),
  compRole: CompRoleList,
  employeeRole: EmpRoleList,
  status: Type.Integer(),
  isActive: Type.Integer(),
});

/** A person with several memberships chooses one before receiving tokens. */
const LoginChoiceSchema = Type.Object({
  needChoose: Type.Literal(true),
  loginTicket: Type.String(),
  employees: Type.Array(ChoiceItemSchema),
});

/** Either tokens, or the company choice of a person with several memberships. */
export const LoginResultSchema = Envelope(Type.Union([TokenPairSchema, LoginChoiceSchema]));

/** Tokens as the body carries them; the refresh token goes in its cookie. */
export type TokenGrant = Static<typeof TokenPairSchema>;
export type ChoiceItem = Static<typeof ChoiceItemSchema>;
export type LoginChoice = Static<typeof LoginChoiceSchema>;
