/**
 * Request and response shapes of the voucher domain (BILL, ENDORSE; later CREDIT, ZNX, SETTLE).
 * Amounts cross the API as decimal strings of yuan ("1234.50"); dates as YYYY-MM-DD
 * (Asia/Shanghai calendar days); times as "YYYY-MM-DD HH:mm:ss".
 */
import { Type, type Static, type TProperties, type TSchema } from 'typebox';
import { YUAN_PATTERN } from '../../../shared/format/fen';
import { BANK_REF_MESSAGE } from '../../../shared/rules/settlement';
import { VOUCHER_APP_STATUSES, VOUCHER_STATUSES } from '../../core/status';
import { Id, Obj, PageNum, PageSize, Reason } from '../../core/schemas';

/** An amount in yuan, at most two decimals ("0.01" … "100000000.00"). */
export const Yuan = Type.String({
  pattern: YUAN_PATTERN,
  maxLength: 12,
  'x-msg': '金额格式不正确，请输入大于0、最多两位小数的金额',
});
export const DateText = Type.String({
  pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$',
  maxLength: 10,
  'x-msg': '日期格式应为YYYY-MM-DD',
});
/** A payment's bank reference (shared/rules/settlement.ts BANK_REF): 确认兑付 and 登记放款. */
export const BankRef = Type.String({
  minLength: 1,
  maxLength: 40,
  pattern: '^[A-Za-z0-9-]+$',
  'x-msg': BANK_REF_MESSAGE,
});
/** Made up by the page for each submit (a double click sends the same one twice). */
const IdempotencyKey = Type.String({
  pattern: '^[A-Za-z0-9_-]{16,64}$',
  maxLength: 64,
  'x-msg': '提交标识不正确，请刷新页面后重试',
});
const VoucherNo = Type.String({ pattern: '^[0-9]{1,12}$', maxLength: 12, 'x-msg': '凭证编号为最多12位数字' });
const VoucherStatus = Type.Enum([...VOUCHER_STATUSES], { 'x-msg': '凭证状态不正确' });
const AppStatus = Type.Enum([...VOUCHER_APP_STATUSES], { 'x-msg': '申请状态不正确' });
/** The reasons and remarks of the voucher steps: the shared Reason rule, each with its field's name. */
const Remark = Reason('备注最多200个字符，不能包含<>');
const ReturnReason = Reason('退回原因最多200个字符，不能包含<>');
/** Issuer, holder or giver (receiver of a transfer) whose name contains this. */
const Counterparty = Reason('交易对手最多50个字符', 50);
/** The filters both lists share. */
const CommonFilterFields = {
  voucherNo: Type.Optional(VoucherNo),
  counterparty: Type.Optional(Counterparty),
  amountMin: Type.Optional(Yuan),
  amountMax: Type.Optional(Yuan),
};
/**
 * A list's body (its tab, the filters both lists share and its own, a page) and its export's
 * query (the same filters).
 */
const listInputs = <const Tabs extends string[], F extends TProperties>(tabs: [...Tabs], own: F) => {
  const filters = {
    tab: Type.Optional(Type.Enum(tabs, { 'x-msg': '列表页签不正确' })),
    ...CommonFilterFields,
    ...own,
  };
  return {
    body: Obj({ ...filters, pageNum: Type.Optional(PageNum), pageSize: Type.Optional(PageSize) }),
    exportQuery: Obj(filters),
  };
};
/** A page of a list with the summary of the whole filtered list. */
const pageOf = <T extends TSchema>(item: T) =>
  Type.Object({
    list: Type.Array(item),
    total: Type.Integer(),
    pageNum: Type.Integer(),
    pageSize: Type.Integer(),
    summary: Summary,
  });
const Kind = Type.Union([
  Type.Literal('issue'),
  Type.Literal('signFor'),
  Type.Literal('transfer'),
  Type.Literal('void'),
]);

const Attachment = Obj({
  fileToken: Type.String({ minLength: 8, maxLength: 128, pattern: '^[A-Za-z0-9_-]+$', 'x-msg': '附件标识不正确' }),
  fileName: Type.String({
    minLength: 1,
    maxLength: 200,
    pattern: '^[^<>\\u0000-\\u001f]+$',
    'x-msg': '附件名称不正确',
  }),
});

