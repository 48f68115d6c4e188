/**
 * 融资详情: the calculation (applied × ratio, interest for the days to the due date, fees, the
 * net amount), the parties, the voucher part it finances (and, once paid, the funder's part 融),
 * the trade documents, the disbursement, the operation record, and the steps this person may
 * take now (the server's `actions`): 复核提交 / 退回 and 撤回 for the holder, 通过 / 驳回 for the
 * funder's reviewer of the current step, 登记放款 for its finance, and the PDF of a paid one.
 */
import { useState } from 'react';
import { Button, Card, Descriptions, type DescriptionsProps, Flex, Tag, Typography } from 'antd';
import { ResponsiveTable } from '@scf/shared/list';
import {
  ZNX_APP,
  ZNX_LIVE_STATUSES,
  formatMoney,
  useAction,
  useRequest,
  voucherDetailPath,
  type ZnxDetail,
} from '@scf/shared';
import { PortalLink } from '@scf/shared/ui';
import {
  OperationRecord,
  PageHeading,
  reviewRecord,
  ReasonModal,
  VoucherStatusTag,
  type ReasonRequest,
  DetailLoad,
} from '@scf/shared/voucher';
import type { ZnxPaths } from './znx-routes';
import { STEP_LABELS, decideFinancing, loadFinancing, pdfUrlOf, reviewStepOf, withdrawFinancing } from './znx-calls';
import { DisburseModal } from './disburse.modal';
import { styles } from './financing-detail.style';

/** A card of the application's facts: label and value in a bordered table, `column` of them a row. */
function FactsCard({ title, column, items }: Pick<DescriptionsProps, 'column' | 'items'> & { title: string }) {
  return (
    <Card title={title} size="small">
      <Descriptions size="small" bordered column={column} items={items} />
    </Card>
  );
}

