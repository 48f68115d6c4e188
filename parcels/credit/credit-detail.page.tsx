/**
 * 授信详情: the line (applicant, funder, amounts, validity, the vouchers it may back), its review
 * record (申请 → 风控初审 → 风控复审, each with person, result and reason), the vouchers it backs
 * (taken and given back) and the steps this person may take now (from the server's `actions`).
 * 返回列表 goes back to the list as it was left.
 */
import { useState } from 'react';
import { Button, Card, Descriptions, Flex, Tag } from 'antd';
import { errorMessage, formatMoney, useRequest, type CreditUsagePage } from '@scf/shared';
import { ResponsiveTable, EmptyText } from '@scf/shared/list';
import {
  OperationRecord,
  PageHeading,
  ReasonModal,
  reviewRecord,
  VoucherStatusTag,
  type ReasonRequest,
  DetailLoad,
  moneyColumn,
} from '@scf/shared/voucher';
import { PortalLink } from '@scf/shared/ui';
import type { CreditPaths } from './credit-routes';
import { STEP_LABEL, loadCreditDetail, loadUsages, review, reviewStepOf, withdraw } from './credit-calls';

type Usage = CreditUsagePage['list'][number];
const USAGE_PAGE = 10;

export function CreditDetailPage({ id, paths }: { id: number; paths: CreditPaths }): React.JSX.Element {
  const detail = useRequest((signal) => loadCreditDetail(id, signal), [id]);
  const [usagePage, setUsagePage] = useState(1);
  const usages = useRequest(
    (signal) => loadUsages(id, { pageNum: usagePage, pageSize: USAGE_PAGE }, signal),
    [id, usagePage],
  );
  const [reason, setReason] = useState<ReasonRequest | null>(null);
  const back = <PortalLink to={paths.list}>返回列表</PortalLink>;

  const d = detail.data;
  if (detail.error || !d) return <DetailLoad request={detail} what="授信" back={back} />;
  const step = reviewStepOf(d.actions);
  const subject = `${d.applicantName} → ${d.funderName}，授信金额 ¥${formatMoney(d.amount)}，期限 ${d.termMonths} 个月`;

  const decide = (approve: boolean): void => {
    if (!step) return;
    setReason({
      title: `${STEP_LABEL[step]}${approve ? '通过' : '驳回'} · 授信 ${d.lineNo}`,
      okText: approve ? '通过' : '驳回',
      required: !approve,
      danger: !approve,
      subject,
      run: async (text) => {
        await review(d.id, approve, text);
        detail.reload();
      },
    });
  };
  const askWithdraw = (): void =>
    setReason({
      title: `撤回申请 · 授信 ${d.lineNo}`,
      okText: '撤回',
      required: true,
      danger: true,
      subject,
      run: async (text) => {
        await withdraw(d.id, text);
        detail.reload();
      },
    });

  return (
    <Flex vertical gap={16}>
      <PageHeading title="授信详情">
        {step ? (
          <>
            <Button type="primary" onClick={() => decide(true)}>
              {STEP_LABEL[step]}通过
            </Button>
            <Button danger onClick={() => decide(false)}>
              驳回
            </Button>
          </>
        ) : null}
        {d.actions.includes('withdraw') ? (
          <Button danger onClick={askWithdraw}>
            撤回申请
          </Button>
        ) : null}
        {back}
      </PageHeading>
      <Card
        title={
          <span>
            授信 <span data-testid="line-no">{d.lineNo}</span>
          </span>
        }
        extra={
          <span data-testid="line-status">
            <VoucherStatusTag code={d.status} name={d.statusName} />
          </span>
        }
      >
        <Descriptions column={{ xs: 1, sm: 1, md: 2, lg: 3 }} size="small">
          <Descriptions.Item label="申请企业">{d.applicantName}</Descriptions.Item>
          <Descriptions.Item label="统一社会信用代码">{d.applicantCreditCode}</Descriptions.Item>
          <Descriptions.Item label="资金方">{d.funderName}</Descriptions.Item>
          <Descriptions.Item label="授信额度">
            ¥<span data-testid="line-amount">{formatMoney(d.amount)}</span>
          </Descriptions.Item>
          <Descriptions.Item label="已用额度">
            ¥<span data-testid="line-used">{formatMoney(d.used)}</span>
          </Descriptions.Item>
          <Descriptions.Item label="可用额度">
            ¥<span data-testid="line-available">{formatMoney(d.available)}</span>
          </Descriptions.Item>
          <Descriptions.Item label="授信期限">{d.termMonths} 个月</Descriptions.Item>
          <Descriptions.Item label="有效期">
            {d.validFrom ? `${d.validFrom} 至 ${d.validTo}` : '审批通过后起算'}
          </Descriptions.Item>
          <Descriptions.Item label="可支持凭证">
            期限不超过 {d.maxVoucherDays} 天
            {d.singleLimit ? `，单笔不超过 ¥${formatMoney(d.singleLimit)}` : '，单笔不限'}
          </Descriptions.Item>
          <Descriptions.Item label="授信用途">{d.purpose}</Descriptions.Item>
          <Descriptions.Item label="申请人">{d.appliedBy}</Descriptions.Item>
          <Descriptions.Item label="申请时间">{d.appliedAt}</Descriptions.Item>
          {d.reason ? <Descriptions.Item label="原因">{d.reason}</Descriptions.Item> : null}
        </Descriptions>
      </Card>
      <Card title="审批记录" aria-label="审批记录">
        <OperationRecord rows={reviewRecord(d.steps)} emptyText="暂无审批记录" />
      </Card>
      <Card title="占用该额度的凭证" aria-label="占用该额度的凭证">
        <ResponsiveTable<Usage>
          rowKey={(u) => `${u.voucherId}-${u.takenAt}`}
          size="small"
          loading={usages.loading}
          dataSource={usages.data?.list ?? []}
          locale={{
            emptyText: (
              <EmptyText>{usages.error ? `加载失败：${errorMessage(usages.error)}` : '暂无凭证占用该额度'}</EmptyText>
            ),
          }}
          pagination={{
            current: usagePage,
            pageSize: USAGE_PAGE,
            total: usages.data?.total ?? 0,
            onChange: setUsagePage,
            showTotal: (t) => `共 ${t} 张`,
            hideOnSinglePage: true,
          }}
          columns={[
            { title: '凭证编号', dataIndex: 'voucherNo', width: 140 },
            moneyColumn('占用金额(元)', 'amount', 150),
            { title: '占用时间', dataIndex: 'takenAt', width: 170 },
            {
              title: '状态',
              key: 'state',
              width: 220,
              render: (_: unknown, u) =>
                u.inForce ? (
                  <Tag>占用中</Tag>
                ) : (
                  <span>
                    已释放（{u.releaseReason || '—'}，{u.releasedAt}）
                  </span>
                ),
            },
          ]}
        />
      </Card>
      <ReasonModal request={reason} onClose={() => setReason(null)} />
    </Flex>
  );
}
