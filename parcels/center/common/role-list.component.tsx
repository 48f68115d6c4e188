/**
 * Roles per product (`[{prodCode, employeeRole}]` or `[{prodCode, compRole}]`) with shared's
 * labels; E100 is never shown (docs/requirements.md#roles), and a product left without a displayable role is
 * left out.
 */
import { Flex, Tag, Typography } from 'antd';
import { roleLabels } from '@scf/shared';
import { useProductNames } from './use-product-names.hook';
import { styles } from './role-list.style';

type RoleEntry = { prodCode: string } & ({ employeeRole: string } | { compRole: string });

export function groupRoles(entries: readonly RoleEntry[]): { prodCode: string; labels: string[] }[] {
  const byProduct = new Map<string, string[]>();
  for (const e of entries) {
    const code = 'employeeRole' in e ? e.employeeRole : e.compRole;
    const list = byProduct.get(e.prodCode) ?? [];
    list.push(code);
    byProduct.set(e.prodCode, list);
  }
  return [...byProduct.entries()]
    .map(([prodCode, codes]) => ({ prodCode, labels: roleLabels(codes) }))
    .filter((g) => g.labels.length > 0);
}

export function RoleList({
  entries,
  showProduct = true,
}: {
  entries: readonly RoleEntry[];
  showProduct?: boolean;
}): React.JSX.Element {
  const productName = useProductNames();
  const groups = groupRoles(entries);
  if (groups.length === 0) return <Typography.Text type="secondary">无</Typography.Text>;
  if (!showProduct) {
    const labels = [...new Set(groups.flatMap((g) => g.labels))];
    return (
      <Flex gap={4} wrap>
        {labels.map((l) => (
          <Tag key={l}>{l}</Tag>
        ))}
      </Flex>
    );
  }
  return (
    <Flex vertical gap={4}>
      {groups.map((g) => (
        <div key={g.prodCode}>
          {/* A product's name is one word: it never breaks across lines (a narrow column broke 客户关系). */}
          <Typography.Text type="secondary" style={styles.note}>
            {productName(g.prodCode)}：
          </Typography.Text>
          {g.labels.map((l) => (
            <Tag key={l}>{l}</Tag>
          ))}
        </div>
      ))}
    </Flex>
  );
}
