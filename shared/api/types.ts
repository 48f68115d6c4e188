/**
 * Names for the shapes of the portal API. Every shape is read from the generated contract
 * (openapi.gen.ts, made by `npm run api:types` from the server's route schemas), so nothing here
 * can drift from what the server validates and sends: to change a shape, change the server's
 * schema and regenerate. Only the envelope and the page, which every call shares, and the
 * plain-text password inputs (the api function encrypts them before they become the wire
 * shape) are written here.
 */
import type { ApiBody, ApiPath, ApiQuery, ApiResult } from './contract';

/** The envelope of every response (docs/api.md §1). `status` is '403' (a string) in one case. */
export interface Envelope<T = unknown> {
  status: number | string;
  ok: boolean;
  msg: string;
  body: T;
}

/** Paged lists: 1-based `pageNum`, `pageSize` 1–100. */
export interface PageQuery {
  pageNum?: number;
  pageSize?: number;
}

export interface Page<T> {
  list: T[];
  total: number;
  pageNum: number;
  pageSize: number;
}

export type ProdCode = string;

/** The portal's POST calls, by their path after the prefix `P` (a misspelt path does not compile). */
type PortalPath = { [K in ApiPath<'post'>]: K extends `/web/portal/api${infer R}` ? R : never }[ApiPath<'post'>];
/** The answer of a portal call. */
type Out<Path extends PortalPath> = ApiResult<`/web/portal/api${Path}`>;
/** The JSON body of a portal call. */
type In<Path extends PortalPath> = ApiBody<`/web/portal/api${Path}`>;
/** The query of a portal call. */
type Q<Path extends PortalPath> = ApiQuery<`/web/portal/api${Path}`>;

// ---- keys, captcha, codes (§5.1) ----

export type RsaKeys = ApiResult<'/rsa/secretKey'>;
export type CaptchaImage = Out<'/company/custAccount/verify/code'>;
export type SendSmsCodeInput = In<'/sms/sendCode'>;
export type SmsPurpose = SendSmsCodeInput['purpose'];
export type Cooldown = Out<'/sms/sendCode'>;
export type VerifiedEmail = ApiResult<'/third/mail/emailCodeValid'>;

// ---- login, session, company switch (§5.2) ----

export type LoginResult = Out<'/company/custAccount/login/password'>;
/** A token-issuing answer. The refresh token is not here: the server sets it as an HttpOnly cookie. */
export type TokenGrant = Extract<LoginResult, { accessToken: string }>;
/** A person with several memberships chooses one before receiving tokens. */
export type LoginChoice = Extract<LoginResult, { needChoose: true }>;
export type ChoiceItem = LoginChoice['employees'][number];
export type ProductRole = ChoiceItem['compRole'][number];
export type ProductEmployeeRole = ChoiceItem['employeeRole'][number];

/** The password is plain text here: the api function encrypts it (docs/api.md §3). */
export type PasswordLoginInput = Omit<In<'/company/custAccount/login/password'>, 'kid'>;
export type SmsLoginInput = In<'/company/custAccount/login/sms'>;
export type ChoiceFilter = Q<'/company/custAccount/login/employeeSmsTreeselect'>;
export type ChoiceSubmitInput = In<'/company/custAccount/login/smsEmployeeSubmit'>;
/** The refresh token travels as its HttpOnly cookie; only a switch target goes in the body. */
export type RefreshTokenInput = In<'/employee/refresh/token'>;
export type LoginInfo = Out<'/loginInfo/view'>;

// ---- account (§5.3) ----

export type CompanyListItem = Out<'/company/custAccount/list/dict'>[number];
export type AccountView = Out<'/company/custAccount/login/view'>;
/** Both passwords are plain text here: the api function encrypts them. */
export type PasswordUpdateInput = Omit<In<'/company/custAccount/passWord/update'>, 'kid'>;
/** An invitation to join a company, waiting for the person's answer. */
export type JoinInvite = Out<'/company/custAccount/joinInvites/list'>[number];
export type MobileAvailability = Out<'/company/custAccount/mobile/check'>;
export type PassCheck = Out<'/custUser/checkPassByProductCodeCompCodeAndUserCode'>;

// ---- companies, employees, permissions (§5.4) ----

