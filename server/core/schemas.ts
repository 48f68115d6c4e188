/** Reusable schema fragments: the same limits and Chinese messages on every route. */
import { type TLiteral, Type, type TSchema, type TUnion } from 'typebox';
import { DEFAULT_PAGE_NUM, DEFAULT_PAGE_SIZE } from './paging';
import { BROWSER_ID_PATTERN, CODE6_PATTERN, MOBILE_PATTERN } from './rules';
import { TEXT_KINDS } from '../../shared/rules/input-rules';

export const Mobile = Type.String({ pattern: MOBILE_PATTERN, maxLength: 11, 'x-msg': '请输入正确的手机号' });
/** An e-mail address: the shared rule (WHATWG with a dot in the domain), its message naming the fault. */
export const Email = Type.String({
  'x-rule': 'email',
  description: "HTML's valid e-mail address with a dot in the domain, at most 100 characters",
});
/** A password encrypted with RSA-OAEP-SHA256, base64 (RSA-3072 gives 512 characters). */
export const EncryptedPassword = Type.String({ minLength: 1, maxLength: 1024, pattern: '^[A-Za-z0-9+/=]+$' });
export const Kid = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' });
export const Code6 = Type.String({ pattern: CODE6_PATTERN, maxLength: 6, 'x-msg': '请输入6位数字验证码' });
export const Captcha = Type.String({
  minLength: 1,
  maxLength: 8,
  pattern: '^[A-Za-z0-9]+$',
  'x-msg': '请输入正确的图形验证码',
});
export const BrowserId = Type.String({
  pattern: BROWSER_ID_PATTERN,
  maxLength: 64,
  'x-msg': '浏览器标识不正确，请刷新页面',
});
export const Ticket = Type.String({
  minLength: 16,
  maxLength: 128,
  pattern: '^[A-Za-z0-9_-]+$',
  'x-msg': '凭证无效，请重新操作',
});
export const Code = (max = 32) => Type.String({ minLength: 1, maxLength: max, pattern: '^[A-Za-z0-9_-]+$' });
export const ProdCode = Type.String({ minLength: 1, maxLength: 16, pattern: '^[A-Z]+$', 'x-msg': '产品编号不正确' });
export const EmployeeRoleCode = Type.String({
  pattern: '^(?:[A-Z]+-)?E1(?:0[1-9]|1[01])$',
  maxLength: 24,
  'x-msg': '员工角色不正确',
});
export const CompRoleCode = Type.String({
  pattern: '^(?:[A-Z]+-)?C10[1-6]$',
  maxLength: 24,
  'x-msg': '企业角色不正确',
});
export const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
export const PageNum = Type.Integer({ minimum: 1, maximum: 100_000, default: DEFAULT_PAGE_NUM });
export const PageSize = Type.Integer({ minimum: 1, maximum: 100, default: DEFAULT_PAGE_SIZE });
export const Text = (max: number, min = 0) => Type.String({ minLength: min, maxLength: max });
/**
 * Text typed in a multi-line box (a company's introduction): like every string it refuses
 * control characters, except tab, line feed and carriage return (see TEXT_KEYWORD in
 * validation.ts).
 */
export const MultilineText = (max: number, min = 0) =>
  Type.String({ minLength: min, maxLength: max, 'x-multiline': true });
/**
 * A short reason or remark typed with a decision (退回原因, 拒签原因, 备注): one line, no markup, no
 * control characters; `msg` names the field's limits.
 */
export const Reason = (msg: string, max = 200) =>
  Type.String({ maxLength: max, pattern: '^[^<>\\u0000-\\u001f]*$', 'x-msg': msg });
/** Visible text: trimmed by the service; no control characters. */
export const Name = (max: number) => Type.String({ minLength: 1, maxLength: max, pattern: '^[^\\u0000-\\u001f<>]+$' });

/*
 * The text fields, each checked by its kind's shared rule (shared/rules/input-rules.ts) through
 * the x-rule keyword (server/core/validation.ts), the same rule the forms use: characters, then
 * length, so the message names what is actually wrong, and the field by its property (userName
 * 姓名, contactName 联系人, adminName 管理员姓名 …). No maxLength here: Ajv would check it first
 * and say 长度 where the fault is an emoji; the rule counts characters as people do.
 */
const ruleText = (kind: keyof typeof TEXT_KINDS, optional: boolean, extra: Record<string, unknown> = {}) =>
  Type.String({
    'x-rule': optional ? `${kind}?` : kind,
    description: `${TEXT_KINDS[kind].label}, at most ${TEXT_KINDS[kind].max} characters (rule ${kind})`,
    ...extra,
  });
/** 姓名, 联系人, 管理员姓名: Chinese or Latin letters, middle dot, spaces. */
export const PersonName = ruleText('personName', false);
/** 企业名称. */
export const CompanyName = ruleText('companyName', false);
/** 详细地址. */
export const Address = ruleText('address', false);
/** Free text of several lines (企业简介): no control characters but tab and line breaks, no markup; may be empty. */
export const FreeText = ruleText('freeText', true, { 'x-multiline': true });
/** A draft's value of a text field: '' or partial allowed, the kind's rule otherwise. */
export const DraftOf = (kind: 'personName' | 'companyName' | 'address') => ruleText(kind, true);

export const Empty = Type.Object({}, { additionalProperties: false });

export function Obj<T extends Record<string, TSchema>>(props: T) {
  return Type.Object(props, { additionalProperties: false });
}

/** A company's role in one product, and an employee's role in one product. */
export const CompRoleItem = Type.Object({ prodCode: Type.String(), compRole: Type.String() });
export const EmpRoleItem = Type.Object({ prodCode: Type.String(), employeeRole: Type.String() });
export const CompRoleList = Type.Array(CompRoleItem);
export const EmpRoleList = Type.Array(EmpRoleItem);

/**
 * One of a status table's codes: every value, in the table's order. (Typed as one literal of
 * the codes' union: what the union of the table's literals checks, TypeScript cannot count.)
 */
export function StatusOf<T extends Record<string, number>>(table: T): TUnion<[TLiteral<T[keyof T]>]> {
  return Type.Union(Object.values(table).map((code) => Type.Literal(code))) as TUnion as TUnion<[TLiteral<T[keyof T]>]>;
}

/** One step of an application's own record (授信, 融资): who did what, when, and why. */
export const StepItem = Type.Object({
  step: Type.String(),
  actor: Type.String(),
  compName: Type.String(),
  result: Type.String(),
  reason: Type.String(),
  time: Type.String(),
});
