/**
 * A voucher seen from ENDORSE: the face, tree and record (shared with BILL through
 * `@scf/shared/voucher`), with the steps this product offers: 签收 / 拒签 of a transferred
 * part, their review, and 转让 of a held voucher.
 */
import { useState } from 'react';
import { Button, Flex, Result, Space, Spin, Typography } from 'antd';
import { errorMessage, navigate, padDocNumber, useRequest } from '@scf/shared';
import { PortalLink } from '@scf/shared/ui';
import { ReasonModal, VOUCHER_STEPS, VoucherDetailSections, voucherSteps, type ReasonRequest, type VoucherStep } from '@scf/shared/voucher';
import type { EndorsePaths } from './endorse-routes';
import { decideOnVoucher, loadVoucher } from './transfer-calls';

export function HeldVoucherPage({ id, paths }: { id: number; paths: EndorsePaths }): React.JSX.Element {
  const detail = useRequest((signal) => loadVoucher(id, signal), [id]);
  const [reason, setReason] = useState<ReasonRequest | null>(null);
  const back = <PortalLink to={paths.list}>返回列表</PortalLink>;
  if (detail.error) return <Result status="warning" title="凭证加载失败" subTitle={errorMessage(detail.error)} extra={<Space><Button onClick={detail.reload}>重试</Button>{back}</Space>} />;
  const d = detail.data;
  if (!d) return <Spin description="正在加载凭证……" style={{ display: 'block', margin: '64px auto' }} />;
  // Issuing, voiding and their reviews are BILL's business.
  const steps = voucherSteps(d.actions).filter((a) => a === 'signFor' || a === 'refuse' || a === 'signApprove' || a === 'signReturn' || a === 'transfer');
  const run = (step: VoucherStep): void => {
    if (step === 'transfer') {
      navigate(paths.create(d.id));
      return;
    }
    const info = VOUCHER_STEPS[step];
    setReason({
      title: `${info.label} · 凭证 ${padDocNumber(d.face.voucherNo)}`,
      okText: info.label,
      required: info.reasonRequired,
      danger: info.danger,
      run: async (text) => {
        await decideOnVoucher(d, step, text);
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
            <Button key={a} type={a === 'signFor' || a === 'signApprove' || a === 'transfer' ? 'primary' : 'default'} danger={VOUCHER_STEPS[a].danger} onClick={() => run(a)}>
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
      <VoucherDetailSections view={d} onOpen={(other) => navigate(paths.voucher(other))} />
      <ReasonModal request={reason} onClose={() => setReason(null)} />
    </Flex>
  );
}
