/** Response shapes of the token-issuing calls. */
import { Type, type Static } from 'typebox';
import { Envelope } from '../../core/envelope';
import {
  BrowserId,
  Captcha,
  Code,
  Code6,
  CompRoleCode,
  CompRoleList,
  EmpRoleList,
  EncryptedPassword,
  Kid,
  Mobile,
  Obj,
  Ticket,
} from '../../core/schemas';

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

const ChoiceItemSchema = Type.Object({
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

export const RequiredPasswordBody = Obj({ newPassword: EncryptedPassword, kid: Type.Optional(Kid) });

export const PasswordLoginBody = Obj({
  account: Type.String({ minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9]+$', 'x-msg': '请输入正确的账号或手机号' }),
  password: EncryptedPassword,
  kid: Type.Optional(Kid),
  captcha: Captcha,
  browserID: BrowserId,
});

export const SmsLoginBody = Obj({ mobile: Mobile, smsCode: Code6, browserID: BrowserId });

export const ChoicesQuery = Obj({
  loginTicket: Type.Optional(Ticket),
  employeeCode: Type.Optional(Code()),
  compRole: Type.Optional(CompRoleCode),
});

export const ChoiceList = Type.Array(ChoiceItemSchema);

export const EmployeeSubmitBody = Obj({ loginTicket: Ticket, employeeCode: Code() });

export const RefreshBody = Obj({
  refreshToken: Type.Optional(Type.String({ minLength: 20, maxLength: 200, pattern: '^[A-Za-z0-9_-]+$' })),
  employeeCode: Type.Optional(Code()),
  compRoleCode: Type.Optional(CompRoleCode),
  compBizCode: Type.Optional(Code()),
});

export const SessionInfo = Type.Object({
  userName: Type.String(),
  mobile: Type.String(),
  loginTime: Type.String(),
  loginIp: Type.String(),
  /** The login before this one; null when this is the first. */
  lastLoginTime: Type.Union([Type.String(), Type.Null()]),
  lastLoginIp: Type.String(),
  idleLimitSeconds: Type.Integer(),
  sessionExpiresAt: Type.String(),
});
