/**
 * 融资列表 (znxList). A funding party's people see the applications it funds in tabs per step
 * (待我审核 with the count of the steps their roles take, 放款初审 / 放款复审 / 风控初审 / 风控复审 /
 * 待放款, 已放款, 全部); the applicant sees its own applications. Filters (application number,
 * counterparty, status, amount range, application dates), the summary line, the Excel export of
 * what the filters find, and batch approval for reviewers. Filters, tab, page and scroll
 * survive a visit to a detail page (the cached list state).
 */
import { Badge, Flex, Radio, Space, Tabs, Typography } from 'antd';
import { MOBILE_MEDIA_QUERY, ZNX_APP_NAMES, formatMoney, useMediaQuery } from '@scf/shared';
import { ExportButton } from '@scf/shared/list';
import { PortalLink } from '@scf/shared/ui';
import {
  actionsColumn,
  decisionButtons,
  moneyColumn,
  NavButton,
  PageHeading,
  statusColumn,
  useDecisionDialog,
  type VoucherFilterValues,
  useVoucherList,
  useVoucherListState,
  VoucherFilters,
  VoucherListTable,
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
  const { page, selected, done, pickTab, table, selection } = useVoucherList(
    ZNX_LIST_KEY,
    tab.key,
    list,
    setList,
    (signal) => loadZnxList(tab, filters, list, signal),
  );
  const tabs = znxTabs(side, roles, page.data?.side === 'funder' ? page.data.waiting : null);
  const dialog = useDecisionDialog(done, '笔', { approveTitle: '批量审核通过', reject: '驳回' });
  const rows = page.data?.list ?? [];
  const reviewable = (r: ZnxRow): boolean => reviewStepOf(r.actions) !== undefined;
  const chosen = rows.filter((r) => selected.includes(r.id) && reviewable(r));
  const statuses = tab.statuses.length > 0 ? ALL_STATUSES.filter((s) => tab.statuses.includes(s.code)) : ALL_STATUSES;

  const ask = (row: ZnxRow, approve: boolean): void => {
    // The applicant's reviewer submits or returns; the funder's reviewers approve or reject.
    const submit = row.actions.includes('submit');
    const subject =
      `${row.applicantName} → ${row.funderName}，申请金额 ` +
      `¥${formatMoney(row.applied)}，融资金额 ¥${formatMoney(row.financing)}`;
    dialog.decide(
      {
        step: STEP_LABELS[submit ? 'submit' : (reviewStepOf(row.actions) ?? 'submit')],
        approve,
        what: row.appNo,
        subject,
        reject: submit ? '退回' : '驳回',
      },
      (text) => decideFinancing(row, approve, text),
    );
  };

  const batch = (approve: boolean): void => {
    const subject = chosen.map((r) => r.appNo).join('、');
    dialog.batch(approve, chosen.length, (text) => batchReviewFinancing(chosen, approve, text), subject);
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
      <VoucherListTable<ZnxRow>
        {...table}
        unit="笔"
        emptyText="没有符合条件的融资申请"
        scroll={{ x: 1400 }}
        batch={{
          ...selection,
          eligible: reviewable,
          label: (r) => `选择融资申请 ${r.appNo}`,
          onBatch: batch,
          rejectText: '批量驳回',
          selectAllButton: true,
        }}
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
              {reviewable(r) || r.actions.includes('submit')
                ? decisionButtons((approve) => ask(r, approve), r.actions.includes('submit') ? '退回' : '驳回')
                : null}
              {r.actions.includes('disburse') ? <PortalLink to={paths.detail(r.id)}>登记放款</PortalLink> : null}
            </>
          )),
        ]}
      />
      {dialog.dialog}
    </Flex>
  );
}
