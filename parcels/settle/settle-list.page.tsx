/**
 * 兑付列表 (settleList). The issuer sees 待兑付 — its vouchers due within 30 days and the overdue
 * ones, by due date with the count and total of each day — and 已付款, its settlement records;
 * its 财务付款 (E108) confirms the payment of a due voucher or of all due on a date. Holders see
 * 待收款 (their parts due soon or overdue: 已逾期 shows there too) and 已收款 (what they were paid,
 * a financed part to the funder), each record with its PDF. Both due lists are paged by the
 * server, filtered by a due day or a range of due dates, with the count and total of the whole
 * filtered list (and of its overdue part) from the server. Tab, filters, page and scroll live in
 * the cached list state, so they are there again after the clearing page.
 */
import { useState } from 'react';
import dayjs from 'dayjs';
import { Button, Card, Flex, Space, Tabs, Tag, Typography } from 'antd';
import {
  chinaDate,
  formatMoney,
  navigate,
  padDocNumber,
  showMessage,
  useRequest,
  type SettleDueItem,
  type SettlePaidPage,
  type SettleReceivables,
} from '@scf/shared';
import { ListTable, pagedTable, usePagedListState, useListScroll } from '@scf/shared/list';
import { actionsColumn, moneyColumn, PageHeading, RowLinkButton, statusColumn } from '@scf/shared/voucher';
import { PortalLink } from '@scf/shared/ui';
import { PortalRangePicker } from '@scf/shared/date-picker';
import { SETTLE_LIST_KEY, type SettlePaths } from './settle-routes';
import { ConfirmPayModal, paidText, type PayRequest } from './confirm-pay.modal';
import {
  EMPTY_DUE_FILTER,
  loadDue,
  loadPaid,
  loadReceivables,
  pdfOf,
  sumYuan,
  tabsOf,
  useSettleReader,
  type DueFilterValues,
  type SettleTab,
} from './settle-calls';
import { styles } from './settle-list.style';

type PaidRow = SettlePaidPage['list'][number];
type PendingRow = SettleReceivables['pending'][number];
type ReceivedRow = SettleReceivables['received'][number];

const FinancedTag = ({ financed }: { financed: boolean }) =>
  financed ? <Tag aria-label="资金方受让部分">融</Tag> : null;
const pdfLink = (settleNo: string) => {
  const href = pdfOf(settleNo);
  return href ? (
    <a href={href} download aria-label={`下载清分凭证 ${settleNo} 的PDF`}>
      PDF
    </a>
  ) : (
    '—'
  );
};

interface DueTotals {
  count: number;
  totalAmount: string;
  overdueCount: number;
  overdueAmount: string;
}

/** The line above a due list: how many and how much of the (filtered) list, and of it overdue. */
function DueSummary({
  summary,
  filtered,
  unit,
  what,
}: {
  summary: DueTotals | null | undefined;
  filtered: boolean;
  unit: string;
  what: string;
}): React.JSX.Element {
  return (
    <Typography.Text role="status" data-scf-summary>
      {summary ? (
        <>
          {filtered ? '筛选结果：' : ''}共 {summary.count} {unit}
          {what}，合计金额 <Typography.Text strong>¥{formatMoney(summary.totalAmount)}</Typography.Text>
          {summary.overdueCount
            ? `；其中已逾期 ${summary.overdueCount} ${unit}，¥${formatMoney(summary.overdueAmount)}`
            : ''}
        </>
      ) : null}
    </Typography.Text>
  );
}

