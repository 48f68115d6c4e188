import { Flex } from 'antd';
import {
  VOUCHER,
  VOUCHER_APP_NAMES,
  VOUCHER_APP_STATUSES,
  formatMoney,
  navigate,
  padDocNumber,
  useStore,
  type PortalState,
} from '@scf/shared';
import { PortalLink } from '@scf/shared/ui';
import {
  NavButton,
  VoucherListHeading,
  batchRequest,
  VoucherFilters,
  VoucherListTable,
  actionsColumn,
  statusColumn,
  VoucherSummary,
  isReviewable,
  useStepDialog,
  type VoucherStep,
  moneyColumn,
  useTabbedVoucherList,
  stepButtons,
} from '@scf/shared/voucher';
import { ENDORSE_LIST_KEY, type EndorsePaths } from './endorse-routes';
import {
  TRANSFER_TABS,
  applicationSteps,
  batchReviewTransfers,
  decideTransfer,
  loadTransferList,
  myPart,
  transferExportUrl,
  useMayTransfer,
  type TransferRow,
} from './transfer-calls';

const STATUSES = VOUCHER_APP_STATUSES.map((code) => ({ code, name: VOUCHER_APP_NAMES[code] }));
const selectCompName = (s: PortalState) => s.compInfo?.compName ?? '';

export function TransferListPage({ paths }: { paths: EndorsePaths }): React.JSX.Element {
  const compName = useStore(selectCompName);
  const canTransfer = useMayTransfer();
  const { tab, filters, page, selected, done, table, selection, tabBar, search } = useTabbedVoucherList(
    ENDORSE_LIST_KEY,
    TRANSFER_TABS,
    loadTransferList,
  );
  const steps = useStepDialog();
  const rows = page.data?.list ?? [];
  const chosen = rows.filter((r) => selected.includes(r.id) && isReviewable(r.actions));

  const ask = (row: TransferRow, step: VoucherStep): void => {
    if (step === 'edit') {
      navigate(paths.edit(row.id));
      return;
    }
    const subject =
      `凭证 ${padDocNumber(row.voucherNo)}：${row.compName} → ` +
      `${row.parts.map((p) => `${p.receiverName} ¥${formatMoney(p.amount)}`).join('、')}`;
    steps.open(step, `转让申请 ${row.appNo}`, (text) => decideTransfer(row, step, text, compName).then(done), subject);
  };

  const batch = (approve: boolean): void => {
    steps.ask(
      batchRequest(approve, chosen.length, '笔', (text) => batchReviewTransfers(chosen, approve, text).finally(done)),
    );
  };

  return (
    <Flex vertical gap={16}>
      <VoucherListHeading
        title="背书转让"
        action={
          canTransfer ? (
            <NavButton type="primary" to={paths.create()}>
              发起转让
            </NavButton>
          ) : null
        }
        relationsTo={paths.relations}
        exportHref={transferExportUrl(tab, filters)}
        {...tabBar}
      />
      <VoucherFilters
        label="搜索转让申请"
        {...search}
        statuses={STATUSES}
        counterpartyLabel="转让方/接收方"
        ranges={{ issue: '申请日期' }}
      />
      {page.data ? (
        <VoucherSummary count={page.data.summary.count} total={page.data.summary.totalAmount} unit="笔" />
      ) : null}
      <VoucherListTable<TransferRow>
        {...table}
        unit="笔"
        emptyText="没有符合条件的转让申请"
        scroll={{ x: 1200 }}
        batch={{
          ...selection,
          eligible: (r) => isReviewable(r.actions),
          label: (r) => `选择转让申请 ${r.appNo}`,
          onBatch: batch,
        }}
        columns={[
          {
            title: '申请编号',
            dataIndex: 'appNo',
            width: 150,
            fixed: 'left',
            render: (no: string, r) => <PortalLink to={paths.application(r.id)}>{no}</PortalLink>,
          },
          { title: '凭证编号', dataIndex: 'voucherNo', width: 130, render: (no: string) => padDocNumber(no) },
          { title: '根凭证编号', dataIndex: 'rootNo', width: 130, render: (no: string) => padDocNumber(no) },
          { title: '转让方', dataIndex: 'compName', width: 180 },
          {
            title: '接收方',
            key: 'receivers',
            width: 220,
            render: (_: unknown, r) => r.parts.map((p) => p.receiverName).join('、'),
          },
          moneyColumn('转让金额(元)', 'amount', 140),
          { title: '申请时间', dataIndex: 'madeTime', width: 170 },
          statusColumn(100),
          actionsColumn(200, (r) => (
            <>
              <PortalLink to={paths.application(r.id)}>查看</PortalLink>
              {/* Our signed part waits for our reviewer: confirmed on the part's own page. */}
              {myPart(r, compName)?.childStatus === VOUCHER.signPendingReview ? (
                <PortalLink to={paths.voucher(myPart(r, compName)?.childVoucherId ?? 0)}>签收复核</PortalLink>
              ) : null}
              {stepButtons(applicationSteps(r, compName), (a) => ask(r, a))}
            </>
          )),
        ]}
      />
      {steps.dialog}
    </Flex>
  );
}
