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
  actionsColumn,
  isReviewable,
  moneyColumn,
  statusColumn,
  useTabbedVoucherList,
  useVoucherSteps,
  VoucherListScreen,
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
  const list = useTabbedVoucherList(ENDORSE_LIST_KEY, TRANSFER_TABS, loadTransferList);
  const steps = useVoucherSteps<TransferRow>({
    pages: { edit: (r) => navigate(paths.edit(r.id)) },
    what: (r) => `转让申请 ${r.appNo}`,
    subject: (r) =>
      `凭证 ${padDocNumber(r.voucherNo)}：${r.compName} → ` +
      `${r.parts.map((p) => `${p.receiverName} ¥${formatMoney(p.amount)}`).join('、')}`,
    decide: (r, step, reason) => decideTransfer(r, step, reason, compName),
    done: list.done,
  });

  return (
    <VoucherListScreen<TransferRow>
      list={list}
      steps={steps}
      title="背书转让"
      create={canTransfer ? { to: paths.create(), text: '发起转让' } : null}
      relationsTo={paths.relations}
      exportHref={transferExportUrl(list.tab, list.filters)}
      filters={{
        label: '搜索转让申请',
        statuses: STATUSES,
        counterpartyLabel: '转让方/接收方',
        ranges: { issue: '申请日期' },
      }}
      unit="笔"
      emptyText="没有符合条件的转让申请"
      scroll={{ x: 1200 }}
      batch={{
        eligible: (r) => isReviewable(r.actions),
        label: (r) => `选择转让申请 ${r.appNo}`,
        review: batchReviewTransfers,
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
            {steps.buttons(r, applicationSteps(r, compName))}
          </>
        )),
      ]}
    />
  );
}
