/**
 * One transfer application: who transfers what to whom (each part with the child voucher it
 * became and that voucher's status), its review, and the voucher it draws on (face, tree,
 * record). The holder's reviewer approves or returns it here; the holder's operator edits and
 * resubmits a returned one, or withdraws it; a receiver opens its part to sign for it.
 */
import { Alert, Button, Card, Descriptions, Flex, Table } from 'antd';
import { formatMoney, navigate, padDocNumber, useRequest, useStore, type PortalState } from '@scf/shared';
import { PortalLink, SectionTitle } from '@scf/shared/ui';
import {
  PageHeading,
  PRIMARY_STEPS,
  VOUCHER_STEPS,
  VoucherDetailSections,
  VoucherStatusTag,
  useVoucherSteps,
  DetailLoad,
} from '@scf/shared/voucher';
import type { EndorsePaths } from './endorse-routes';
import {
  applicationSteps,
  decideTransfer,
  loadTransfer,
  type TransferPartRow,
  type TransferRow,
} from './transfer-calls';
import { styles } from './transfer-detail.style';

const selectCompName = (s: PortalState) => s.compInfo?.compName ?? '';

export function TransferDetailPage({ id, paths }: { id: number; paths: EndorsePaths }): React.JSX.Element {
  const compName = useStore(selectCompName);
  const detail = useRequest((signal) => loadTransfer(id, signal), [id]);
  const dialog = useVoucherSteps<TransferRow>({
    pages: { edit: (a) => navigate(paths.edit(a.id)) },
    what: (a) => `转让申请 ${a.appNo}`,
    decide: (a, step, reason) => decideTransfer(a, step, reason, compName),
    done: detail.reload,
  });
  const back = <PortalLink to={paths.list}>返回列表</PortalLink>;
  const d = detail.data;
  if (detail.error || !d) return <DetailLoad request={detail} what="转让申请" loading="正在加载……" back={back} />;
  const app = d.application;
  const steps = applicationSteps(app, compName);
  return (
    <Flex vertical gap={16}>
      <PageHeading title={`转让申请 ${app.appNo}`}>
        {steps.map((a) => (
          <Button
            key={a}
            type={PRIMARY_STEPS.has(a) || a === 'edit' ? 'primary' : 'default'}
            danger={VOUCHER_STEPS[a].danger}
            onClick={() => dialog.take(app, a)}
          >
            {VOUCHER_STEPS[a].label}
          </Button>
        ))}
        {back}
      </PageHeading>
      {app.returnReason ? <Alert type="warning" showIcon title={`复核退回：${app.returnReason}`} /> : null}
      <Card size="small" title={<SectionTitle>转让信息</SectionTitle>}>
        <Descriptions
          size="small"
          column={{ xs: 1, md: 2 }}
          items={[
            { key: 'status', label: '状态', children: <VoucherStatusTag code={app.status} name={app.statusName} /> },
            {
              key: 'voucher',
              label: '转让的凭证',
              children: <PortalLink to={paths.voucher(app.voucherId)}>{padDocNumber(app.voucherNo)}</PortalLink>,
            },
            { key: 'from', label: '转让方', children: app.compName },
            { key: 'amount', label: '转让合计', children: `¥${formatMoney(app.amount)}` },
            { key: 'maker', label: '经办人', children: `${app.makerName} ${app.madeTime}` },
            {
              key: 'checker',
              label: '复核人',
              children: app.checkerName ? `${app.checkerName} ${app.checkedTime}` : '—',
            },
          ]}
        />
        <Table<TransferPartRow>
          rowKey="seq"
          size="small"
          pagination={false}
          style={styles.parts}
          scroll={{ x: 560 }}
          dataSource={app.parts}
          columns={[
            { title: '接收方', dataIndex: 'receiverName' },
            { title: '金额(元)', dataIndex: 'amount', align: 'right', render: (a: string) => formatMoney(a) },
            {
              title: '子凭证',
              dataIndex: 'childVoucherNo',
              render: (no: string, p) =>
                p.childVoucherId ? (
                  <PortalLink to={paths.voucher(p.childVoucherId)}>{padDocNumber(no)}</PortalLink>
                ) : (
                  '复核通过后生成'
                ),
            },
            {
              title: '状态',
              dataIndex: 'childStatus',
              render: (s: number | null, p) =>
                s === null ? '—' : <VoucherStatusTag code={s} name={p.childStatusName} />,
            },
          ]}
        />
      </Card>
      {d.voucher ? <VoucherDetailSections view={d.voucher} onOpen={(other) => navigate(paths.voucher(other))} /> : null}
      {dialog.dialog}
    </Flex>
  );
}