export function SettleListPage({ paths }: { paths: SettlePaths }): React.JSX.Element {
  const { issuer } = useSettleReader();
  const tabs = tabsOf(issuer);
  const [list, setList] = usePagedListState(SETTLE_LIST_KEY, { tab: '' as string, ...EMPTY_DUE_FILTER });
  const tab: SettleTab = tabs.find((t) => t.key === list.tab)?.key ?? tabs[0]?.key ?? 'pending';
  return (
    <Flex vertical gap={16}>
      <PageHeading title="兑付结算" />
      <Tabs
        activeKey={tab}
        onChange={(key) => setList({ tab: key, ...EMPTY_DUE_FILTER, pageNum: 1 })}
        items={tabs.map((t) => ({ key: t.key, label: t.label }))}
      />
      {tab === 'due' ? (
        <DueTab paths={paths} list={list} setList={setList} />
      ) : tab === 'paid' ? (
        <PaidTab list={list} setList={setList} />
      ) : (
        <ReceivableTab tab={tab} list={list} setList={setList} />
      )}
    </Flex>
  );
}

interface TabProps {
  list: DueFilterValues & { pageNum: number; pageSize: number };
  setList: (patch: Partial<DueFilterValues & { tab: string; pageNum: number; pageSize: number }>) => void;
}

const dueDeps = (list: TabProps['list']) => [
  list.dueDate,
  list.dueDateFrom,
  list.dueDateTo,
  list.pageNum,
  list.pageSize,
];

