/** The audit trail of one product's permit (`queryPermitAudit`), newest first. */
import { Empty, Modal, Spin, Timeline, Typography } from 'antd';
import { listPermitAudits, useRequest } from '@scf/shared';
import { StatusTag } from '../common/status-tag.component';
import { permitStatusName as nameOf } from './product-centre.model';
import { LoadError } from '@scf/shared/load-error';
import { styles } from './permit-history.style';

export interface PermitHistoryProps {
  compCode: string;
  product: { productCode: string; productName: string } | null;
  onClose: () => void;
}

export function PermitHistoryModal({ compCode, product, onClose }: PermitHistoryProps): React.JSX.Element {
  const code = product?.productCode ?? '';
  const { data, error, loading, reload } = useRequest(
    (signal) => listPermitAudits({ compCode, productCode: code }, { signal }),
    [compCode, code],
    { enabled: product !== null },
  );
  return (
    <Modal
      open={product !== null}
      title={`${product?.productName ?? ''} · 开通记录`}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      {loading ? (
        <Spin style={styles.spinner} />
      ) : error ? (
        <LoadError error={error} onRetry={reload} />
      ) : !data || data.length === 0 ? (
        <Empty description="暂无开通记录" />
      ) : (
        <Timeline
          style={styles.timeline}
          items={data.map((a) => ({
            key: a.id,
            content: (
              <div>
                <Typography.Text type="secondary">{a.createTime}</Typography.Text>
                <div style={styles.change}>
                  <StatusTag code={a.beforeStatus} label={nameOf(a.beforeStatus)} /> →{' '}
                  <StatusTag code={a.afterStatus} label={nameOf(a.afterStatus)} />
                </div>
                {a.remark ? <Typography.Paragraph style={styles.remark}>{a.remark}</Typography.Paragraph> : null}
              </div>
            ),
          }))}
        />
      )}
    </Modal>
  );
}