/** The caller's membership in the current product (compInfo). */
export type CompInfo = Out<'/cust/employee/info/comp'>;
export type MenuResource = Out<'/res/menu/emp/role/findResAllByToken'>[number];
export type PermissionEntry = Out<'/res/menu/emp/role/findPermByToken'>[number];
/** The caller's company. */
export type CompanyInfo = Out<'/cust/company/info'>;
export type CompanyUpdateInput = In<'/cust/company/update'>;

export type EmployeeQuery = In<'/cust/employee/list'>;
export type Employee = Out<'/cust/employee/list'>['list'][number];
export type EmployeeAddInput = In<'/cust/employee/add'>;
/** The name an employee has in this company; the e-mail is the person's own (个人信息). */
export type EmployeeEditInput = In<'/cust/employee/edit'>;
export type EmployeeRolesInput = In<'/cust/employee/roles'>;

export type InvitationCreateInput = In<'/cust/invitation/create'>;
export type InvitationCreated = Out<'/cust/invitation/create'>;
export type InvitationQuery = In<'/cust/invitation/list'>;
export type Invitation = Out<'/cust/invitation/list'>['list'][number];
export type InvitationAccepted = Out<'/cust/invitation/accept'>;
/** An invitation addressed to the caller's company (its administrator's mobile or its name). */
export type ReceivedInvitation = Out<'/cust/invitation/received'>[number];

// ---- messages, announcements, CMS (§5.5) ----

export type MessageQuery = In<'/message/list'>;
export type MessageSummary = Out<'/message/list'>['list'][number];
export type MessageDetail = Out<'/message/detail'>;
export type UpdatedCount = Out<'/message/read'>;
export type AfficheQuery = ApiBody<'/mgr/msg/affiche/list'>;
export type AfficheSummary = ApiResult<'/mgr/msg/affiche/list'>['list'][number];
export type AfficheDetail = ApiResult<'/mgr/msg/affiche/detail'>;
export type CmsHurdle = ApiResult<'/web/portal/api/manage/cms/getEnableCmsHurdles', 'get'>[number];
export type CmsItem = Out<'/manage/cms/findByBizCodeList'>[number];
export type CmsBizCode = CmsItem['bizCode'];

// ---- reference data, products (§5.6) ----

export type Province = Out<'/province/list'>[number];
export type Area = Out<'/area/list'>[number];
export type LinkageNode = Out<'/linkage/list'>[number];
export type DictEntry = Out<'/reg/user/listDict'>[number];
export type Product = Out<'/product/list'>[number];
export type ProductPermit = Out<'/cust/product/findAllByPermitStatus'>[number];
export type PermitAudit = Out<'/cust/product/queryPermitAudit'>[number];
export type PersonalVoucher = Out<'/product/getCompPersonalVoucherInfo'>;

// ---- registration (§5.7) ----

/** The password is plain text here: the api function encrypts it. */
export type RegAccountInput = Omit<In<'/reg/account'>, 'kid'>;
export type RegAccountResult = Out<'/reg/account'>;
export type RegPermitInput = In<'/reg/permit'>;
export type RegVerificationInput = In<'/reg/verification'>;
export type IdType = RegVerificationInput['idType'];
export type RegPermitResult = Out<'/reg/permit'>;
export type RegVerificationResult = Out<'/reg/verification'>;
export type RegStatus = Out<'/reg/status'>;
export type RegStep = RegStatus['step'];
export type RegDraftInput = In<'/reg/draft'>;
export type RegResumeInput = In<'/reg/resume'>;
export type RegResumeResult = Out<'/reg/resume'>;
export type RegInvitation = RegStatus['invitation'];

// ---- password reset (§5.8) ----

export type ResetAccountInput = In<'/resetpwd/account'>;
export type ResetTicket = Out<'/resetpwd/account'>;
/** The password is plain text here: the api function encrypts it. */
export type ResetPasswordInput = Omit<In<'/resetpwd/reset'>, 'kid'>;

// ---- files (§5.9) ----

export type StoredFile = Out<'/third/file/store'>;

// ---- dev (§5.1) ----

export type OutboxEntry = ApiResult<'/dev/outbox', 'get'>[number];
