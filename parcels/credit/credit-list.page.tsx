/**
 * 授信列表 (creditList): the company's credit lines with total, used and available amounts,
 * validity and status. A core enterprise sees what it applied for (and applies); a funding
 * party sees what it grants, its risk reviewers with 待风控初审 / 待风控复审 tabs and their counts,
 * deciding one line or several at once. Filters, tab, page and scroll live in the cached list
 * state, so they are there again after a detail page. Buttons come from each row's `actions`.
 */
import { useState, type Key } from 'react';
import { Flex, Tabs, Typography } from 'antd';
import { formatMoney, useRequest, type CreditLine } from '@scf/shared';
import { ExportButton, usePagedListState, useListScroll } from '@scf/shared/list';
import {
  actionsColumn,
  decisionButtons,
  moneyColumn,
  NavButton,
  PageHeading,
  RowLinkButton,
  statusColumn,
  useDecisionDialog,
  VoucherListTable,
} from '@scf/shared/voucher';
import { PortalLink } from '@scf/shared/ui';
import { CREDIT_LIST_KEY, type CreditPaths } from './credit-routes';
import { CreditFilters } from './credit-filters.component';
import {
  STEP_LABEL,
  batchReview,
  creditListExportUrl,
  loadCreditList,
  loadCreditSummary,
  review,
  reviewStepOf,
  useCreditReader,
  withdraw,
  type CreditFilterValues,
  type CreditTab,
} from './credit-calls';

const TABS: readonly CreditTab[] = ['all', 'firstReview', 'secondReview'];

