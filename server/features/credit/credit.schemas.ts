/** Shapes of the CREDIT calls (授信管理). */
import { Type } from 'typebox';
import { Code, Id, Name, Obj, PageNum, PageSize, Reason as ReasonText, StatusOf, StepItem } from '../../core/schemas';
import { CREDIT_LINE } from '../../core/status';
import { LINE_YUAN_PATTERN } from '../../../shared/format/fen';
import { CREDIT_MAX_VOUCHER_DAYS, CREDIT_TERM_MONTHS } from '../../../shared/rules/credit-line';

/** A yuan amount with at most two decimals, as text ("1000000.00"); the service converts it to fen. */
const Yuan = Type.String({
  minLength: 1,
  maxLength: 20,
  pattern: LINE_YUAN_PATTERN,
  'x-msg': '金额格式不正确，请输入数字（元），最多两位小数',
});
/** One submit, however often it is sent (a double click makes one application). */
export const IdemKey = Type.String({
  minLength: 8,
  maxLength: 64,
  pattern: '^[A-Za-z0-9_-]+$',
  'x-msg': '提交标识不正确，请刷新页面后重试',
});
export const Reason = ReasonText('原因最多200个字符，不能包含尖括号或控制字符');

const LineStatus = StatusOf(CREDIT_LINE);
const Side = Type.Union([Type.Literal('applicant'), Type.Literal('funder')]);
const LineAction = Type.Union([
  Type.Literal('apply'),
  Type.Literal('withdraw'),
  Type.Literal('firstReview'),
  Type.Literal('secondReview'),
]);

export const ApplyBody = Obj({
  funderCompCode: Code(),
  amount: Yuan,
  termMonths: Type.Integer({ minimum: CREDIT_TERM_MONTHS.min, maximum: CREDIT_TERM_MONTHS.max }),
  maxVoucherDays: Type.Integer({ minimum: 1, maximum: CREDIT_MAX_VOUCHER_DAYS }),
  singleLimit: Type.Optional(Type.Union([Yuan, Type.Null(), Type.Literal('')])),
  purpose: Name(200),
  idemKey: IdemKey,
});

export const ListBody = Obj({
  side: Type.Optional(Side),
  status: Type.Optional(Type.Array(LineStatus, { maxItems: 10, uniqueItems: true })),
  lineNo: Type.Optional(
    Type.String({ maxLength: 20, pattern: '^[A-Za-z0-9]*$', 'x-msg': '授信编号只能包含字母和数字' }),
  ),
  counterparty: Type.Optional(Type.String({ maxLength: 100, pattern: '^[^\\u0000-\\u001f]*$' })),
  pageNum: PageNum,
  pageSize: PageSize,
});

/** The list's filters as the Excel export's query string (one status: what the list's filter picks). */
export const ExportQuery = Obj({
  side: Type.Optional(Side),
  status: Type.Optional(LineStatus),
  lineNo: ListBody.properties.lineNo,
  counterparty: ListBody.properties.counterparty,
});

export const IdBody = Obj({ id: Id });
export const WithdrawBody = Obj({ id: Id, reason: Reason });
export const ReviewBody = Obj({ id: Id, approve: Type.Boolean(), reason: Type.Optional(Reason) });
export const BatchReviewBody = Obj({
  ids: Type.Array(Id, { minItems: 1, maxItems: 50, uniqueItems: true }),
  approve: Type.Boolean(),
  reason: Type.Optional(Reason),
});
export const UsagesBody = Obj({ id: Id, pageNum: PageNum, pageSize: PageSize });

const LineItem = Type.Object({
  id: Type.Integer(),
  lineNo: Type.String(),
  applicantName: Type.String(),
  applicantCreditCode: Type.String(),
  funderName: Type.String(),
  amount: Type.String(),
  used: Type.String(),
  available: Type.String(),
  termMonths: Type.Integer(),
  maxVoucherDays: Type.Integer(),
  singleLimit: Type.Union([Type.String(), Type.Null()]),
  purpose: Type.String(),
  status: LineStatus,
  statusName: Type.String(),
  validFrom: Type.String(),
  validTo: Type.String(),
  appliedBy: Type.String(),
  appliedAt: Type.String(),
  reason: Type.String(),
  actions: Type.Array(LineAction),
});

export const LinePage = Type.Object({
  side: Side,
  list: Type.Array(LineItem),
  total: Type.Integer(),
  pageNum: Type.Integer(),
  pageSize: Type.Integer(),
  /** Applications waiting at the funder per step (the reviewers' 待我审核 counts). */
  waiting: Type.Object({ firstReview: Type.Integer(), secondReview: Type.Integer() }),
});

export const LineDetail = Type.Object({ ...LineItem.properties, side: Side, steps: Type.Array(StepItem) });

const UsageItem = Type.Object({
  voucherId: Type.Integer(),
  voucherNo: Type.String(),
  amount: Type.String(),
  takenAt: Type.String(),
  releasedAt: Type.String(),
  releaseReason: Type.String(),
  inForce: Type.Boolean(),
});
export const UsagePage = Type.Object({
  list: Type.Array(UsageItem),
  total: Type.Integer(),
  pageNum: Type.Integer(),
  pageSize: Type.Integer(),
});

const Funder = Type.Object({ compCode: Type.String(), compName: Type.String() });
export const Applied = Type.Object({ id: Type.Integer(), lineNo: Type.String() });
export const CreditSummary = Type.Object({
  lines: Type.Integer(),
  amount: Type.String(),
  used: Type.String(),
  available: Type.String(),
});
export const BatchResult = Type.Object({
  done: Type.Integer(),
  failed: Type.Array(Type.Object({ id: Type.Integer(), msg: Type.String() })),
});

export const FunderList = Type.Array(Funder);

export const ReviewAnswer = Type.Object({ status: LineStatus });