export function FinancingDetailPage({ id, paths }: { id: number; paths: ZnxPaths }): React.JSX.Element {
  const detail = useRequest((signal) => loadFinancing(id, signal), [id]);
  const [reason, setReason] = useState<ReasonRequest | null>(null);
  const [paying, setPaying] = useState(false);
  // A refusal is shown by the http client's notifier; the page shows the status as it is now.
  const withdraw = useAction({
    confirm: (d: ZnxDetail) => ({
      content: '撤回后预留的凭证金额释放，发票可再次使用。',
      title: `撤回融资申请 ${d.appNo}？`,
      okText: '撤回',
    }),
    run: (d: ZnxDetail) => withdrawFinancing(d.id),
    onSettled: detail.reload,
  });
  const back = <PortalLink to={paths.list}>返回列表</PortalLink>;
  const d = detail.data;
  if (detail.error || !d) return <DetailLoad request={detail} what="融资申请" back={back} />;

  const submit = d.actions.includes('submit');
  const step = reviewStepOf(d.actions);
  const pdf = pdfUrlOf(d);
  const decide = (approve: boolean): void => {
    const label = submit ? STEP_LABELS.submit : STEP_LABELS[step ?? 'submit'];
    setReason({
      title: `${label}${approve ? '通过' : submit ? '退回' : '驳回'} · ${d.appNo}`,
      okText: approve ? (submit ? '提交资金方' : '通过') : submit ? '退回' : '驳回',
      required: !approve,
      danger: !approve,
      subject: `${d.applicantName} → ${d.funderName}，融资金额 ¥${formatMoney(d.financing)}，实际到账 ¥${formatMoney(d.net)}`,
      run: async (text) => {
        await decideFinancing(d, approve, text);
        detail.reload();
      },
    });
  };
  return (
    <Flex vertical gap={16}>
      <PageHeading
        title={
          <>
            融资详情 <VoucherStatusTag code={d.status} name={d.statusName} />
          </>
        }
      >
        {submit || step ? (
          <>
            <Button type="primary" onClick={() => decide(true)}>
              {submit ? '复核提交' : `${STEP_LABELS[step ?? 'submit']}通过`}
            </Button>
            <Button danger onClick={() => decide(false)}>
              {submit ? '退回' : '驳回'}
            </Button>
          </>
        ) : null}
        {d.actions.includes('withdraw') ? (
          <Button loading={withdraw.isPending} onClick={() => void withdraw.mutate(d)}>
            撤回
          </Button>
        ) : null}
        {d.actions.includes('disburse') ? (
          <Button type="primary" onClick={() => setPaying(true)}>
            登记放款
          </Button>
        ) : null}
        {pdf ? (
          <Button href={pdf} download>
            下载放款凭证PDF
          </Button>
        ) : null}
        {back}
      </PageHeading>
      {d.reason ? (
        <Typography.Text type="danger">
          {d.status === ZNX_APP.returned ? '退回原因' : '驳回原因'}：{d.reason}
        </Typography.Text>
      ) : null}
      <FactsCard
        title="融资测算"
        column={{ xs: 1, sm: 2, lg: 3 }}
        items={[
          { key: 'no', label: '申请编号', children: d.appNo },
          { key: 'applied', label: '申请金额', children: `¥${formatMoney(d.applied)}` },
          { key: 'ratio', label: '融资比例', children: d.ratio },
          {
            key: 'financing',
            label: '融资金额',
            children: <span data-testid="financing">¥{formatMoney(d.financing)}</span>,
          },
          { key: 'rate', label: '年化利率', children: d.annualRate },
          { key: 'days', label: '计息天数', children: `${d.days} 天` },
          { key: 'interest', label: '利息', children: `¥${formatMoney(d.interest)}` },
          { key: 'fee', label: `费用（费率 ${d.feeRate}）`, children: `¥${formatMoney(d.fee)}` },
          {
            key: 'net',
            label: '实际到账',
            children: (
              <Typography.Text strong data-testid="net">
                ¥{formatMoney(d.net)}
              </Typography.Text>
            ),
          },
          {
            key: 'risk',
            label: '审核流程',
            children: d.needsRisk ? '放款初审 → 放款复审 → 风控初审 → 风控复审' : '放款初审 → 放款复审',
          },
        ]}
      />
      <FactsCard
        title="交易双方与凭证"
        column={{ xs: 1, sm: 2 }}
        items={[
          { key: 'applicant', label: '申请方', children: d.applicantName },
          { key: 'funder', label: '资金方', children: d.funderName },
          { key: 'issuer', label: '开立方', children: d.issuerName },
          { key: 'maker', label: '经办人', children: d.makerName || '—' },
          {
            key: 'voucher',
            label: '融资凭证',
            children:
              d.side === 'applicant' ? (
                <PortalLink to={voucherDetailPath(d.voucherId)}>{d.voucherNo}</PortalLink>
              ) : (
                d.voucherNo
              ),
          },
          { key: 'root', label: '根凭证编号', children: d.rootNo },
          { key: 'due', label: '凭证到期日', children: d.dueDate },
          {
            key: 'part',
            label: '融资部分',
            children: d.childVoucherId ? (
              <span>
                <Tag>融</Tag>
                <span style={styles.amount}>¥{formatMoney(d.applied)}</span> 已由资金方持有
              </span>
            ) : (
              `¥${formatMoney(d.applied)}（${ZNX_LIVE_STATUSES.includes(d.status) ? '已在凭证上预留' : '预留已释放'}）`
            ),
          },
        ]}
      />
      <Card title="贸易背景" size="small">
        <Typography.Paragraph>贸易合同编号：{d.contractNo}</Typography.Paragraph>
        <ResponsiveTable
          size="small"
          rowKey="invoiceNo"
          pagination={false}
          dataSource={d.invoices}
          columns={[
            { title: '发票号码', dataIndex: 'invoiceNo' },
            { title: '发票金额(元)', dataIndex: 'amount', align: 'right', render: (a: string) => formatMoney(a) },
            { title: '开票日期', dataIndex: 'invoiceDate' },
            { title: '占用', dataIndex: 'active', render: (a: boolean) => (a ? '已占用' : '已释放') },
          ]}
        />
      </Card>
      {d.disbursedOn ? (
        <FactsCard
          title="放款信息"
          column={{ xs: 1, sm: 3 }}
          items={[
            { key: 'on', label: '放款日期', children: d.disbursedOn },
            { key: 'amount', label: '放款金额', children: `¥${formatMoney(d.disbursed)}` },
            { key: 'ref', label: '银行流水号', children: d.bankRef },
          ]}
        />
      ) : null}
      <Card title="操作记录" size="small">
        <OperationRecord rows={reviewRecord(d.steps)} />
      </Card>
      <ReasonModal request={reason} onClose={() => setReason(null)} />
      {paying ? (
        <DisburseModal
          app={d}
          onClose={() => setPaying(false)}
          onDone={() => {
            setPaying(false);
            detail.reload();
          }}
        />
      ) : null}
    </Flex>
  );
}