export function CreditListPage({ paths }: { paths: CreditPaths }): React.JSX.Element {
  const reader = useCreditReader();
  const { side } = reader;
  const reviewer = side === 'funder' && reader.reviewer;
  const canApply = side === 'applicant' && reader.apply;
  const [list, setList] = usePagedListState(CREDIT_LIST_KEY, {
    tab: 'all' as string,
    lineNo: '',
    counterparty: '',
    status: 0,
  });
  const tab: CreditTab = side === 'funder' && TABS.includes(list.tab as CreditTab) ? (list.tab as CreditTab) : 'all';
  const filters: CreditFilterValues = { lineNo: list.lineNo, counterparty: list.counterparty, status: list.status };
  const page = useRequest(
    (signal) => loadCreditList(side, tab, filters, list, signal),
    [side, tab, list.lineNo, list.counterparty, list.status, list.pageNum, list.pageSize],
  );
  const summary = useRequest((signal) => loadCreditSummary(signal), [], { enabled: side === 'applicant' });
  useListScroll(CREDIT_LIST_KEY, page.data !== undefined);
  const [selected, setSelected] = useState<Key[]>([]);

  const rows = page.data?.list ?? [];
  const reviewable = (r: CreditLine): boolean => reviewStepOf(r.actions) !== null;
  const chosen = rows.filter((r) => selected.includes(r.id) && reviewable(r));
  const done = (): void => {
    setSelected([]);
    page.reload();
    summary.reload();
  };
  const subject = (r: CreditLine) =>
    `${r.applicantName} → ${r.funderName}，授信金额 ¥${formatMoney(r.amount)}，期限 ${r.termMonths} 个月`;

  const dialog = useDecisionDialog(done, '笔', { approveTitle: '批量通过', reject: '驳回' });
  const decide = (r: CreditLine, approve: boolean): void => {
    const step = reviewStepOf(r.actions);
    if (!step) return;
    const what = `授信 ${r.lineNo}`;
    dialog.decide({ step: STEP_LABEL[step], approve, what, subject: subject(r) }, (text) =>
      review(r.id, approve, text),
    );
  };
  const askWithdraw = (r: CreditLine): void =>
    dialog.ask({
      title: `撤回申请 · 授信 ${r.lineNo}`,
      okText: '撤回',
      required: true,
      danger: true,
      subject: subject(r),
      run: async (text) => {
        await withdraw(r.id, text);
        done();
      },
    });
  const batch = (approve: boolean): void =>
    dialog.batch(approve, chosen.length, (text) => batchReview(chosen, approve, text));

  const waiting = page.data?.waiting;
  const tabLabel = (t: CreditTab): string =>
    t === 'all' ? '全部授信' : `待${STEP_LABEL[t]}${waiting ? `（${waiting[t]}）` : ''}`;

  return (
    <Flex vertical gap={16}>
      <PageHeading title={side === 'funder' ? '授信审批' : '我的授信'}>
        {canApply ? (
          <NavButton type="primary" to={paths.apply}>
            申请授信
          </NavButton>
        ) : null}
        <ExportButton href={creditListExportUrl(side, tab, filters)} />
      </PageHeading>
      {side === 'funder' ? (
        <Tabs
          activeKey={tab}
          onChange={(key) => {
            setSelected([]);
            setList({ tab: key, pageNum: 1 });
          }}
          items={TABS.map((t) => ({ key: t, label: tabLabel(t) }))}
        />
      ) : null}
      <CreditFilters
        values={filters}
        counterpartyLabel={side === 'funder' ? '申请企业' : '资金方'}
        withStatus={tab === 'all'}
        onSearch={(f) => setList({ ...f, pageNum: 1 })}
      />
      <Flex wrap gap={8} align="center">
        {page.data ? (
          <Typography.Text role="status" data-scf-summary>
            共 {page.data.total} 笔授信
            {summary.data ? (
              <>
                ；生效中 {summary.data.lines} 笔，额度合计{' '}
                <Typography.Text strong>¥{formatMoney(summary.data.amount)}</Typography.Text>，已用 ¥
                {formatMoney(summary.data.used)}，可用{' '}
                <Typography.Text strong>¥{formatMoney(summary.data.available)}</Typography.Text>
              </>
            ) : null}
          </Typography.Text>
        ) : null}
      </Flex>
      <VoucherListTable<CreditLine>
        listKey={CREDIT_LIST_KEY}
        page={page}
        paging={list}
        onPaging={setList}
        unit="笔"
        emptyText="没有符合条件的授信"
        scroll={{ x: 1250 }}
        batch={{
          selected,
          onSelect: setSelected,
          eligible: (r) => reviewer && reviewable(r),
          label: (r) => `选择授信 ${r.lineNo}`,
          onBatch: batch,
          rejectText: '批量驳回',
        }}
        columns={[
          {
            title: '授信编号',
            dataIndex: 'lineNo',
            width: 150,
            fixed: 'left',
            render: (no: string, r) => <PortalLink to={paths.detail(r.id)}>{no}</PortalLink>,
          },
          side === 'funder'
            ? { title: '申请企业', dataIndex: 'applicantName', width: 200 }
            : { title: '资金方', dataIndex: 'funderName', width: 200 },
          moneyColumn('授信额度(元)', 'amount', 150),
          moneyColumn('已用额度(元)', 'used', 140),
          moneyColumn('可用额度(元)', 'available', 140),
          {
            title: '有效期',
            key: 'validity',
            width: 190,
            render: (_: unknown, r) =>
              r.validFrom ? `${r.validFrom} 至 ${r.validTo}` : `${r.termMonths} 个月（审批通过后起算）`,
          },
          statusColumn(),
          actionsColumn(
            170,
            (r) => (
              <>
                <PortalLink to={paths.detail(r.id)}>查看</PortalLink>
                {reviewStepOf(r.actions) ? decisionButtons((approve) => decide(r, approve)) : null}
                {r.actions.includes('withdraw') ? (
                  <RowLinkButton danger onClick={() => askWithdraw(r)}>
                    撤回
                  </RowLinkButton>
                ) : null}
              </>
            ),
            'right',
          ),
        ]}
      />
      {dialog.dialog}
    </Flex>
  );
}
