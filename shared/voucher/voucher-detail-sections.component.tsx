/**
 * The body of a voucher's detail page, the same in every product: the face, the attachments,
 * the transfer tree and the operation record. Each product adds its own heading and buttons.
 */
import { Card, List, Typography } from 'antd';
import { SectionTitle } from '../ui/section-title.component';
import { OperationRecord, type OperationRecordRow } from './operation-record.component';
import { TransferTree, type TransferNode } from './transfer-tree.component';
import { VoucherFace, type VoucherFaceData } from './voucher-face.component';

export interface VoucherDetailView {
  id: number;
  face: VoucherFaceData;
  attachments: { name: string; url: string }[];
  tree: TransferNode;
  records: OperationRecordRow[];
}

export function VoucherDetailSections({
  view,
  onOpen,
}: {
  view: VoucherDetailView;
  onOpen?: (id: number) => void;
}): React.JSX.Element {
  return (
    <>
      <VoucherFace voucher={view.face} />
      <Card size="small" title={<SectionTitle>附件</SectionTitle>}>
        {view.attachments.length ? (
          <List
            size="small"
            dataSource={view.attachments}
            renderItem={(f) => (
              <List.Item>
                <a href={f.url} target="_blank" rel="noopener noreferrer">
                  {f.name}
                </a>
              </List.Item>
            )}
          />
        ) : (
          <Typography.Text type="secondary">无附件</Typography.Text>
        )}
      </Card>
      <Card size="small" title={<SectionTitle>流转记录</SectionTitle>}>
        <TransferTree root={view.tree} current={view.id} {...(onOpen ? { onOpen } : {})} />
      </Card>
      <Card size="small" title={<SectionTitle>操作记录</SectionTitle>}>
        <OperationRecord rows={view.records} />
      </Card>
    </>
  );
}
