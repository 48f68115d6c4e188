/**
 * @scf/shared/voucher: what the electronic credit voucher's products (BILL 票据服务, ENDORSE
 * 背书转让, and later financing and settlement) show alike, so that no product parcel imports
 * another: the status tag, the list filters and summary, the voucher face, the transfer tree,
 * the operation record and the reason dialog. An entry of its own: only the products load it.
 * The rules (statuses, amounts) are in the core entry; each product's pages stay in its parcel.
 */
export { VoucherStatusTag } from './voucher/voucher-status-tag.component';
export {
  statusColumn,
  actionsColumn,
  moneyColumn,
  stepButtons,
  decisionButtons,
} from './voucher/voucher-columns.component';
export { VoucherFilters } from './voucher/voucher-filters.component';
export type { VoucherFiltersProps } from './voucher/voucher-filters.component';
export {
  EMPTY_VOUCHER_FILTERS,
  AMOUNT_TEXT,
  amountRangeProblem,
  toFen,
  voucherFilterQuery,
} from './voucher/voucher-filters';
export type { VoucherFilterValues } from './voucher/voucher-filters';
export { VoucherSummary } from './voucher/voucher-summary.component';
export { VoucherFace } from './voucher/voucher-face.component';
export type { VoucherFaceData, VoucherParty } from './voucher/voucher-face.component';
export { TransferTree } from './voucher/transfer-tree.component';
export type { TransferNode } from './voucher/transfer-tree.component';
export { OperationRecord, reviewRecord } from './voucher/operation-record.component';
export type { OperationRecordRow } from './voucher/operation-record.component';
export { ReasonModal } from './voucher/reason-modal.component';
export type { ReasonRequest } from './voucher/reason-modal.component';
export { VOUCHER_STEPS, voucherSteps, isReviewable, offersPdf } from './voucher/voucher-actions';
export type { VoucherActionCode, VoucherStep, StepInfo } from './voucher/voucher-actions';
export { VoucherDetailSections } from './voucher/voucher-detail-sections.component';
export type { VoucherDetailView } from './voucher/voucher-detail-sections.component';
export { voucherDetailView, transferTree } from './voucher/voucher-detail-view';
export { VoucherDetailScreen } from './voucher/voucher-detail-screen.component';
export type { VoucherDetailScreenProps, VoucherScreenData } from './voucher/voucher-detail-screen.component';
export {
  batchRequest,
  stepRequest,
  throwBatchFailures,
  PRIMARY_STEPS,
} from './voucher/step-request';
export { sendSignFor, sendSignStep, isSignStep } from './voucher/sign-for';
export type { BatchOutcome, BatchWords } from './voucher/step-request';
export {
  voucherScreen,
  loadVoucherScreen,
  pendingApplicationOf,
  mayInProduct,
  useMayInProduct,
} from './voucher/voucher-screen-data';
export type { VoucherScreen } from './voucher/voucher-screen-data';
export { useVoucherSubmit } from './voucher/use-voucher-submit.hook';
export type { VoucherSubmit } from './voucher/use-voucher-submit.hook';
export { VoucherListTable, BatchButtons, batchRowSelection } from './voucher/voucher-list-table.component';
export type { VoucherListTableProps, BatchReview } from './voucher/voucher-list-table.component';
export { VoucherListScreen } from './voucher/voucher-list-screen.component';
export type { VoucherListScreenProps } from './voucher/voucher-list-screen.component';
export { PageHeading } from './voucher/page-heading.component';
export { VoucherListHeading } from './voucher/voucher-list-heading.component';
export type { VoucherListHeadingProps } from './voucher/voucher-list-heading.component';
export { DetailLoad } from './voucher/detail-load.component';
export type { DetailLoadProps } from './voucher/detail-load.component';
export { useStepDialog, useVoucherSteps } from './voucher/use-step-dialog.hook';
export { useDecisionDialog } from './voucher/use-decision-dialog.hook';
export type { DecisionDialog } from './voucher/use-decision-dialog.hook';
export type { StepDialog, StepWays, VoucherSteps } from './voucher/use-step-dialog.hook';
export { TradeRelationsScreen } from './voucher/trade-relations-screen.component';
export { RowLinkButton } from './voucher/row-link-button.component';
export { PageLoading } from './voucher/page-loading.component';
export type { PageLoadingProps } from './voucher/page-loading.component';
export { ProductPages } from './voucher/product-pages.component';
export type { ProductPagesProps } from './voucher/product-pages.component';
export type { RowLinkButtonProps } from './voucher/row-link-button.component';
export { useFormDialog } from './voucher/use-form-dialog.hook';
export { useVoucherList, useVoucherListState, useTabbedVoucherList, TODO_TAB } from './voucher/use-voucher-list.hook';
export type { VoucherList, VoucherListTab } from './voucher/use-voucher-list.hook';
export type { FormDialog } from './voucher/use-form-dialog.hook';
export { RelationAddModal } from './voucher/relation-add-modal.component';
export { NavButton } from './voucher/nav-button.component';
export { BankRefField } from './voucher/bank-ref-field.component';
export { FormActions, RemarkItem, reviewSubmitText } from './voucher/form-actions.component';
export { RowButton } from './voucher/list-row-buttons.component';
export { FormScreen, SubmitForm } from './voucher/form-screen.component';
export { YuanAmountField, amountCapitals } from './voucher/yuan-amount-field.component';
export type { YuanAmountRule } from './voucher/yuan-amount-field.component';
export type { FormScreenProps } from './voucher/form-screen.component';
export { VoucherBrief } from './voucher/voucher-brief.component';