/** The range of due dates (到期日期): a range replaces a chosen day, and starts at page 1. */
function DueRange({ list, setList }: TabProps): React.JSX.Element {
  const [error, setError] = useState<string | null>(null);
  const day = (text: string) => (text ? dayjs(text, 'YYYY-MM-DD') : null);
  return (
    <Flex align="center" gap={8} wrap>
      <label htmlFor="scf-settle-due-range">到期日期</label>
      <PortalRangePicker
        id="scf-settle-due-range"
        value={list.dueDateFrom || list.dueDateTo ? [day(list.dueDateFrom), day(list.dueDateTo)] : null}
        onChange={(_v, [from, to]) => {
          setError(null);
          setList({ dueDate: '', dueDateFrom: from, dueDateTo: to, pageNum: 1 });
        }}
        onInputError={(e) => setError(e.reason === 'order' ? '结束日期不能早于开始日期' : '请按 YYYY-MM-DD 输入日期')}
        style={styles.dateFilter}
      />
      {error ? (
        <Typography.Text type="danger" role="alert">
          {error}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}

function DueTab({ paths, list, setList }: TabProps & { paths: SettlePaths }): React.JSX.Element {
  const { payer } = useSettleReader();
  // One page of the filtered list, its summary over the whole filtered list and the totals of
  // every day of the window (the day buttons), all from the server.
  const due = useRequest((signal) => loadDue(list, list, signal), dueDeps(list));
  useListScroll(SETTLE_LIST_KEY, due.data !== undefined);
  const [pay, setPay] = useState<PayRequest | null>(null);
  const days = due.data?.days ?? [];
  const summary = due.data?.summary;
  // Today in China time, as the server counts it: the same day in the server's render and in the
  // browser that hydrates it, whatever either machine's time zone.
  const today = chinaDate(Date.now());
  const paidDone = (r: Parameters<PayRequest['onDone']>[0]): void => {
    showMessage(r.failed.length ? 'warning' : 'success', paidText(r));
    due.reload();
  };

  const payOne = (r: SettleDueItem): void =>
    setPay({
      target: { kind: 'vouchers', voucherIds: [r.voucherId] },
      subject: `凭证 ${padDocNumber(r.voucherNo)}，到期日 ${r.dueDate}，兑付金额 ¥${formatMoney(r.amount)}，清分给 ${r.parts} 个持有部分`,
      onDone: (res) => {
        paidDone(res);
        if (res.done > 0) navigate(paths.clearing(r.voucherId));
      },
    });
  const payDay = (d: { dueDate: string; count: number; total: string }): void =>
    setPay({
      target: { kind: 'date', dueDate: d.dueDate },
      subject: `${d.dueDate} 到期的全部凭证：${d.count} 张，合计 ¥${formatMoney(d.total)}`,
      onDone: paidDone,
    });
  // The server pays only what is due by its today; it says so for anything else.
  const payableDay = (dueDate: string): boolean => dueDate <= today;
  const filtered = list.dueDate !== '' || list.dueDateFrom !== '' || list.dueDateTo !== '';

  return (
    <Flex vertical gap={16}>
      <DueSummary summary={summary} filtered={filtered} unit="张" what="待兑付" />
      <Card size="small" title="按到期日" aria-label="按到期日汇总">
        <Flex wrap gap={8}>
          <Button type={filtered ? 'default' : 'primary'} onClick={() => setList({ ...EMPTY_DUE_FILTER, pageNum: 1 })}>
            全部日期
          </Button>
          {days.map((d) => (
            <Space.Compact key={d.dueDate} data-due-day={d.dueDate}>
              <Button
                type={list.dueDate === d.dueDate ? 'primary' : 'default'}
                onClick={() => setList({ ...EMPTY_DUE_FILTER, dueDate: d.dueDate, pageNum: 1 })}
                aria-pressed={list.dueDate === d.dueDate}
              >
                {d.dueDate}：{d.count} 张 ¥{formatMoney(d.total)}
              </Button>
              {payer && payableDay(d.dueDate) ? <Button onClick={() => payDay(d)}>全部兑付</Button> : null}
            </Space.Compact>
          ))}
        </Flex>
      </Card>
      <DueRange list={list} setList={setList} />
      <ListTable<SettleDueItem>
        listKey={SETTLE_LIST_KEY}
        rowKey="voucherId"
        responsive
        {...pagedTable(due, list, setList)}
        unit="张"
        emptyText={filtered ? '没有符合条件的待兑付凭证' : '30 天内没有到期的凭证'}
        scroll={{ x: 1000 }}
        columns={[
          {
            title: '凭证编号',
            dataIndex: 'voucherNo',
            width: 140,
            fixed: 'left',
            render: (no: string, r) => <PortalLink to={paths.clearing(r.voucherId)}>{padDocNumber(no)}</PortalLink>,
          },
          { title: '到期日', dataIndex: 'dueDate', width: 110 },
          moneyColumn('兑付金额(元)', 'amount', 150),
          { title: '持有方', dataIndex: 'holderName', width: 200 },
          { title: '清分笔数', dataIndex: 'parts', width: 90, align: 'right' },
          statusColumn(100),
          actionsColumn(180, (r) => (
            <>
              <PortalLink to={paths.clearing(r.voucherId)}>清分明细</PortalLink>
              {payer && r.payable ? <RowLinkButton onClick={() => payOne(r)}>确认兑付</RowLinkButton> : null}
            </>
          )),
        ]}
      />
      <ConfirmPayModal request={pay} onClose={() => setPay(null)} />
    </Flex>
  );
}

function PaidTab({ list, setList }: TabProps): React.JSX.Element {
  const page = useRequest((signal) => loadPaid(list, signal), [list.pageNum, list.pageSize]);
  useListScroll(SETTLE_LIST_KEY, page.data !== undefined);
  return (
    <ListTable<PaidRow>
      listKey={SETTLE_LIST_KEY}
      rowKey="settleNo"
      responsive
      {...pagedTable(page, list, setList)}
      unit="笔"
      emptyText="暂无兑付记录"
      scroll={{ x: 1200 }}
      columns={[
        { title: '清分编号', dataIndex: 'settleNo', width: 140, fixed: 'left' },
        {
          title: '凭证编号',
          dataIndex: 'voucherNo',
          width: 140,
          render: (no: string, r) => (
            <span>
              {padDocNumber(no)} <FinancedTag financed={r.financed} />
            </span>
          ),
        },
        { title: '原始凭证', dataIndex: 'rootNo', width: 140, render: (no: string) => padDocNumber(no) },
        { title: '收款方', dataIndex: 'payeeName', width: 200 },
        moneyColumn('金额(元)', 'amount', 140),
        { title: '到期日', dataIndex: 'dueDate', width: 110 },
        { title: '兑付日', dataIndex: 'paidOn', width: 110 },
        { title: '银行流水号', dataIndex: 'bankRef', width: 150 },
        { title: '状态', dataIndex: 'status', width: 90 },
        { title: '清分凭证', key: 'pdf', width: 90, render: (_: unknown, r) => pdfLink(r.settleNo) },
      ]}
    />
  );
}

function ReceivableTab({ tab, list, setList }: TabProps & { tab: 'pending' | 'received' }): React.JSX.Element {
  const page = useRequest((signal) => loadReceivables(tab, list, list, signal), [tab, ...dueDeps(list)]);
  useListScroll(SETTLE_LIST_KEY, page.data !== undefined);
  const common = {
    listKey: SETTLE_LIST_KEY,
    responsive: true,
    error: page.error,
    onRetry: page.reload,
    loading: page.loading,
    paging: list,
    onPaging: (p: { pageNum: number; pageSize: number }) => setList(p),
    total: page.data?.total ?? 0,
  };
  if (tab === 'pending') {
    // A page of the parts due within the window and the overdue; the summary over all of them.
    const summary = page.data?.summary;
    const filtered = list.dueDate !== '' || list.dueDateFrom !== '' || list.dueDateTo !== '';
    return (
      <Flex vertical gap={16}>
        <DueRange list={list} setList={setList} />
        <DueSummary summary={summary} filtered={filtered} unit="笔" what="待收款" />
        <ListTable<PendingRow>
          {...common}
          rowKey="voucherId"
          unit="笔"
          emptyText={filtered ? '没有符合条件的待收款项' : '30 天内没有到期待收的款项'}
          scroll={{ x: 1000 }}
          dataSource={page.data?.pending ?? []}
          columns={[
            {
              title: '凭证编号',
              dataIndex: 'voucherNo',
              width: 140,
              fixed: 'left',
              render: (no: string, r) => (
                <span>
                  {padDocNumber(no)} <FinancedTag financed={r.financed} />
                </span>
              ),
            },
            { title: '原始凭证', dataIndex: 'rootNo', width: 140, render: (no: string) => padDocNumber(no) },
            { title: '开立方（付款方）', dataIndex: 'issuerName', width: 200 },
            moneyColumn('应收金额(元)', 'amount', 150),
            { title: '到期日', dataIndex: 'dueDate', width: 110 },
            statusColumn(100),
          ]}
        />
      </Flex>
    );
  }
  const rows = page.data?.received ?? [];
  return (
    <Flex vertical gap={16}>
      <Typography.Text role="status" data-scf-summary>
        共 {page.data?.total ?? 0} 笔已收款
        {rows.length ? `，本页合计 ¥${formatMoney(sumYuan(rows.map((r) => r.amount)))}` : ''}
      </Typography.Text>
      <ListTable<ReceivedRow>
        {...common}
        rowKey="settleNo"
        unit="笔"
        emptyText="暂无已收款记录"
        scroll={{ x: 1200 }}
        dataSource={rows}
        columns={[
          { title: '清分编号', dataIndex: 'settleNo', width: 140, fixed: 'left' },
          {
            title: '凭证编号',
            dataIndex: 'voucherNo',
            width: 150,
            render: (no: string, r) => (
              <span>
                {padDocNumber(no)} <FinancedTag financed={r.financed} />
              </span>
            ),
          },
          { title: '原始凭证', dataIndex: 'rootNo', width: 140, render: (no: string) => padDocNumber(no) },
          { title: '付款方', dataIndex: 'issuerName', width: 200 },
          moneyColumn('收款金额(元)', 'amount', 140),
          { title: '兑付日', dataIndex: 'paidOn', width: 110 },
          { title: '银行流水号', dataIndex: 'bankRef', width: 150 },
          { title: '状态', dataIndex: 'status', width: 90, render: (s: string) => <Tag>{s}</Tag> },
          { title: '清分凭证', key: 'pdf', width: 90, render: (_: unknown, r) => pdfLink(r.settleNo) },
        ]}
      />
    </Flex>
  );
}
