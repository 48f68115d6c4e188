/**
 * Types of the portal API, written by hand from docs/api.md (the server's contract) and
 * checked against the server's OpenAPI document by tests/unit/shared/api-openapi.test.ts.
 * Field comments only where the name does not say it.
 */

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

/** `YYYY-MM-DD HH:mm:ss`, Asia/Shanghai. */
export type DateTimeString = string;

export type ProdCode = string;

export interface ProductRole {
  prodCode: ProdCode;
  compRole: string;
}

export interface ProductEmployeeRole {
  prodCode: ProdCode;
  employeeRole: string;
}

// ---- keys, captcha, codes (§5.1) ----

export interface RsaKeys {
  kid: string;
  /** SPKI PEM, RSA-3072. */
  publicKey: string;
}

export interface CaptchaImage {
  /** `data:image/png;base64,…` */
  image: string;
}

export type SmsPurpose = 'login' | 'register' | 'resetpwd' | 'mobile';

export interface SendSmsCodeInput {
  mobile: string;
  purpose: SmsPurpose;
  /** Required except for purpose `mobile`. */
  captcha?: string;
  browserID: string;
}

export interface Cooldown {
  cooldown: number;
}

export interface VerifiedEmail {
  email: string;
}

// ---- login, session, company switch (§5.2) ----

/** A token-issuing answer. The refresh token is not here: the server sets it as an HttpOnly cookie. */
export interface TokenGrant {
  accessToken: string;
  /** Seconds the access token lives (900). */
  expiresIn: number;
  compCode: string;
  employeeCode: string;
}

export interface ChoiceItem {
  employeeCode: string;
  compCode: string;
  compName: string;
  compRole: ProductRole[];
  employeeRole: ProductEmployeeRole[];
  status: number;
  isActive: number;
}

/** A person with several memberships chooses one before receiving tokens. */
export interface LoginChoice {
  needChoose: true;
  loginTicket: string;
  employees: ChoiceItem[];
}

export type LoginResult = TokenGrant | LoginChoice;

export interface PasswordLoginInput {
  account: string;
  /** Plain text here: the api function encrypts it (docs/api.md §3). */
  password: string;
  captcha: string;
  browserID: string;
}

export interface SmsLoginInput {
  mobile: string;
  smsCode: string;
  browserID: string;
}

export interface ChoiceFilter {
  loginTicket?: string;
  employeeCode?: string;
  compRole?: string;
}

export interface ChoiceSubmitInput {
  loginTicket: string;
  employeeCode: string;
}

/** The refresh token travels as its HttpOnly cookie; only a switch target goes in the body. */
export interface RefreshTokenInput {
  employeeCode?: string;
  /** `C102` or `SCF-C102`: switches the enterprise role. */
  compRoleCode?: string;
  compBizCode?: string;
}

export interface LoginInfo {
  userName: string;
  mobile: string;
  loginTime: DateTimeString;
  loginIp: string;
  lastLoginTime: DateTimeString | null;
  lastLoginIp: string | null;
  idleLimitSeconds: number;
  sessionExpiresAt: DateTimeString;
}

// ---- account (§5.3) ----

export interface CompanyListItem {
  compName: string;
  compBizCode: string;
  employeeCode: string;
  status: number;
  isActive: number;
  compRole: ProductRole[];
  employeeRole: ProductEmployeeRole[];
  current: boolean;
}

export interface AccountView {
  userCode: string;
  userName: string;
  mobile: string;
  email: string | null;
  photoFileToken: string | null;
  photoFileName: string | null;
  employeeCode: string;
  compCode: string;
  compName: string;
  compRole: ProductRole[];
  employeeRole: ProductEmployeeRole[];
}

export interface PasswordUpdateInput {
  /** Plain text here: the api function encrypts both. */
  oldPassword: string;
  newPassword: string;
}

/** An invitation to join a company, waiting for the person's answer. */
export interface JoinInvite {
  employeeCode: string;
  compName: string;
  createTime: string;
}

