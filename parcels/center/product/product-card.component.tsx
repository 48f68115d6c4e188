/** One product of the product centre: its name, description, permit state and what can be done. */
import { Button, Card, Flex, Tooltip, Typography } from 'antd';
import { StatusTag } from '../common/status-tag.component';
import { canApplyFor, type ProductEntry } from './product-centre.model';
import { PERMIT } from '@scf/shared';
import { styles } from './product-card.style';

export interface ProductCardProps {
  entry: ProductEntry;
  highlighted: boolean;
  /** Why applying is not allowed (not an administrator), or null when it is. */
  applyDenied: string | null;
  applying: boolean;
  onEnter: (entry: ProductEntry) => void;
  onApply: (entry: ProductEntry) => void;
  onHistory: (entry: ProductEntry) => void;
}

export function ProductCard({
  entry,
  highlighted,
  applyDenied,
  applying,
  onEnter,
  onApply,
  onHistory,
}: ProductCardProps): React.JSX.Element {
  const headingId = `product-${entry.productCode}`;
  const opened = entry.permitStatus === PERMIT.opened;
  const applyButton = (
    <Button
      onClick={() => onApply(entry)}
      disabled={applyDenied !== null}
      loading={applying}
      aria-describedby={headingId}
    >
      {entry.permitStatus === PERMIT.rejected ? '重新申请' : '申请开通'}
    </Button>
  );
  return (
    <Card
      role="article"
      aria-labelledby={headingId}
      data-product={entry.productCode}
      style={highlighted ? styles.highlightedCard : styles.card}
      styles={{ body: { display: 'flex', flexDirection: 'column', gap: 12, height: '100%' } }}
    >
      <Flex justify="space-between" align="start" gap={8}>
        <Typography.Title level={2} id={headingId} style={styles.title}>
          {entry.productName}
        </Typography.Title>
        <StatusTag code={entry.permitStatus} label={entry.permitStatusName} />
      </Flex>
      <Typography.Paragraph type="secondary" style={styles.description}>
        {entry.description}
      </Typography.Paragraph>
      <Flex gap={8} wrap>
        {opened ? (
          <Button type="primary" onClick={() => onEnter(entry)} aria-describedby={headingId}>
            进入产品
          </Button>
        ) : null}
        {canApplyFor(entry) ? (
          applyDenied ? (
            <Tooltip title={applyDenied}>
              <span>{applyButton}</span>
            </Tooltip>
          ) : (
            applyButton
          )
        ) : null}
        {entry.permitStatus === PERMIT.underReview ? <Button disabled>审核中</Button> : null}
        <Button type="link" onClick={() => onHistory(entry)} aria-describedby={headingId}>
          开通记录
        </Button>
      </Flex>
    </Card>
  );
}
