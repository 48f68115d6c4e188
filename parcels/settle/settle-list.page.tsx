/**
 * 兑付列表 (settleList). The issuer sees 待兑付 — its vouchers due within 30 days and the overdue
 * ones, by due date with the count and total of each day — and 已付款, its settlement records;
 * its 财务付款 (E108) confirms the payment of a due voucher or of all due on a date. Holders see
 * 待收款 (their parts due soon or overdue: 已逾期 shows there too) and 已收款 (what they were paid,
 * a financed part to the funder), each record with its PDF. Tab, chosen day, page and scroll live
 * in the cached list state, so they are there again after the clearing page.
 */
import { useState } from 'react';
import dayjs from 'dayjs';
import { Button, Card, Flex, Space, Tabs, Tag, Typography } from 'antd';
import { VOUCHER, formatMoney, navigate, padDocNumber, showMessage, useRequest, type SettleDueItem, type SettlePaidPage, type SettleReceivables } from '@scf/shared';
import { ListTable, usePagedListState, useListScroll } from '@scf/shared/list';
import { VoucherStatusTag } from '@scf/shared/voucher';
import { PortalLink } from '@scf/shared/ui';
import { SETTLE_LIST_KEY, type SettlePaths } from './settle-routes';
import { ConfirmPayModal, paidText, type PayRequest } from './confirm-pay.modal';
import { isIssuerCompany, loadDue, loadPaid, loadReceivables, mayConfirm, pdfOf, sumYuan, tabsOf, type SettleTab } from './settle-calls';

type PaidRow = SettlePaidPage['list'][number];
type PendingRow = SettleReceivables['pending'][number];
type ReceivedRow = SettleReceivables['received'][number];

const FinancedTag = ({ financed }: { financed: boolean }) => (financed ? <Tag aria-label="资金方受让部分">融</Tag> : null);
const pdfLink = (settleNo: string) => {
  const href = pdfOf(settleNo);
  return href ? <a href={href} download aria-label={`下载清分凭证 ${settleNo} 的PDF`}>PDF</a> : '—';
};

export function SettleListPage({ paths }: { paths: SettlePaths }): React.JSX.Element {
  const issuer = isIssuerCompany();
  const tabs = tabsOf(issuer);
  const [list, setList] = usePagedListState(SETTLE_LIST_KEY, { tab: '' as string, dueDate: '' });
  const tab: SettleTab = tabs.find((t) => t.key === list.tab)?.key ?? tabs[0]?.key ?? 'pending';
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={1} style={{ fontSize: 20, margin: 0 }}>
        兑付结算
      </Typography.Title>
      <Tabs activeKey={tab} onChange={(key) => setList({ tab: key, dueDate: '', pageNum: 1 })} items={tabs.map((t) => ({ key: t.key, label: t.label }))} />
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
  list: { dueDate: string; pageNum: number; pageSize: number };
  setList: (patch: Partial<{ tab: string; dueDate: string; pageNum: number; pageSize: number }>) => void;
}