export interface MobileAvailability {
  available: boolean;
}

export interface PassCheck {
  pass: boolean;
  employeeRole: ProductEmployeeRole[];
}

// ---- companies, employees, permissions (§5.4) ----

/** Company info of spec §3 (compInfo), for the current product. */
export interface CompInfo {
  compCode: string;
  compName: string;
  userName: string;
  mobile: string;
  employeeCode: string;
  compRole: ProductRole[];
  employeeRole: ProductEmployeeRole[];
}

/** `M` directory, `C` page. */
export type ResType = 'M' | 'C' | string;

export interface MenuResource {
  resCode: string;
  resName: string;
  resType: ResType;
  resUri: string;
  parentCode: string;
  orderNum: number;
}

export interface PermissionEntry {
  resUri: string;
}

/** The caller's company (`cust/company/info`; server: company.schemas.ts `CompanyInfoSchema`). */
export interface CompanyInfo {
  compCode: string;
  compName: string;
  creditCode: string;
  /** The company's roles per product, one entry per product and role (like compInfo's). */
  compRole: ProductRole[];
  provinceCode: string;
  provinceName: string;
  areaCode: string;
  areaName: string;
  address: string;
  contactName: string;
  contactPhone: string;
  email: string;
  introduction: string;
  status: number;
  createTime: DateTimeString;
}

export interface CompanyUpdateInput {
  address?: string;
  contactName?: string;
  contactPhone?: string;
  email?: string;
  introduction?: string;
}

export interface EmployeeQuery extends PageQuery {
  keyword?: string;
  isActive?: number;
}

export interface Employee {
  employeeCode: string;
  userName: string;
  mobile: string;
  email: string | null;
  status: number;
  isActive: number;
  employeeRole: ProductEmployeeRole[];
  createTime: DateTimeString;
  /** The row of the caller. */
  self: boolean;
}

export interface EmployeeAddInput {
  userName: string;
  mobile: string;
  email?: string;
  roles: ProductEmployeeRole[];
}

/** The name an employee has in this company; the e-mail is the person's own (个人信息). */
export interface EmployeeEditInput {
  employeeCode: string;
  userName: string;
}

export interface EmployeeRolesInput {
  employeeCode: string;
  roles: ProductEmployeeRole[];
}

export type InvitationStatus = 'sent' | 'accepted' | 'expired' | 'revoked';

export interface InvitationCreateInput {
  compName: string;
  contactName: string;
  mobile: string;
  compRole: string;
}

export interface InvitationCreated {
  id: number;
  inviteCode: string;
}

export interface InvitationQuery extends PageQuery {
  status?: InvitationStatus;
}

export interface Invitation {
  id: number;
  compName: string;
  contactName: string;
  mobile: string;
  compRole: string;
  status: InvitationStatus;
  createTime: DateTimeString;
  /** When the code was last sent (a resend moves it). */
  sendTime: DateTimeString;
  expireTime: DateTimeString;
  acceptTime: DateTimeString | null;
}

export interface InvitationAccepted {
  inviterCompName: string;
}

// ---- messages, announcements, CMS (§5.5) ----

export interface MessageQuery extends PageQuery {
  readStatus?: 0 | 1;
  msgType?: string;
  keyword?: string;
}

export interface MessageSummary {
  id: number;
  title: string;
  summary: string;
  msgType: string;
  msgTypeName: string;
  readStatus: number;
  sendTime: DateTimeString;
}

export interface MessageDetail {
  id: number;
  title: string;
  content: string;
  msgType: string;
  msgTypeName: string;
  readStatus: number;
  sendTime: DateTimeString;
}

export interface UpdatedCount {
  updated: number;
}

export interface AfficheQuery extends PageQuery {
  title?: string;
}

export interface AfficheSummary {
  id: number;
  title: string;
  summary: string;
  productCode: string;
  publishTime: DateTimeString;
  top: boolean | number;
}