/** 开立: what the issuer's operator fills. */
const IssueFields = {
  receiverCompId: Id,
  amount: Yuan,
  dueDate: DateText,
  contractNo: Type.String({
    minLength: 1,
    maxLength: 50,
    pattern: '^[A-Za-z0-9_\\-/（）()\\u4e00-\\u9fa5]+$',
    'x-msg': '合同编号为1-50位字母、数字、汉字或-_/()',
  }),
  invoiceNos: Type.Optional(
    Type.Array(
      Type.String({ minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9-]+$', 'x-msg': '发票号码为字母、数字或-' }),
      { maxItems: 50, uniqueItems: true },
    ),
  ),
  attachments: Type.Optional(Type.Array(Attachment, { maxItems: 20 })),
  remark: Type.Optional(Remark),
};
export const IssueBody = Obj({ ...IssueFields, idempotencyKey: IdempotencyKey });
export type IssueInput = Static<typeof IssueBody>;
export const IssueEditBody = Obj({ voucherId: Id, ...IssueFields });
export type IssueEditInput = Static<typeof IssueEditBody>;

export const VoucherIdBody = Obj({ voucherId: Id });
export const ApplicationIdBody = Obj({ applicationId: Id });

/** A checker's decision; returning (approve false) needs a reason. */
export const ReviewBody = Obj({ applicationId: Id, approve: Type.Boolean(), reason: Type.Optional(ReturnReason) });
export const BatchReviewBody = Obj({
  applicationIds: Type.Array(Id, { minItems: 1, maxItems: 100, uniqueItems: true }),
  approve: Type.Boolean(),
  reason: Type.Optional(ReturnReason),
});
export const BatchResult = Type.Object({
  done: Type.Integer(),
  failed: Type.Array(Type.Object({ applicationId: Type.Integer(), msg: Type.String() })),
});

export const SignBody = Obj({
  voucherId: Id,
  decision: Type.Enum(['accept', 'refuse'], { 'x-msg': '请选择签收或拒签' }),
  reason: Type.Optional(Reason('拒签原因最多200个字符，不能包含<>')),
  idempotencyKey: IdempotencyKey,
});
export type SignInput = Static<typeof SignBody>;

export const VoidBody = Obj({
  voucherId: Id,
  reason: Reason('作废原因最多200个字符，不能包含<>'),
  idempotencyKey: IdempotencyKey,
});

const TransferPart = Obj({ receiverCompId: Id, amount: Yuan });
const TransferFields = {
  parts: Type.Array(TransferPart, { minItems: 1, maxItems: 20 }),
  remark: Type.Optional(Remark),
};
export const TransferBody = Obj({ voucherId: Id, ...TransferFields, idempotencyKey: IdempotencyKey });
export type TransferInput = Static<typeof TransferBody>;
export const TransferEditBody = Obj({ applicationId: Id, ...TransferFields });
export type TransferEditInput = Static<typeof TransferEditBody>;

/**
 * The voucher list (and its export): tabs 我开立的, 我持有的, 待我处理 (absent: every voucher the
 * company is party to).
 */
export const { body: VoucherListBody, exportQuery: VoucherExportQuery } = listInputs(['issued', 'held', 'todo'], {
  status: Type.Optional(VoucherStatus),
  issueDateFrom: Type.Optional(DateText),
  issueDateTo: Type.Optional(DateText),
  dueDateFrom: Type.Optional(DateText),
  dueDateTo: Type.Optional(DateText),
});
export type VoucherFilter = Static<typeof VoucherListBody>;

/** What the caller may do now (buttons); the server checks again on every call. */
const VoucherAction = Type.Union([
  Type.Literal('review'),
  Type.Literal('edit'),
  Type.Literal('withdraw'),
  Type.Literal('sign'),
  Type.Literal('signReview'),
  Type.Literal('void'),
  Type.Literal('transfer'),
]);

const Party = Type.Object({ compId: Type.Integer(), compName: Type.String(), creditCode: Type.String() });

/** A voucher's balance, dates and state, as the list and the detail show them. */
const VoucherState = {
  availableAmount: Type.String(),
  reservedAmount: Type.String(),
  issueDate: Type.String(),
  dueDate: Type.String(),
  status: Type.Integer(),
  statusName: Type.String(),
  financed: Type.Boolean(),
};

const VoucherItem = Type.Object({
  id: Type.Integer(),
  voucherNo: Type.String(),
  rootNo: Type.String(),
  isRoot: Type.Boolean(),
  issuerName: Type.String(),
  fromName: Type.String(),
  holderName: Type.String(),
  amount: Type.String(),
  ...VoucherState,
  createTime: Type.String(),
  /** The open application of the voucher that awaits someone, if any. */
  pendingApplicationId: Type.Union([Type.Integer(), Type.Null()]),
  actions: Type.Array(VoucherAction),
});
const Summary = Type.Object({ count: Type.Integer(), totalAmount: Type.String() });
export const VoucherPage = pageOf(VoucherItem);

const TreeNode = Type.Object({
  id: Type.Integer(),
  parentId: Type.Union([Type.Integer(), Type.Null()]),
  voucherNo: Type.String(),
  holderName: Type.String(),
  amount: Type.String(),
  availableAmount: Type.String(),
  status: Type.Integer(),
  statusName: Type.String(),
  financed: Type.Boolean(),
  date: Type.String(),
});

const RecordItem = Type.Object({
  id: Type.Integer(),
  step: Type.String(),
  stepName: Type.String(),
  actorName: Type.String(),
  compName: Type.String(),
  result: Type.String(),
  reason: Type.String(),
  time: Type.String(),
});

export const ApplicationItem = Type.Object({
  id: Type.Integer(),
  appNo: Type.String(),
  kind: Kind,
  kindName: Type.String(),
  voucherId: Type.Integer(),
  voucherNo: Type.String(),
  rootNo: Type.String(),
  compName: Type.String(),
  status: Type.Integer(),
  statusName: Type.String(),
  decision: Type.Union([Type.Literal('accept'), Type.Literal('refuse'), Type.Null()]),
  amount: Type.String(),
  reason: Type.String(),
  returnReason: Type.String(),
  makerName: Type.String(),
  madeTime: Type.String(),
  checkerName: Type.String(),
  checkedTime: Type.String(),
  /** The caller made it (so may not check it). */
  mine: Type.Boolean(),
  parts: Type.Array(
    Type.Object({
      seq: Type.Integer(),
      receiverCompId: Type.Integer(),
      receiverName: Type.String(),
      amount: Type.String(),
      childVoucherId: Type.Union([Type.Integer(), Type.Null()]),
      childVoucherNo: Type.String(),
      childStatus: Type.Union([Type.Integer(), Type.Null()]),
      childStatusName: Type.String(),
    }),
  ),
  actions: Type.Array(VoucherAction),
});

export const VoucherDetail = Type.Object({
  id: Type.Integer(),
  voucherNo: Type.String(),
  rootNo: Type.String(),
  parentNo: Type.String(),
  issuer: Party,
  from: Party,
  holder: Party,
  amount: Type.String(),
  amountInWords: Type.String(),
  ...VoucherState,
  contractNo: Type.String(),
  invoiceNos: Type.Array(Type.String()),
  attachments: Type.Array(Type.Object({ fileToken: Type.String(), fileName: Type.String() })),
  remark: Type.String(),
  /** The promise printed on the face. */
  promise: Type.String(),
  createTime: Type.String(),
  tree: Type.Array(TreeNode),
  records: Type.Array(RecordItem),
  /** Applications on this voucher, newest first (open ones included). */
  applications: Type.Array(ApplicationItem),
  actions: Type.Array(VoucherAction),
  /** Days until the due date (negative past it). */
  daysToDue: Type.Integer(),
});

export const { body: TransferListBody, exportQuery: TransferExportQuery } = listInputs(['mine', 'toSign', 'todo'], {
  status: Type.Optional(AppStatus),
  dateFrom: Type.Optional(DateText),
  dateTo: Type.Optional(DateText),
});
export type TransferFilter = Static<typeof TransferListBody>;
export const TransferPage = pageOf(ApplicationItem);

const RelationItem = Type.Object({
  compId: Type.Integer(),
  compName: Type.String(),
  creditCode: Type.String(),
  createTime: Type.String(),
});
export const RelationAddBody = Obj({
  creditCode: Type.String({
    pattern: '^[0-9A-HJ-NPQRTUWXY]{18}$',
    maxLength: 18,
    'x-msg': '请输入正确的统一社会信用代码',
  }),
});

export const VerifyBody = Obj({
  /** A voucher number, or the number of a disbursement (RZ…) or settlement (JS…) record. */
  voucherNo: Type.String({
    pattern: '^(?:[0-9]{12}|RZ[0-9]{10}|JS[0-9]{10})$',
    maxLength: 12,
    'x-msg': '请输入12位凭证编号，或RZ/JS开头的放款、清分单号',
  }),
  sha256: Type.String({
    pattern: '^[0-9a-fA-F]{64}$',
    maxLength: 64,
    'x-msg': '文件摘要为64位十六进制字符（SHA-256）',
  }),
});
export const VerifyResult = Type.Object({
  genuine: Type.Boolean(),
  /** Facts of the voucher when genuine (so the reader can compare them with the paper). */
  voucherNo: Type.String(),
  issuerName: Type.String(),
  holderName: Type.String(),
  amount: Type.String(),
  dueDate: Type.String(),
  statusName: Type.String(),
  issuedTime: Type.String(),
});

export const Created = Type.Object({ id: Type.Integer(), no: Type.String() });

export const VoucherIdQuery = Obj({ voucherId: Id });

export const AttachmentQuery = Obj({
  voucherId: Id,
  fileToken: Type.String({ minLength: 8, maxLength: 128, pattern: '^[A-Za-z0-9_-]+$' }),
});

export const RelationList = Type.Array(RelationItem);

export const RelationAdded = Type.Object({ compId: Type.Integer(), compName: Type.String() });

export const CompIdBody = Obj({ compId: Id });

export const IssueResult = Type.Object({
  id: Type.Integer(),
  no: Type.String(),
  warning: Type.Union([Type.String(), Type.Null()]),
});

export const AppRef = Type.Object({ applicationId: Type.Integer() });
