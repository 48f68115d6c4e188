/** Shapes of the ZNX calls (保理融资). */
import { Type } from 'typebox';
import { Code, Id, Obj, PageNum, PageSize, StatusOf, StepItem } from '../../core/schemas';
import { ZNX_APP } from '../../core/status';
import { BankRef, DateText, Yuan } from '../voucher/voucher.schemas';
import { IdemKey, Reason } from '../credit/credit.schemas';

const ZnxStatus = StatusOf(ZNX_APP);
const ZnxActionSchema = Type.Union([
  Type.Literal('apply'),
  Type.Literal('submit'),
  Type.Literal('withdraw'),
  Type.Literal('loanFirst'),
  Type.Literal('loanSecond'),
  Type.Literal('riskFirst'),
  Type.Literal('riskSecond'),
  Type.Literal('disburse'),
  Type.Literal('settings'),
]);
const Side = Type.Union([Type.Literal('applicant'), Type.Literal('funder')]);
const Bp = (max: number) => Type.Integer({ minimum: 0, maximum: max });

const Terms = Type.Object({
  ratioBp: Type.Integer(),
  annualRateBp: Type.Integer(),
  feeRateBp: Type.Integer(),
  fixedFee: Type.String(),
  riskThreshold: Type.String(),
  text: Type.String(),
});
const FunderTerms = Type.Object({ compCode: Type.String(), compName: Type.String(), ...Terms.properties });
export const SettingsView = Type.Union([Type.Object({ ...Terms.properties, updatedAt: Type.String() }), Type.Null()]);
export const SettingsBody = Obj({
  ratioBp: Bp(10_000),
  annualRateBp: Bp(3_600),
  feeRateBp: Bp(1_000),
  fixedFee: Yuan,
  riskThreshold: Yuan,
});

const InvoiceInput = Obj({
  invoiceNo: Type.String({ pattern: '^[0-9]{8,20}$', maxLength: 20, 'x-msg': '发票号码为8-20位数字' }),
  amount: Yuan,
  invoiceDate: DateText,
});
export const ApplyBody = Obj({
  voucherId: Id,
  amount: Yuan,
  funderCompCode: Code(),
  contractNo: Type.String({
    minLength: 1,
    maxLength: 50,
    pattern: '^[A-Za-z0-9_\\-/（）()\\u4e00-\\u9fa5]+$',
    'x-msg': '合同编号为1-50位字母、数字、汉字或-_/()',
  }),
  invoices: Type.Array(InvoiceInput, { minItems: 1, maxItems: 20 }),
  idemKey: IdemKey,
});
export const QuoteBody = Obj({ voucherId: Id, amount: Yuan, funderCompCode: Code() });
export const Quote = Type.Object({
  applied: Type.String(),
  financing: Type.String(),
  interest: Type.String(),
  fee: Type.String(),
  net: Type.String(),
  days: Type.Integer(),
});

export const IdBody = Obj({ id: Id });
export const DecideBody = Obj({ id: Id, approve: Type.Boolean(), reason: Type.Optional(Reason) });
export const BatchBody = Obj({
  ids: Type.Array(Id, { minItems: 1, maxItems: 50, uniqueItems: true }),
  approve: Type.Boolean(),
  reason: Type.Optional(Reason),
});
export const DisburseBody = Obj({
  id: Id,
  date: DateText,
  amount: Yuan,
  bankRef: BankRef,
});
/** The list's filters; the export takes the same (statuses as "20,25" in its query string). */
const FilterFields = {
  side: Type.Optional(Side),
  appNo: Type.Optional(
    Type.String({ maxLength: 20, pattern: '^[A-Za-z0-9]*$', 'x-msg': '申请编号只能包含字母和数字' }),
  ),
  counterparty: Type.Optional(Type.String({ maxLength: 100, pattern: '^[^\\u0000-\\u001f]*$' })),
  amountMin: Type.Optional(Yuan),
  amountMax: Type.Optional(Yuan),
  dateFrom: Type.Optional(DateText),
  dateTo: Type.Optional(DateText),
};
export const ListBody = Obj({
  ...FilterFields,
  status: Type.Optional(Type.Array(ZnxStatus, { maxItems: 11, uniqueItems: true })),
  pageNum: PageNum,
  pageSize: PageSize,
});
export const ExportQuery = Obj({
  ...FilterFields,
  status: Type.Optional(
    Type.String({ maxLength: 40, pattern: '^[0-9]{2}(,[0-9]{2}){0,10}$', 'x-msg': '状态参数不正确' }),
  ),
});

const AppItem = Type.Object({
  id: Type.Integer(),
  appNo: Type.String(),
  voucherId: Type.Integer(),
  voucherNo: Type.String(),
  rootNo: Type.String(),
  dueDate: Type.String(),
  issuerName: Type.String(),
  applicantName: Type.String(),
  funderName: Type.String(),
  ...Quote.properties,
  ratio: Type.String(),
  annualRate: Type.String(),
  feeRate: Type.String(),
  needsRisk: Type.Boolean(),
  contractNo: Type.String(),
  status: ZnxStatus,
  statusName: Type.String(),
  makerName: Type.String(),
  reason: Type.String(),
  disbursedOn: Type.String(),
  disbursed: Type.String(),
  bankRef: Type.String(),
  childVoucherId: Type.Union([Type.Integer(), Type.Null()]),
  createTime: Type.String(),
  actions: Type.Array(ZnxActionSchema),
});
export const AppPage = Type.Object({
  side: Side,
  list: Type.Array(AppItem),
  total: Type.Integer(),
  pageNum: Type.Integer(),
  pageSize: Type.Integer(),
  /** Everything the filters find: how many, and their applied and financed totals (yuan). */
  summary: Type.Object({ count: Type.Integer(), totalAmount: Type.String(), totalFinancing: Type.String() }),
  waiting: Type.Object({
    loanFirst: Type.Integer(),
    loanSecond: Type.Integer(),
    riskFirst: Type.Integer(),
    riskSecond: Type.Integer(),
    pendingPayment: Type.Integer(),
  }),
});
export const AppDetail = Type.Object({
  ...AppItem.properties,
  side: Side,
  invoices: Type.Array(
    Type.Object({
      invoiceNo: Type.String(),
      amount: Type.String(),
      invoiceDate: Type.String(),
      active: Type.Boolean(),
    }),
  ),
  steps: Type.Array(StepItem),
});
const Financeable = Type.Object({
  id: Type.Integer(),
  voucherNo: Type.String(),
  issuerName: Type.String(),
  amount: Type.String(),
  availableAmount: Type.String(),
  dueDate: Type.String(),
  daysToDue: Type.Integer(),
});
export const Applied = Type.Object({ id: Type.Integer(), appNo: Type.String() });
export const Disbursed = Type.Object({ childVoucherId: Type.Integer(), childVoucherNo: Type.String() });
export const Moved = Type.Object({ status: ZnxStatus });
export const BatchResult = Type.Object({
  done: Type.Integer(),
  failed: Type.Array(Type.Object({ id: Type.Integer(), msg: Type.String() })),
});

export const FunderTermsList = Type.Array(FunderTerms);

export const FinanceableList = Type.Array(Financeable);