export interface AfficheDetail {
  id: number;
  title: string;
  content: string;
  productCode: string;
  publishTime: DateTimeString;
}

export type CmsBizCode = 'HOME_BANNER' | 'PRODUCT_INTRO' | 'NEWS' | 'HELP' | 'ABOUT' | (string & {});

export interface CmsHurdle {
  bizCode: CmsBizCode;
  name: string;
  orderNum: number;
}

export interface CmsItem {
  id: number;
  bizCode: CmsBizCode;
  title: string;
  summary: string;
  /** HTML sanitised by the server; sanitise again before rendering (`sanitizeHtml`). */
  content?: string;
  imageUrl: string | null;
  linkUrl: string | null;
  publishTime: DateTimeString;
  orderNum: number;
}

// ---- reference data, products (§5.6) ----

export interface Province {
  id: number;
  code: string;
  name: string;
}

export interface Area {
  id: number;
  code: string;
  name: string;
  pid: number;
}

export interface LinkageNode {
  id: number;
  code: string;
  name: string;
  pid: number;
  hasChildren: boolean;
}

export interface DictEntry {
  code: string;
  dictValue: string;
  dictLabel: string;
}

export interface Product {
  productCode: string;
  productName: string;
  description: string;
  orderNum: number;
}

/** 55 已开通, 20 审核中, 10 未开通, 15 已驳回. */
export type PermitStatus = 55 | 20 | 10 | 15 | number;

export interface ProductPermit {
  productCode: string;
  productName: string;
  description: string;
  permitStatus: PermitStatus;
  permitStatusName: string;
}

export interface PermitAudit {
  id: number;
  productCode: string;
  beforeStatus: PermitStatus;
  afterStatus: PermitStatus;
  remark: string | null;
  createTime: DateTimeString;
}

export interface PersonalVoucher {
  compCode: string;
  userCode: string;
  userName: string;
  certStatus: number | string;
  certStatusName: string;
  certSn: string | null;
  validFrom: DateTimeString | null;
  validTo: DateTimeString | null;
}

// ---- registration (§5.7) ----

export type RegStep = 'account' | 'permit' | 'verification' | 'approval' | 'success';

export interface RegAccountInput {
  mobile: string;
  smsCode: string;
  /** Plain text here: the api function encrypts it. */
  password: string;
  browserID: string;
  inviteCode?: string;
}

export interface RegAccountResult {
  regTicket: string;
  step: 'permit';
}

export interface RegPermitInput {
  regTicket: string;
  compName: string;
  creditCode: string;
  compRole: string;
  provinceCode: string;
  areaCode: string;
  address: string;
  licenceFileToken: string;
}

export type IdType = 'ID_CARD' | 'PASSPORT' | 'OTHER';

export interface RegVerificationInput {
  regTicket: string;
  adminName: string;
  idType: IdType;
  idNumber: string;
  email?: string;
}

export interface RegStepResult {
  step: RegStep;
  compCode?: string;
}

export type ApprovalStatus = 'none' | 'pending' | 'approved' | 'rejected';

export interface RegStatus {
  step: RegStep;
  approvalStatus: ApprovalStatus;
  compCode: string | null;
  rejectReason: string | null;
  mobile: string;
  permit: Record<string, unknown> | null;
  verification: Record<string, unknown> | null;
}

// ---- password reset (§5.8) ----

export interface ResetAccountInput {
  mobile: string;
  smsCode: string;
  browserID: string;
}

export interface ResetTicket {
  resetTicket: string;
  expiresIn: number;
}

export interface ResetPasswordInput {
  resetTicket: string;
  /** Plain text here: the api function encrypts it. */
  password: string;
}

// ---- files (§5.9) ----

export interface StoredFile {
  fileToken: string;
  fileName: string;
  contentType: string;
  size: number;
}

// ---- dev (§5.1) ----

export interface OutboxEntry {
  channel: 'sms' | 'email' | 'captcha';
  to: string;
  code: string;
  time: DateTimeString;
}
