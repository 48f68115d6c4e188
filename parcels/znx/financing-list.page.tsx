/**
 * 融资列表 (znxList). A funding party's people see the applications it funds in tabs per step
 * (待我审核 with the count of the steps their roles take, 放款初审 / 放款复审 / 风控初审 / 风控复审 /
 * 待放款, 已放款, 全部); the applicant sees its own applications. Filters (application number,
 * counterparty, status, amount range, application dates), the summary line, the Excel export of
 * what the filters find, and batch approval for reviewers. Filters, tab, page and scroll
 * survive a visit to a detail page (the cached list state).
 */
import { useState } from 'react';
import { Badge, Button, Flex, Radio, Space, Tabs, Typography } from 'antd';
import { MOBILE_MEDIA_QUERY, ZNX_APP_NAMES, formatMoney, useMediaQuery } from '@scf/shared';
import { ExportButton, ListTable, pagedTable } from '@scf/shared/list';
import { PortalLink } from '@scf/shared/ui';
import {
  actionsColumn,
  BatchButtons,
  batchRowSelection,
  moneyColumn,
  NavButton,
  PageHeading,
  ReasonModal,
  RowLinkButton,
  statusColumn,
  throwBatchFailures,
  type ReasonRequest,
  type VoucherFilterValues,
  useVoucherList,
  useVoucherListState,
  VoucherFilters,
  VoucherSummary,
} from '@scf/shared/voucher';
import { ZNX_LIST_KEY, type ZnxPaths } from './znx-routes';
import { currentTab, znxTabs, type ZnxTab } from './znx-rules';
import {
  STEP_LABELS,
  batchReviewFinancing,
  decideFinancing,
  loadZnxList,
  reviewStepOf,
  useZnxReader,
  znxListExportUrl,
  type ZnxRow,
} from './znx-calls';
import { styles } from './financing-list.style';

const ALL_STATUSES = Object.entries(ZNX_APP_NAMES).map(([code, name]) => ({ code: Number(code), name }));
const APP_NO = { label: '申请编号', pattern: /^[A-Za-z0-9]{0,20}$/, message: '申请编号为字母和数字', maxLength: 20 };

