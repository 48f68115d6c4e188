import { VOUCHER_NAMES, VOUCHER_STATUSES, formatMoney, navigate, padDocNumber } from '@scf/shared';
import {
  actionsColumn,
  isReviewable,
  moneyColumn,
  statusColumn,
  toFen,
  useMayInProduct,
  useTabbedVoucherList,
  useVoucherSteps,
  VoucherListScreen,
  type VoucherStep,
  voucherSteps,
} from '@scf/shared/voucher';
import { PortalLink } from '@scf/shared/ui';
import { BILL_LIST_KEY, type billPaths } from './bill-routes';
import { BILL_TABS, billExportUrl, batchReview, decide, loadBillList, type VoucherRow } from './voucher-calls';

const STATUSES = VOUCHER_STATUSES.map((code) => ({ code, name: VOUCHER_NAMES[code] }));

export function VoucherListPage({ paths }: { paths: ReturnType<typeof billPaths> }): React.JSX.Element {
  const canIssue = useMayInProduct('issue', 'BILL');
  const list = useTabbedVoucherList(BILL_LIST_KEY, BILL_TABS, loadBillList);
  const steps = useVoucherSteps<VoucherRow>({
    pages: { edit: (r) => navigate(paths.edit(r.id)) },
    what: (r) => `凭证 ${padDocNumber(r.voucherNo)}`,
    subject: (r) => `${r.issuerName} → ${r.holderName}，金额 ¥${formatMoney(r.amount)}，到期日 ${r.dueDate}`,
    decide,
    done: list.done,
  });
  // Transfers are ENDORSE's business: its list offers them.
  const stepsOf = (r: VoucherRow): VoucherStep[] => voucherSteps(r.actions).filter((a) => a !== 'transfer');

  return (
    <VoucherListScreen<VoucherRow>
      list={list}
      steps={steps}
      title="电子债权凭证"
      create={canIssue ? { to: paths.issue, text: '开立凭证' } : null}
      relationsTo={paths.relations}
      exportHref={billExportUrl(list.tab, list.filters)}
      filters={{ label: '搜索凭证', statuses: STATUSES }}
      unit="张"
      emptyText="没有符合条件的凭证"
      scroll={{ x: 1300 }}
      batch={{
        eligible: (r) => isReviewable(r.actions) && r.pendingApplicationId !== null,
        label: (r) => `选择凭证 ${padDocNumber(r.voucherNo)}`,
        review: batchReview,
        subject: (rows) => `合计金额 ¥${formatMoney(sumYuan(rows.map((r) => r.amount)))}`,
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
            {steps.buttons(r, stepsOf(r))}
            {r.pdfUrl ? (
              <a href={r.pdfUrl} download aria-label={`下载凭证 ${padDocNumber(r.voucherNo)} 的PDF`}>
                PDF
              </a>
            ) : null}
          </>
        )),
      ]}
    />
  );
}

/** The sum of decimal yuan strings, exactly (in fen). */
function sumYuan(amounts: readonly string[]): string {
  const fen = amounts.reduce((sum, a) => sum + toFen(a), 0n);
  return `${fen / 100n}.${String(fen % 100n).padStart(2, '0')}`;
}
