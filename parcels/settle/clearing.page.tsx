/**
 * 清分明细 of a root voucher: who gets what — before payment the plan (each part of the tree and
 * its holder, a financed part to the funder), after it the settlement records with number,
 * amount, payee, bank reference, status and the PDF of each. The issuer's 财务付款 confirms the
 * payment here too once the voucher is due. 返回列表 goes back to the list as it was left.
 */
import { useState } from 'react';
import { Alert, Button, Card, Descriptions, Flex, Tag } from 'antd';
import { formatMoney, padDocNumber, showMessage, useRequest, type SettlePayout } from '@scf/shared';
import { ResponsiveTable, EmptyText } from '@scf/shared/list';
import { PortalLink } from '@scf/shared/ui';
import { DetailLoad, PageHeading, moneyColumn } from '@scf/shared/voucher';
import type { SettlePaths } from './settle-routes';
import { ConfirmPayModal, paidText, type PayRequest } from './confirm-pay.modal';
import { loadClearing, pdfOf, sumYuan, useSettleReader } from './settle-calls';

export function ClearingPage({ voucherId, paths }: { voucherId: number; paths: SettlePaths }): React.JSX.Element {
  const clearing = useRequest((signal) => loadClearing(voucherId, signal), [voucherId]);
  const [pay, setPay] = useState<PayRequest | null>(null);
  const reader = useSettleReader();
  const back = <PortalLink to={paths.list}>返回列表</PortalLink>;
  const c = clearing.data;
  if (clearing.error || !c) return <DetailLoad request={clearing} what="清分明细" back={back} />;
  // Due by the server's calendar, not the browser's clock.
  const payable = !c.paid && c.problem === '' && c.due && reader.issuer && reader.payer;
  const askPay = (): void =>
    setPay({
      target: { kind: 'vouchers', voucherIds: [c.voucherId] },
      subject:
        `凭证 ${padDocNumber(c.voucherNo)}，到期日 ${c.dueDate}，兑付金额 ` +
        `¥${formatMoney(c.amount)}，清分给 ${c.payouts.length} 个持有部分`,
      onDone: (r) => {
        showMessage(r.failed.length ? 'warning' : 'success', paidText(r));
        clearing.reload();
      },
    });

  return (
    <Flex vertical gap={16}>
      <PageHeading title="清分明细">
        {payable ? (
          <Button type="primary" onClick={askPay}>
            确认兑付
          </Button>
        ) : null}
        {back}
      </PageHeading>
      <Card>
        <Descriptions column={{ xs: 1, sm: 1, md: 2, lg: 4 }} size="small">
          <Descriptions.Item label="凭证编号">
            <span data-testid="clearing-voucher-no">{padDocNumber(c.voucherNo)}</span>
          </Descriptions.Item>
          <Descriptions.Item label="兑付金额">¥{formatMoney(c.amount)}</Descriptions.Item>
          <Descriptions.Item label="到期日">{c.dueDate}</Descriptions.Item>
          <Descriptions.Item label="兑付状态">
            <span data-testid="clearing-state">{c.paid ? '已兑付' : '待兑付'}</span>
          </Descriptions.Item>
        </Descriptions>
      </Card>
      {c.problem ? <Alert type="warning" showIcon title={c.problem} /> : null}
      <Card
        title={c.paid ? '清分记录' : '清分计划（兑付后按此支付）'}
        aria-label="清分明细"
        extra={
          <span data-testid="clearing-total">
            共 {c.payouts.length} 笔，合计 ¥{formatMoney(sumYuan(c.payouts.map((p) => p.amount)))}
          </span>
        }
      >
        <ResponsiveTable<SettlePayout>
          rowKey={(p) => `${p.voucherId}-${p.settleNo}`}
          size="small"
          pagination={false}
          dataSource={c.payouts}
          locale={{ emptyText: <EmptyText>暂无清分明细</EmptyText> }}
          columns={[
            { title: '清分编号', dataIndex: 'settleNo', width: 140, render: (s: string) => s || '—' },
            {
              title: '凭证编号',
              dataIndex: 'voucherNo',
              width: 150,
              render: (no: string, p) => (
                <span>
                  {padDocNumber(no)} {p.financed ? <Tag aria-label="资金方受让部分">融</Tag> : null}
                </span>
              ),
            },
            { title: '收款方', dataIndex: 'payeeName', width: 200 },
            moneyColumn('金额(元)', 'amount', 140),
            { title: '兑付日', dataIndex: 'paidOn', width: 110, render: (d: string) => d || '—' },
            { title: '银行流水号', dataIndex: 'bankRef', width: 150, render: (b: string) => b || '—' },
            { title: '状态', dataIndex: 'status', width: 90, render: (s: string) => <Tag>{s}</Tag> },
            {
              title: '清分凭证',
              key: 'pdf',
              width: 90,
              render: (_: unknown, p) => {
                const href = pdfOf(p.settleNo);
                return href ? (
                  <a href={href} download aria-label={`下载清分凭证 ${p.settleNo} 的PDF`}>
                    PDF
                  </a>
                ) : (
                  '—'
                );
              },
            },
          ]}
        />
      </Card>
      <ConfirmPayModal request={pay} onClose={() => setPay(null)} />
    </Flex>
  );
}