export function FinancingListPage({ paths }: { paths: ZnxPaths }): React.JSX.Element {
  const { funder, roles, may } = useZnxReader();
  const mobile = useMediaQuery(MOBILE_MEDIA_QUERY);
  const [list, setList] = useVoucherListState(ZNX_LIST_KEY);
  const filters: VoucherFilterValues = list;
  const side = funder ? 'funder' : 'applicant';
  // The kept tab (counts play no part in which one it is), then the tabs with the counts of the
  // last answer: taken from the answer itself, so a list the server rendered with its answer
  // hydrates with the same counts.
  const tab: ZnxTab = currentTab(znxTabs(side, roles, null), list.tab);
  const { page, selected, setSelected, done, pickTab } = useVoucherList(
    ZNX_LIST_KEY,
    tab.key,
    list,
    setList,
    (signal) => loadZnxList(tab, filters, list, signal),
  );
  const tabs = znxTabs(side, roles, page.data?.side === 'funder' ? page.data.waiting : null);
  const [reason, setReason] = useState<ReasonRequest | null>(null);
  const rows = page.data?.list ?? [];
  const reviewable = (r: ZnxRow): boolean => reviewStepOf(r.actions) !== undefined;
  const chosen = rows.filter((r) => selected.includes(r.id) && reviewable(r));
  const statuses = tab.statuses.length > 0 ? ALL_STATUSES.filter((s) => tab.statuses.includes(s.code)) : ALL_STATUSES;

  const ask = (row: ZnxRow, approve: boolean): void => {
    const step = row.actions.includes('submit')
      ? STEP_LABELS.submit
      : STEP_LABELS[reviewStepOf(row.actions) ?? 'submit'];
    setReason({
      title: `${step}${approve ? '通过' : row.actions.includes('submit') ? '退回' : '驳回'} · ${row.appNo}`,
      okText: approve ? '通过' : row.actions.includes('submit') ? '退回' : '驳回',
      required: !approve,
      danger: !approve,
      subject:
        `${row.applicantName} → ${row.funderName}，申请金额 ` +
        `¥${formatMoney(row.applied)}，融资金额 ¥${formatMoney(row.financing)}`,
      run: async (text) => {
        await decideFinancing(row, approve, text);
        done();
      },
    });
  };

  const batch = (approve: boolean): void => {
    setReason({
      title: approve ? `批量审核通过（${chosen.length} 笔）` : `批量驳回（${chosen.length} 笔）`,
      okText: approve ? '全部通过' : '全部驳回',
      required: !approve,
      danger: !approve,
      subject: chosen.map((r) => r.appNo).join('、'),
      run: async (text) => {
        const result = await batchReviewFinancing(chosen, approve, text);
        done();
        throwBatchFailures(result, '笔');
      },
    });
  };

  return (
    <Flex vertical gap={16}>
      <PageHeading title="保理融资">
        {!funder && may('apply') ? (
          <NavButton type="primary" to={paths.apply()}>
            申请融资
          </NavButton>
        ) : null}
        {funder && may('settings') ? <NavButton to={paths.settings}>产品参数</NavButton> : null}
        <ExportButton href={znxListExportUrl(tab, filters)} />
      </PageHeading>
      {mobile ? (
        // Eight tabs do not fit a phone: the same choice as buttons that wrap.
        <Radio.Group
          aria-label="融资列表"
          optionType="button"
          buttonStyle="solid"
          value={tab.key}
          onChange={(e) => pickTab(String(e.target.value))}
          style={styles.tabButtons}
          options={tabs.map((t) => ({ value: t.key, label: t.count === null ? t.label : `${t.label} ${t.count}` }))}
        />
      ) : (
        <Tabs
          activeKey={tab.key}
          onChange={pickTab}
          items={tabs.map((t) => ({
            key: t.key,
            label:
              t.count === null ? (
                t.label
              ) : (
                <Space size={4}>
                  {t.label}
                  <Badge
                    count={t.count}
                    showZero={t.key === 'todo'}
                    overflowCount={999}
                    color={t.count > 0 ? undefined : 'default'}
                    aria-label={`${t.count} 笔`}
                  />
                </Space>
              ),
          }))}
        />
      )}
      <VoucherFilters
        label="搜索融资申请"
        values={filters}
        statuses={statuses}
        numberField={APP_NO}
        counterpartyLabel={funder ? '申请方' : '资金方'}
        ranges={{ issue: '申请日期' }}
        onSearch={(f) => setList({ ...f, pageNum: 1 })}
      />
      {page.data ? (
        <Space wrap size={16}>
          <VoucherSummary count={page.data.summary.count} total={page.data.summary.totalAmount} unit="笔" />
          <Typography.Text type="secondary">
            融资金额合计 ¥{formatMoney(page.data.summary.totalFinancing)}
          </Typography.Text>
        </Space>
      ) : null}
      <ListTable<ZnxRow>
        listKey={ZNX_LIST_KEY}
        rowKey="id"
        responsive
        {...pagedTable(page, list, setList)}
        unit="笔"
        emptyText="没有符合条件的融资申请"
        scroll={{ x: 1400 }}
        toolbarStart={
          rows.some(reviewable) ? (
            <Space wrap>
              {/* Select-all as a button: antd copies the header checkbox into its hidden measuring row,
                 where it is still focusable. */}
              <Button
                onClick={() =>
                  setSelected(
                    chosen.length === rows.filter(reviewable).length ? [] : rows.filter(reviewable).map((r) => r.id),
                  )
                }
              >
                {chosen.length === rows.filter(reviewable).length ? '取消全选' : '全选本页待审'}
              </Button>
              {chosen.length > 0 ? (
                <BatchButtons count={chosen.length} unit="笔" onBatch={batch} rejectText="批量驳回" />
              ) : null}
            </Space>
          ) : undefined
        }
        rowSelection={
          rows.some(reviewable)
            ? {
                hideSelectAll: true,
                columnTitle: '选择',
                columnWidth: 64,
                ...batchRowSelection({
                  selected,
                  onSelect: setSelected,
                  eligible: reviewable,
                  label: (r) => `选择融资申请 ${r.appNo}`,
                }),
              }
            : undefined
        }
        columns={[
          {
            title: '申请编号',
            dataIndex: 'appNo',
            width: 150,
            fixed: 'left',
            render: (no: string, r) => <PortalLink to={paths.detail(r.id)}>{no}</PortalLink>,
          },
          { title: '凭证编号', dataIndex: 'voucherNo', width: 130 },
          {
            title: funder ? '申请方' : '资金方',
            key: 'counterparty',
            width: 200,
            render: (_: unknown, r) => (funder ? r.applicantName : r.funderName),
          },
          moneyColumn('申请金额(元)', 'applied', 140),
          moneyColumn('融资金额(元)', 'financing', 140),
          moneyColumn('实际到账(元)', 'net', 140),
          { title: '到期日', dataIndex: 'dueDate', width: 110 },
          { title: '申请时间', dataIndex: 'createTime', width: 170 },
          statusColumn(),
          actionsColumn(200, (r) => (
            <>
              <PortalLink to={paths.detail(r.id)}>查看</PortalLink>
              {reviewable(r) || r.actions.includes('submit') ? (
                <>
                  <RowLinkButton onClick={() => ask(r, true)}>通过</RowLinkButton>
                  <RowLinkButton danger onClick={() => ask(r, false)}>
                    {r.actions.includes('submit') ? '退回' : '驳回'}
                  </RowLinkButton>
                </>
              ) : null}
              {r.actions.includes('disburse') ? <PortalLink to={paths.detail(r.id)}>登记放款</PortalLink> : null}
            </>
          )),
        ]}
      />
      <ReasonModal request={reason} onClose={() => setReason(null)} />
    </Flex>
  );
}
