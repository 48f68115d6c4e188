/**
 * The transfer tree of a voucher: the root and every split below it, each with its holder,
 * amount, date and status. The voucher on view is marked; a click opens another node.
 */
import { Tree, Typography } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { formatMoney, padDocNumber } from '../index';
import { VoucherStatusTag } from './voucher-status-tag.component';
import { styles } from './transfer-tree.style';

export interface TransferNode {
  id: number;
  voucherNo: string;
  holderName: string;
  amount: string;
  date: string;
  status: { code: number; name: string };
  children: TransferNode[];
}

function toData(node: TransferNode, current: number): DataNode {
  return {
    key: node.id,
    title: (
      <span data-voucher={padDocNumber(node.voucherNo)} style={styles.node}>
        <Typography.Text strong={node.id === current}>{padDocNumber(node.voucherNo)}</Typography.Text>
        <span>{node.holderName}</span>
        <span>¥{formatMoney(node.amount)}</span>
        <Typography.Text type="secondary">{node.date}</Typography.Text>
        <VoucherStatusTag code={node.status.code} name={node.status.name} />
        {node.id === current ? <Typography.Text type="secondary">（当前）</Typography.Text> : null}
      </span>
    ),
    children: node.children.map((c) => toData(c, current)),
  };
}

export function TransferTree({
  root,
  current,
  onOpen,
}: {
  root: TransferNode;
  current: number;
  onOpen?: (id: number) => void;
}): React.JSX.Element {
  return (
    <Tree
      aria-label="流转记录"
      showLine
      defaultExpandAll
      selectable={Boolean(onOpen)}
      selectedKeys={[current]}
      onSelect={(keys) => {
        const id = Number(keys[0]);
        if (onOpen && Number.isInteger(id) && id !== current) onOpen(id);
      }}
      treeData={[toData(root, current)]}
    />
  );
}
