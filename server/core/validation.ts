/**
 * Schema validation: two Ajv instances (bodies are checked strictly, without type coercion;
 * query strings are coerced because they are always text), the one text rule every string of
 * every route follows, and the translation of Ajv's errors into one Chinese message naming the
 * field.
 */
import { Ajv, type ErrorObject, type SchemaValidateFunction, type ValidateFunction } from 'ajv';
import type { FastifySchemaCompiler } from 'fastify';
import { ILL_FORMED_TEXT_MSG, isWellFormedText } from './rules';
import { emailProblem, textProblem, TEXT_KINDS, type TextKind } from '../../shared/rules/input-rules';

const common = { strict: false, allErrors: false, verbose: true, removeAdditional: false, useDefaults: true } as const;
const bodyAjv = new Ajv({ ...common, coerceTypes: false });
const queryAjv = new Ajv({ ...common, coerceTypes: true });

/**
 * The text rule: no string a client sends may hold a control character (C0 U+0000–U+001F, DEL,
 * C1 U+0080–U+009F). PostgreSQL refuses NUL outright, and the others are invisible, break
 * logs, CSV exports and the layout. A field declared multi-line (`x-multiline`, see
 * MultilineText) may hold tab, line feed and carriage return, which a text box produces.
 * Nor may it hold a lone surrogate (ill-formed UTF-16, see isWellFormedText).
 * The rule is added to every string schema when a route is compiled, so no route can forget it.
 */
export const TEXT_KEYWORD = 'x-text';
const SINGLE_LINE_CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const MULTI_LINE_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** True when s holds a control character the field does not allow. */
export function hasForbiddenControl(s: string, multiline: boolean): boolean {
  return (multiline ? MULTI_LINE_CONTROL : SINGLE_LINE_CONTROL).test(s);
}

for (const ajv of [bodyAjv, queryAjv]) {
  ajv.addKeyword({
    keyword: TEXT_KEYWORD,
    type: 'string',
    schemaType: 'string',
    errors: false,
    validate: (mode: string, data: string) =>
      isWellFormedText(data) && !hasForbiddenControl(data, mode === 'multiline'),
  });
}

/**
 * The field rules of shared/rules/input-rules.ts on a string schema: `'x-rule': 'personName'`
 * (or `'personName?'`, which lets '' pass: drafts, optional fields), `'email'`. The message is
 * the rule's own, naming what is wrong and the field (by its label below).
 */
const RULE_KEYWORD = 'x-rule';

function ruleProblem(rule: string, data: string, property: string | number | undefined): string | null {
  const optional = rule.endsWith('?');
  const kind = optional ? rule.slice(0, -1) : rule;
  if (optional && data.trim() === '') return null;
  if (kind === 'email') return emailProblem(data);
  if (!(kind in TEXT_KINDS)) return '请求参数不正确';
  const label = typeof property === 'string' && property in LABELS ? fieldLabel(property) : undefined;
  return textProblem(kind as TextKind, data, { label, optional });
}

for (const ajv of [bodyAjv, queryAjv]) {
  const validate: SchemaValidateFunction = (rule: string, data: string, _parent, cxt) => {
    const msg = ruleProblem(rule, data, cxt?.parentDataProperty);
    if (msg === null) return true;
    validate.errors = [{ keyword: RULE_KEYWORD, message: msg, params: { msg } }];
    return false;
  };
  ajv.addKeyword({ keyword: RULE_KEYWORD, type: 'string', schemaType: 'string', errors: true, validate });
}

/** A copy of the schema with the text rule on every string, at any depth. */
export function withTextRule(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withTextRule);
  if (schema === null || typeof schema !== 'object') return schema;
  const node = schema as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    // Keywords whose values are data, not schemas.
    out[key] =
      key === 'enum' || key === 'const' || key === 'default' || key === 'examples' || key === 'required'
        ? value
        : withTextRule(value);
  }
  // A field rule (x-rule) checks control characters itself and names them in its own message.
  if (node.type === 'string' && node[RULE_KEYWORD] === undefined)
    out[TEXT_KEYWORD] = node['x-multiline'] === true ? 'multiline' : 'single';
  return out;
}

export const validatorCompiler: FastifySchemaCompiler<object> = ({ schema, httpPart }) => {
  const ajv = httpPart === 'body' ? bodyAjv : queryAjv;
  return ajv.compile(withTextRule(schema) as object) as ValidateFunction;
};