function DueTab({ paths, list, setList }: TabProps & { paths: SettlePaths }): React.JSX.Element {
  const payer = mayConfirm();
  // The window (≤ 30 days and the overdue) with its day totals; a chosen day is asked for on its
  // own, so its list is whole however long the window's is. Paging is the page's.
  const due = useRequest((signal) => loadDue('', signal), []);
  const day = useRequest((signal) => loadDue(list.dueDate, signal), [list.dueDate], { enabled: list.dueDate !== '' });
  useListScroll(SETTLE_LIST_KEY, due.data !== undefined);
  const [pay, setPay] = useState<PayRequest | null>(null);
  const days = due.data?.days ?? [];
  const all = due.data?.list ?? [];
  const rows = list.dueDate ? (day.data?.list ?? []) : all;
  const shown = rows.slice((list.pageNum - 1) * list.pageSize, list.pageNum * list.pageSize);
  // The summary from the day totals (over every due voucher; the list itself may be capped).
  const today = dayjs().format('YYYY-MM-DD');
  const dueCount = days.reduce((n, d) => n + d.count, 0);
  const overdueDays = days.filter((d) => d.dueDate < today);
  const paidDone = (r: Parameters<PayRequest['onDone']>[0]): void => {
    showMessage(r.failed.length ? 'warning' : 'success', paidText(r));
    due.reload();
    if (list.dueDate) day.reload();
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
    setPay({ target: { kind: 'date', dueDate: d.dueDate }, subject: `${d.dueDate} 到期的全部凭证：${d.count} 张，合计 ¥${formatMoney(d.total)}`, onDone: paidDone });
  const payableDay = (dueDate: string): boolean => all.some((r) => r.dueDate === dueDate && r.payable);

  return (
    <Flex vertical gap={16}>
      <Typography.Text role="status" data-scf-summary>
        共 {dueCount} 张待兑付，合计金额 <Typography.Text strong>¥{formatMoney(sumYuan(days.map((d) => d.total)))}</Typography.Text>
        {overdueDays.length
          ? `；其中已逾期 ${overdueDays.reduce((n, d) => n + d.count, 0)} 张，¥${formatMoney(sumYuan(overdueDays.map((d) => d.total)))}`
          : ''}
        {!list.dueDate && all.length < dueCount ? `（列表显示最早到期的 ${all.length} 张，其余请按到期日查看）` : ''}
      </Typography.Text>
      <Card size="small" title="按到期日" aria-label="按到期日汇总">
        <Flex wrap gap={8}>
          <Button type={list.dueDate === '' ? 'primary' : 'default'} onClick={() => setList({ dueDate: '', pageNum: 1 })}>
            全部日期
          </Button>
          {days.map((d) => (
            <Space.Compact key={d.dueDate} data-due-day={d.dueDate}>
              <Button type={list.dueDate === d.dueDate ? 'primary' : 'default'} onClick={() => setList({ dueDate: d.dueDate, pageNum: 1 })} aria-pressed={list.dueDate === d.dueDate}>
                {d.dueDate}：{d.count} 张 ¥{formatMoney(d.total)}
              </Button>
              {payer && payableDay(d.dueDate) ? <Button onClick={() => payDay(d)}>全部兑付</Button> : null}
            </Space.Compact>
          ))}
        </Flex>
      </Card>
      <ListTable<SettleDueItem>
        listKey={SETTLE_LIST_KEY}
        rowKey="voucherId"
        responsive
        error={list.dueDate ? day.error : due.error}
        onRetry={list.dueDate ? day.reload : due.reload}
        loading={list.dueDate ? day.loading : due.loading}
        paging={list}
        onPaging={(p) => setList(p)}
        total={rows.length}
        unit="张"
        emptyText="30 天内没有到期的凭证"
        scroll={{ x: 1000 }}
        dataSource={shown}
        columns={[
          { title: '凭证编号', dataIndex: 'voucherNo', width: 140, fixed: 'left', render: (no: string, r) => <PortalLink to={paths.clearing(r.voucherId)}>{padDocNumber(no)}</PortalLink> },
          { title: '到期日', dataIndex: 'dueDate', width: 110 },
          { title: '兑付金额(元)', dataIndex: 'amount', width: 150, align: 'right', render: (a: string) => formatMoney(a) },
          { title: '持有方', dataIndex: 'holderName', width: 200 },
          { title: '清分笔数', dataIndex: 'parts', width: 90, align: 'right' },
          { title: '状态', dataIndex: 'status', width: 100, render: (s: number, r) => <VoucherStatusTag code={s} name={r.statusName} /> },
          {
            title: '操作',
            key: 'actions',
            width: 180,
            render: (_: unknown, r) => (
              <Space wrap size={4}>
                <PortalLink to={paths.clearing(r.voucherId)}>清分明细</PortalLink>
                {payer && r.payable ? (
                  <Button type="link" size="small" onClick={() => payOne(r)} style={{ paddingInline: 4 }}>
                    确认兑付
                  </Button>
                ) : null}
              </Space>
            ),
          },
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
      error={page.error}
      onRetry={page.reload}
      loading={page.loading}
      paging={list}
      onPaging={(p) => setList(p)}
      total={page.data?.total ?? 0}
      unit="笔"
      emptyText="暂无兑付记录"
      scroll={{ x: 1200 }}
      dataSource={page.data?.list ?? []}
      columns={[
        { title: '清分编号', dataIndex: 'settleNo', width: 140, fixed: 'left' },
        { title: '凭证编号', dataIndex: 'voucherNo', width: 140, render: (no: string, r) => <span>{padDocNumber(no)} <FinancedTag financed={r.financed} /></span> },
        { title: '原始凭证', dataIndex: 'rootNo', width: 140, render: (no: string) => padDocNumber(no) },
        { title: '收款方', dataIndex: 'payeeName', width: 200 },
        { title: '金额(元)', dataIndex: 'amount', width: 140, align: 'right', render: (a: string) => formatMoney(a) },
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
  const page = useRequest((signal) => loadReceivables(tab, list, signal), [tab, list.pageNum, list.pageSize]);
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
    // 待收款 comes whole (the parts due within the window and the overdue): the page pages it.
    const all = page.data?.pending ?? [];
    const overdue = all.filter((r) => r.status === VOUCHER.overdue);
    return (
      <Flex vertical gap={16}>
        <Typography.Text role="status" data-scf-summary>
          共 {all.length} 笔待收款，合计金额 <Typography.Text strong>¥{formatMoney(sumYuan(all.map((r) => r.amount)))}</Typography.Text>
          {overdue.length ? `；其中已逾期 ${overdue.length} 笔` : ''}
        </Typography.Text>
        <ListTable<PendingRow>
          {...common}
          rowKey="voucherId"
          unit="笔"
          emptyText="30 天内没有到期待收的款项"
          scroll={{ x: 1000 }}
          dataSource={all.slice((list.pageNum - 1) * list.pageSize, list.pageNum * list.pageSize)}
          columns={[
            { title: '凭证编号', dataIndex: 'voucherNo', width: 140, fixed: 'left', render: (no: string, r) => <span>{padDocNumber(no)} <FinancedTag financed={r.financed} /></span> },
            { title: '原始凭证', dataIndex: 'rootNo', width: 140, render: (no: string) => padDocNumber(no) },
            { title: '开立方（付款方）', dataIndex: 'issuerName', width: 200 },
            { title: '应收金额(元)', dataIndex: 'amount', width: 150, align: 'right', render: (a: string) => formatMoney(a) },
            { title: '到期日', dataIndex: 'dueDate', width: 110 },
            { title: '状态', dataIndex: 'status', width: 100, render: (s: number, r) => <VoucherStatusTag code={s} name={r.statusName} /> },
          ]}
        />
      </Flex>
    );
  }
  const rows = page.data?.received ?? [];
  return (
    <Flex vertical gap={16}>
      <Typography.Text role="status" data-scf-summary>
        共 {page.data?.total ?? 0} 笔已收款{rows.length ? `，本页合计 ¥${formatMoney(sumYuan(rows.map((r) => r.amount)))}` : ''}
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
          { title: '凭证编号', dataIndex: 'voucherNo', width: 150, render: (no: string, r) => <span>{padDocNumber(no)} <FinancedTag financed={r.financed} /></span> },
          { title: '原始凭证', dataIndex: 'rootNo', width: 140, render: (no: string) => padDocNumber(no) },
          { title: '付款方', dataIndex: 'issuerName', width: 200 },
          { title: '收款金额(元)', dataIndex: 'amount', width: 140, align: 'right', render: (a: string) => formatMoney(a) },
          { title: '兑付日', dataIndex: 'paidOn', width: 110 },
          { title: '银行流水号', dataIndex: 'bankRef', width: 150 },
          { title: '状态', dataIndex: 'status', width: 90, render: (s: string) => <Tag>{s}</Tag> },
          { title: '清分凭证', key: 'pdf', width: 90, render: (_: unknown, r) => pdfLink(r.settleNo) },
        ]}
      />
    </Flex>
  );
}
