/** Shapes of the registration calls. */
import { type Static, Type } from 'typebox';
import {
  Address,
  BrowserId,
  Code,
  Code6,
  CompanyName,
  CompRoleCode,
  DraftOf,
  Email,
  EncryptedPassword,
  Kid,
  Mobile,
  Obj,
  PersonName,
  Ticket,
} from '../../core/schemas';

/** Where a registration stands; `account` is the first step, before any ticket exists. */
const RegStep = Type.Enum(['account', 'permit', 'verification', 'approval', 'success']);
export const StepBody = Type.Object({ step: RegStep });

/** Step 2: the company. */
export const PermitBody = Obj({
  regTicket: Ticket,
  compName: CompanyName,
  creditCode: Type.String({
    minLength: 18,
    maxLength: 18,
    pattern: '^[0-9A-Za-z]{18}$',
    'x-msg': '统一社会信用代码格式不正确',
  }),
  compRole: CompRoleCode,
  provinceCode: Type.String({ pattern: '^\\d{6}$', maxLength: 6, 'x-msg': '请选择正确的省份' }),
  areaCode: Type.String({ pattern: '^\\d{6}$', maxLength: 6, 'x-msg': '请选择正确的城市' }),
  address: Address,
  licenceFileToken: Code(64),
});

/** The company step without its ticket: what is checked, then stored, for a registration. */
export type PermitFields = Omit<Static<typeof PermitBody>, 'regTicket'>;

/** Step 3: the administrator. */
export const VerificationBody = Obj({
  regTicket: Ticket,
  adminName: PersonName,
  idType: Type.Union([Type.Literal('ID_CARD'), Type.Literal('PASSPORT'), Type.Literal('OTHER')]),
  /** Left out: the number saved with the draft (or submitted before) is used. */
  idNumber: Type.Optional(
    Type.String({ minLength: 5, maxLength: 20, pattern: '^[0-9A-Za-z]+$', 'x-msg': '证件号码格式不正确' }),
  ),
  email: Type.Optional(Email),
});

const Maybe = (pattern: string, max: number, msg: string) =>
  Type.String({ maxLength: max, pattern: `^(?:${pattern})?$`, 'x-msg': msg });

/** What the company step holds while it is being filled in (every field optional, partial values allowed). */
export const PermitDraft = Obj({
  compName: Type.Optional(DraftOf('companyName')),
  creditCode: Type.Optional(Maybe('[0-9A-Za-z]{1,18}', 18, '统一社会信用代码为18位字母或数字')),
  compRole: Type.Optional(Maybe('(?:[A-Z]+-)?C10[1-6]', 24, '企业角色不正确')),
  provinceCode: Type.Optional(Maybe('\\d{6}', 6, '请选择正确的省份')),
  areaCode: Type.Optional(Maybe('\\d{6}', 6, '请选择正确的城市')),
  address: Type.Optional(DraftOf('address')),
  licenceFileToken: Type.Optional(Maybe('[A-Za-z0-9_-]{1,64}', 64, '请上传营业执照')),
});

/** What the administrator step holds while it is being filled in. */
export const VerificationDraft = Obj({
  adminName: Type.Optional(DraftOf('personName')),
  idType: Type.Optional(Type.Union([Type.Literal('ID_CARD'), Type.Literal('PASSPORT'), Type.Literal('OTHER')])),
  idNumber: Type.Optional(Maybe('[0-9A-Za-z]{1,20}', 20, '证件号码为5-20位字母或数字')),
  email: Type.Optional(
    Type.String({ maxLength: 100, pattern: '^[^\\s<>]*$', 'x-msg': '邮箱地址不能包含空格或 < > 符号' }),
  ),
});

const InviteCode = Type.String({
  minLength: 8,
  maxLength: 8,
  pattern: '^[A-Za-z0-9]{8}$',
  'x-msg': '邀请码为8位字母或数字',
});

/** A draft save: one step's fields, and/or the invitation code of an invitation link. */
export const DraftBody = Obj({
  regTicket: Ticket,
  permit: Type.Optional(PermitDraft),
  verification: Type.Optional(VerificationDraft),
  inviteCode: Type.Optional(InviteCode),
});

/**
 * The invitation a registration came with: its prefill, and the role and credit code it fixes
 * ('' when it names none).
 */
const RegInvitation = Type.Union([
  Type.Object({
    inviterName: Type.String(),
    compName: Type.String(),
    creditCode: Type.String(),
    compRole: Type.String(),
  }),
  Type.Null(),
]);

const Out = Type.Optional(Type.String());
/** The drafts as `reg/status` returns them (the ID number masked). */
export const RegDrafts = Type.Object({
  permit: Type.Union([
    Type.Object({
      compName: Out,
      creditCode: Out,
      compRole: Out,
      provinceCode: Out,
      areaCode: Out,
      address: Out,
      licenceFileToken: Out,
    }),
    Type.Null(),
  ]),
  verification: Type.Union([Type.Object({ adminName: Out, idType: Out, idNumber: Out, email: Out }), Type.Null()]),
});

export const AccountBody = Obj({
  mobile: Mobile,
  smsCode: Code6,
  password: EncryptedPassword,
  kid: Type.Optional(Kid),
  browserID: BrowserId,
  inviteCode: Type.Optional(InviteCode),
});

export const AccountAnswer = Type.Object({ regTicket: Type.String(), step: Type.Literal('permit') });

export const VerificationAnswer = Type.Object({ step: RegStep, compCode: Type.String() });

export const TicketBody = Obj({ regTicket: Ticket });

export const StatusAnswer = Type.Object({
  step: RegStep,
  approvalStatus: Type.Enum(['none', 'pending', 'approved', 'rejected']),
  compCode: Type.String(),
  rejectReason: Type.String(),
  mobile: Type.String(),
  permit: Type.Union([
    Type.Object({
      compName: Type.String(),
      creditCode: Type.String(),
      compRole: Type.String(),
      provinceCode: Type.String(),
      areaCode: Type.String(),
      address: Type.String(),
      licenceFileToken: Type.String(),
    }),
    Type.Null(),
  ]),
  verification: Type.Union([
    Type.Object({ adminName: Type.String(), idType: Type.String(), idNumber: Type.String(), email: Type.String() }),
    Type.Null(),
  ]),
  /** What was typed and not yet submitted; a form prefers it to the submitted values. */
  drafts: RegDrafts,
  /** The invitation the registration came with: prefills the company's name and fixes its role. */
  invitation: RegInvitation,
});

export const ResumeBody = Obj({
  mobile: Mobile,
  smsCode: Code6,
  browserID: BrowserId,
  inviteCode: Type.Optional(InviteCode),
});

export const ResumeAnswer = Type.Object({ regTicket: Type.String(), step: RegStep });
