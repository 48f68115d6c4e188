import { Flex } from 'antd';
import { VOUCHER_NAMES, VOUCHER_STATUSES, formatMoney, navigate, padDocNumber } from '@scf/shared';
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
  useMayInProduct,
  toFen,
  voucherSteps,
  type VoucherStep,
  moneyColumn,
  useTabbedVoucherList,
  stepButtons,
} from '@scf/shared/voucher';
import { PortalLink } from '@scf/shared/ui';
import { BILL_LIST_KEY, type billPaths } from './bill-routes';
import { BILL_TABS, billExportUrl, batchReview, decide, loadBillList, type VoucherRow } from './voucher-calls';

const STATUSES = VOUCHER_STATUSES.map((code) => ({ code, name: VOUCHER_NAMES[code] }));

export function VoucherListPage({ paths }: { paths: ReturnType<typeof billPaths> }): React.JSX.Element {
  const canIssue = useMayInProduct('issue', 'BILL');
  const { tab, filters, page, selected, done, table, selection, tabBar, search } = useTabbedVoucherList(
    BILL_LIST_KEY,
    BILL_TABS,
    loadBillList,
  );
  const steps = useStepDialog();

  const rows = page.data?.list ?? [];
  // Transfers are ENDORSE's business: its list offers them.
  const stepsOf = (r: VoucherRow): VoucherStep[] => voucherSteps(r.actions).filter((a) => a !== 'transfer');
  const approvable = (r: VoucherRow): boolean => isReviewable(r.actions) && r.pendingApplicationId !== null;
  const chosen = rows.filter((r) => selected.includes(r.id) && approvable(r));

  const ask = (row: VoucherRow, step: VoucherStep): void => {
    if (step === 'edit') {
      navigate(paths.edit(row.id));
      return;
    }
    const subject = `${row.issuerName} → ${row.holderName}，金额 ¥${formatMoney(row.amount)}，到期日 ${row.dueDate}`;
    steps.open(step, `凭证 ${padDocNumber(row.voucherNo)}`, (text) => decide(row, step, text).then(done), subject);
  };

  const batch = (approve: boolean): void => {
    const subject = `合计金额 ¥${formatMoney(sumYuan(chosen.map((r) => r.amount)))}`;
    steps.ask(
      batchRequest(approve, chosen.length, '张', (text) => batchReview(chosen, approve, text).finally(done), subject),
    );
  };

  return (
    <Flex vertical gap={16}>
      <VoucherListHeading
        title="电子债权凭证"
        action={
          canIssue ? (
            <NavButton type="primary" to={paths.issue}>
              开立凭证
            </NavButton>
          ) : null
        }
        relationsTo={paths.relations}
        exportHref={billExportUrl(tab, filters)}
        {...tabBar}
      />
      <VoucherFilters label="搜索凭证" {...search} statuses={STATUSES} />
      <Flex justify="space-between" align="center" wrap gap={8}>
        {page.data ? (
          <VoucherSummary count={page.data.summary.count} total={page.data.summary.totalAmount} />
        ) : (
          <span />
        )}
      </Flex>
      <VoucherListTable<VoucherRow>
        {...table}
        unit="张"
        emptyText="没有符合条件的凭证"
        scroll={{ x: 1300 }}
        batch={{
          ...selection,
          eligible: approvable,
          label: (r) => `选择凭证 ${padDocNumber(r.voucherNo)}`,
          onBatch: batch,
        }}
        columns={[
          {
            title: '凭证编号',
            dataIndex: 'voucherNo',
            width: 140,
            fixed: 'left',
            render: (no: string, r) => <PortalLink to={paths.detail(r.id)}>{padDocNumber(no)}</PortalLink>,
          },
          { title: '根凭证编号', dataIndex: 'rootNo', width: 130, render: (no: string) => padDocNumber(no) },
          { title: '开立方', dataIndex: 'issuerName', width: 180 },
          { title: '持有方', dataIndex: 'holderName', width: 180 },
          moneyColumn('金额(元)', 'amount', 140),
          moneyColumn('可用余额(元)', 'availableAmount', 140),
          { title: '开立日期', dataIndex: 'issueDate', width: 110, render: (d: string) => d || '—' },
          { title: '到期日期', dataIndex: 'dueDate', width: 110 },
          statusColumn(),
          actionsColumn(220, (r) => (
            <>
              <PortalLink to={paths.detail(r.id)}>查看</PortalLink>
              {stepButtons(stepsOf(r), (a) => ask(r, a))}
              {r.pdfUrl ? (
                <a href={r.pdfUrl} download aria-label={`下载凭证 ${padDocNumber(r.voucherNo)} 的PDF`}>
                  PDF
                </a>
              ) : null}
            </>
          )),
        ]}
      />
      {steps.dialog}
    </Flex>
  );
}

/** The sum of decimal yuan strings, exactly (in fen). */
function sumYuan(amounts: readonly string[]): string {
  const fen = amounts.reduce((sum, a) => sum + toFen(a), 0n);
  return `${fen / 100n}.${String(fen % 100n).padStart(2, '0')}`;
}
