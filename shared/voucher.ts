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
export { VoucherFilters, type VoucherFiltersProps } from './voucher/voucher-filters.component';
export {
  EMPTY_VOUCHER_FILTERS,
  AMOUNT_TEXT,
  amountRangeProblem,
  toFen,
  voucherFilterQuery,
  type VoucherFilterValues,
} from './voucher/voucher-filters';
export { VoucherSummary } from './voucher/voucher-summary.component';
export { VoucherFace, type VoucherFaceData, type VoucherParty } from './voucher/voucher-face.component';
export { TransferTree, type TransferNode } from './voucher/transfer-tree.component';
export { OperationRecord, reviewRecord, type OperationRecordRow } from './voucher/operation-record.component';
export { ReasonModal, type ReasonRequest } from './voucher/reason-modal.component';
export {
  VOUCHER_STEPS,
  voucherSteps,
  isReviewable,
  offersPdf,
  type VoucherActionCode,
  type VoucherStep,
  type StepInfo,
} from './voucher/voucher-actions';
export { VoucherDetailSections, type VoucherDetailView } from './voucher/voucher-detail-sections.component';
export { voucherDetailView, transferTree } from './voucher/voucher-detail-view';
export {
  VoucherDetailScreen,
  type VoucherDetailScreenProps,
  type VoucherScreenData,
} from './voucher/voucher-detail-screen.component';
export {
  batchRequest,
  stepRequest,
  throwBatchFailures,
  PRIMARY_STEPS,
  type BatchOutcome,
  type BatchWords,
} from './voucher/step-request';
export { sendSignFor, sendSignStep, isSignStep } from './voucher/sign-for';
export {
  voucherScreen,
  loadVoucherScreen,
  pendingApplicationOf,
  mayInProduct,
  useMayInProduct,
  type VoucherScreen,
} from './voucher/voucher-screen-data';
export { useVoucherSubmit, type VoucherSubmit } from './voucher/use-voucher-submit.hook';
export {
  VoucherListTable,
  BatchButtons,
  batchRowSelection,
  type VoucherListTableProps,
  type BatchReview,
} from './voucher/voucher-list-table.component';
export { VoucherListScreen, type VoucherListScreenProps } from './voucher/voucher-list-screen.component';
export { PageHeading } from './voucher/page-heading.component';
export { VoucherListHeading, type VoucherListHeadingProps } from './voucher/voucher-list-heading.component';
export { DetailLoad, type DetailLoadProps } from './voucher/detail-load.component';
export {
  useStepDialog,
  useVoucherSteps,
  type StepDialog,
  type StepWays,
  type VoucherSteps,
} from './voucher/use-step-dialog.hook';
export { useDecisionDialog, type DecisionDialog } from './voucher/use-decision-dialog.hook';
export { TradeRelationsScreen } from './voucher/trade-relations-screen.component';
export { RowLinkButton, type RowLinkButtonProps } from './voucher/row-link-button.component';
export { PageLoading, type PageLoadingProps } from './voucher/page-loading.component';
export { ProductPages, type ProductPagesProps } from './voucher/product-pages.component';
export { useFormDialog, type FormDialog } from './voucher/use-form-dialog.hook';
export {
  useVoucherList,
  useVoucherListState,
  useTabbedVoucherList,
  TODO_TAB,
  type VoucherList,
  type VoucherListTab,
} from './voucher/use-voucher-list.hook';
export { RelationAddModal } from './voucher/relation-add-modal.component';
export { NavButton } from './voucher/nav-button.component';
export { BankRefField } from './voucher/bank-ref-field.component';
export { FormActions, RemarkItem, reviewSubmitText } from './voucher/form-actions.component';
export { RowButton } from './voucher/list-row-buttons.component';
export { FormScreen, SubmitForm, type FormScreenProps } from './voucher/form-screen.component';
export { YuanAmountField, amountCapitals, type YuanAmountRule } from './voucher/yuan-amount-field.component';
export { VoucherBrief } from './voucher/voucher-brief.component';
