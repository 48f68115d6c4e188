/**
 * 凭证详情: the voucher face (amount in figures and in capitals, the parties with their credit
 * codes, dates, the promise), its attachments, the transfer tree (the root and every split),
 * the operation record, and the steps this person may take now. 返回列表 goes back to the list
 * as it was left (filters, page, scroll).
 */
import { useState } from 'react';
import { Button, Flex, Result, Space, Spin, Typography } from 'antd';
import { errorMessage, navigate, padDocNumber, useRequest } from '@scf/shared';
import { ReasonModal, VOUCHER_STEPS, VoucherDetailSections, voucherSteps, type ReasonRequest, type VoucherStep } from '@scf/shared/voucher';
import { PortalLink } from '@scf/shared/ui';
import type { billPaths } from './bill-routes';
import { decide, loadVoucherDetail } from './voucher-calls';


export function VoucherDetailPage({ id, paths }: { id: number; paths: ReturnType<typeof billPaths> }): React.JSX.Element {
  const detail = useRequest((signal) => loadVoucherDetail(id, signal), [id]);
  const [reason, setReason] = useState<ReasonRequest | null>(null);
  const back = <PortalLink to={paths.list}>返回列表</PortalLink>;

  if (detail.error) {
    return <Result status="warning" title="凭证加载失败" subTitle={errorMessage(detail.error)} extra={<Space><Button onClick={detail.reload}>重试</Button>{back}</Space>} />;
  }
  const d = detail.data;
  if (!d) return <Spin description="正在加载凭证……" style={{ display: 'block', margin: '64px auto' }} />;
  // Transfers are ENDORSE's business.
  const steps = voucherSteps(d.actions).filter((a) => a !== 'transfer');

  const run = (step: VoucherStep): void => {
    if (step === 'edit') {
      navigate(paths.edit(d.id));
      return;
    }
    const info = VOUCHER_STEPS[step];
    setReason({
      title: `${info.label} · 凭证 ${padDocNumber(d.face.voucherNo)}`,
      okText: info.label,
      required: info.reasonRequired,
      danger: info.danger,
      run: async (text) => {
        await decide(d, step, text);
        detail.reload();
      },
    });
  };

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Typography.Title level={1} style={{ fontSize: 20, margin: 0 }}>
          凭证详情
        </Typography.Title>
        <Space wrap>
          {steps.map((a) => (
            <Button key={a} type={a === 'approve' || a === 'signFor' || a === 'signApprove' ? 'primary' : 'default'} danger={VOUCHER_STEPS[a].danger} onClick={() => run(a)}>
              {VOUCHER_STEPS[a].label}
            </Button>
          ))}
          {d.pdfUrl ? (
            <Button href={d.pdfUrl} download>
              下载PDF
            </Button>
          ) : null}
          {back}
        </Space>
      </Flex>
      <VoucherDetailSections view={d} onOpen={(other) => navigate(paths.detail(other))} />
      <ReasonModal request={reason} onClose={() => setReason(null)} />
    </Flex>
  );
}
