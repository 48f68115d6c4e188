/** Shapes of the SETTLE calls (结算服务). */
import { Type } from 'typebox';
import { Id, Obj, PageNum, PageSize } from '../../core/schemas';
import { BankRef, DateText } from '../voucher/voucher.schemas';

/** The due-date filters of 待兑付 and 待收款: one day, or a range (both within the window of 30 days and the overdue). */
const DueFilterFields = {
  dueDate: Type.Optional(DateText),
  dueDateFrom: Type.Optional(DateText),
  dueDateTo: Type.Optional(DateText),
};
export const DueQuery = Obj({ ...DueFilterFields, pageNum: Type.Optional(PageNum), pageSize: Type.Optional(PageSize) });
/** Count and total of the whole filtered list, and of its overdue part. */
const DueSummary = Type.Object({
  count: Type.Integer(),
  totalAmount: Type.String(),
  overdueCount: Type.Integer(),
  overdueAmount: Type.String(),
});
const DueItem = Type.Object({
  voucherId: Type.Integer(),
  voucherNo: Type.String(),
  dueDate: Type.String(),
  amount: Type.String(),
  holderName: Type.String(),
  parts: Type.Integer(),
  status: Type.Integer(),
  statusName: Type.String(),
  payable: Type.Boolean(),
});
export const DueList = Type.Object({
  list: Type.Array(DueItem),
  total: Type.Integer(),
  pageNum: Type.Integer(),
  pageSize: Type.Integer(),
  summary: DueSummary,
  /** Count and total per due date over every due root of the window, whatever the filter. */
  days: Type.Array(Type.Object({ dueDate: Type.String(), count: Type.Integer(), total: Type.String() })),
});
export const ConfirmBody = Obj({
  voucherIds: Type.Optional(Type.Array(Id, { minItems: 1, maxItems: 100, uniqueItems: true })),
  dueDate: Type.Optional(DateText),
  bankRef: BankRef,
});
export const ConfirmResult = Type.Object({
  done: Type.Integer(),
  paid: Type.String(),
  failed: Type.Array(Type.Object({ voucherId: Type.Integer(), msg: Type.String() })),
});
const Payout = Type.Object({
  settleNo: Type.String(),
  voucherId: Type.Integer(),
  voucherNo: Type.String(),
  payeeName: Type.String(),
  amount: Type.String(),
  financed: Type.Boolean(),
  paidOn: Type.String(),
  bankRef: Type.String(),
  status: Type.String(),
});
export const Clearing = Type.Object({
  voucherId: Type.Integer(),
  voucherNo: Type.String(),
  amount: Type.String(),
  dueDate: Type.String(),
  paid: Type.Boolean(),
  /** On or past its due date by the server's calendar: 确认兑付 may be offered. */
  due: Type.Boolean(),
  problem: Type.String(),
  payouts: Type.Array(Payout),
});
export const VoucherIdBody = Obj({ voucherId: Id });
export const ReceivableBody = Obj({
  tab: Type.Union([Type.Literal('pending'), Type.Literal('received')]),
  ...DueFilterFields,
  pageNum: Type.Optional(PageNum),
  pageSize: Type.Optional(PageSize),
});
export const Receivables = Type.Object({
  pending: Type.Array(
    Type.Object({
      voucherId: Type.Integer(),
      voucherNo: Type.String(),
      rootNo: Type.String(),
      issuerName: Type.String(),
      amount: Type.String(),
      dueDate: Type.String(),
      status: Type.Integer(),
      statusName: Type.String(),
      financed: Type.Boolean(),
    }),
  ),
  received: Type.Array(
    Type.Object({ ...Payout.properties, issuerName: Type.String(), rootNo: Type.String(), dueDate: Type.String() }),
  ),
  total: Type.Integer(),
  pageNum: Type.Integer(),
  pageSize: Type.Integer(),
  /** 待收款: over the whole filtered list; 已收款: none. */
  summary: Type.Union([DueSummary, Type.Null()]),
});
export const PageBody = Obj({ pageNum: PageNum, pageSize: PageSize });
export const PaidPage = Type.Object({
  list: Type.Array(
    Type.Object({ ...Payout.properties, rootNo: Type.String(), dueDate: Type.String(), time: Type.String() }),
  ),
  total: Type.Integer(),
  pageNum: Type.Integer(),
  pageSize: Type.Integer(),
});

export const SettleNoQuery = Obj({
  settleNo: Type.String({ pattern: '^JS[0-9]{10}$', maxLength: 12, 'x-msg': '清分单号不正确' }),
});