/** Chinese names of the fields that appear in the API, for messages. */
const LABELS: Record<string, string> = {
  account: '账号',
  mobile: '手机号',
  password: '密码',
  oldPassword: '原密码',
  newPassword: '新密码',
  pwd: '原密码',
  captcha: '图形验证码',
  code: '验证码',
  newCode: '短信验证码',
  smsCode: '短信验证码',
  browserID: '浏览器标识',
  email: '邮箱',
  purpose: '验证码用途',
  kid: '密钥编号',
  loginTicket: '登录凭证',
  employeeCode: '员工编号',
  compRole: '企业角色',
  compRoleCode: '企业角色',
  compBizCode: '企业编号',
  compCode: '企业编号',
  refreshToken: '刷新令牌',
  productCode: '产品编号',
  prodCode: '产品编号',
  userCode: '用户编号',
  fileToken: '文件标识',
  fileName: '文件名',
  pid: '上级编号',
  id: '编号',
  ids: '编号列表',
  bizCode: '业务编码',
  pageNum: '页码',
  pageSize: '每页条数',
  keyword: '关键字',
  title: '标题',
  readStatus: '阅读状态',
  msgType: '消息类型',
  regTicket: '注册凭证',
  compName: '企业名称',
  creditCode: '统一社会信用代码',
  provinceCode: '省份',
  areaCode: '城市',
  address: '详细地址',
  licenceFileToken: '营业执照',
  adminName: '管理员姓名',
  idType: '证件类型',
  idNumber: '证件号码',
  inviteCode: '邀请码',
  resetTicket: '重置凭证',
  userName: '姓名',
  roles: '角色',
  employeeRole: '员工角色',
  isActive: '启用状态',
  status: '状态',
  contactName: '联系人',
  contactPhone: '联系电话',
  introduction: '企业简介',
  receiveCompCode: '接收企业编号',
  afterStatus: '审核状态',
  data: '加密数据',
  orderBy: '排序字段',
  order: '排序方式',
  employeeCodes: '员工编号列表',
  voucherId: '凭证编号',
  voucherNo: '凭证编号',
  applicationId: '申请编号',
  applicationIds: '申请编号列表',
  receiverCompId: '收款方',
  amount: '金额',
  amountMin: '最低金额',
  amountMax: '最高金额',
  dueDate: '到期日',
  contractNo: '合同编号',
  invoiceNos: '发票号码',
  attachments: '附件',
  remark: '备注',
  reason: '原因',
  idempotencyKey: '提交标识',
  decision: '签收结果',
  approve: '复核结果',
  parts: '转让明细',
  tab: '列表页签',
  counterparty: '交易对手',
  issueDateFrom: '开立日起',
  issueDateTo: '开立日止',
  dueDateFrom: '到期日起',
  dueDateTo: '到期日止',
  dateFrom: '开始日期',
  dateTo: '结束日期',
  sha256: '文件摘要',
  // Credit lines, financing and settlement (CREDIT, ZNX, SETTLE).
  funderCompCode: '资金方',
  termMonths: '授信期限',
  maxVoucherDays: '凭证最长期限',
  singleLimit: '单笔限额',
  idemKey: '提交标识',
  side: '视角',
  lineNo: '授信编号',
};

function fieldLabel(name: string): string {
  return LABELS[name] ?? name;
}

export interface TranslatedError {
  msg: string;
  field: string | undefined;
}

function lastSegment(path: string): string | undefined {
  const parts = path.split('/').filter((p) => p !== '' && !/^\d+$/.test(p));
  return parts[parts.length - 1];
}

export function translateValidation(errors: ErrorObject[], context: string | undefined): TranslatedError {
  const e = errors[0];
  if (!e) return { msg: '请求参数不正确', field: undefined };
  const params = e.params as Record<string, unknown>;
  if (e.keyword === 'required') {
    const field = String(params.missingProperty ?? '');
    return { msg: `缺少必填参数：${fieldLabel(field)}`, field };
  }
  if (e.keyword === 'additionalProperties') {
    const field = String(params.additionalProperty ?? '');
    return { msg: `不支持的参数：${field.slice(0, 40)}`, field };
  }
  const field = lastSegment(e.instancePath);
  if (field === undefined) {
    return { msg: context === 'body' ? '请求体必须是JSON对象' : '请求参数不正确', field: undefined };
  }
  const label = fieldLabel(field);
  const custom = (e.parentSchema as Record<string, unknown> | undefined)?.['x-msg'];
  if (typeof custom === 'string' && ['pattern', 'minLength', 'maxLength', 'format', 'enum'].includes(e.keyword)) {
    return { msg: custom, field };
  }
  const limit = params.limit;
  switch (e.keyword) {
    case 'type':
      return { msg: `${label}的类型不正确`, field };
    case 'minLength':
      return { msg: limit === 1 ? `${label}不能为空` : `${label}长度不能少于${String(limit)}个字符`, field };
    case 'maxLength':
      return { msg: `${label}长度不能超过${String(limit)}个字符`, field };
    case 'pattern':
    case 'format':
      return { msg: `${label}格式不正确`, field };
    case 'minimum':
    case 'exclusiveMinimum':
      return { msg: `${label}不能小于${String(limit)}`, field };
    case 'maximum':
    case 'exclusiveMaximum':
      return { msg: `${label}不能大于${String(limit)}`, field };
    case 'minItems':
      return { msg: `${label}至少需要${String(limit)}项`, field };
    case 'maxItems':
      return { msg: `${label}不能超过${String(limit)}项`, field };
    case 'uniqueItems':
      return { msg: `${label}不能有重复项`, field };
    case TEXT_KEYWORD:
      // verbose: the error carries the refused value, which says which half of the rule failed.
      return isWellFormedText(e.data)
        ? { msg: `${label}包含不允许的控制字符`, field }
        : { msg: `${label}${ILL_FORMED_TEXT_MSG}`, field };
    case RULE_KEYWORD:
      return { msg: typeof params.msg === 'string' ? params.msg : `${label}格式不正确`, field };
    default:
      return { msg: `${label}的取值不正确`, field };
  }
}
