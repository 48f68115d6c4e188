/**
 * A voucher's status as a tag: the name this product domain gives the code, the colour the
 * portal's status map gives it (statusColor, the only place status colours live). Text in the
 * colour on the container background with a border of it: the map's colours pass AA as text.
 */
import { Tag } from 'antd';
import { statusColor, THEME } from '@scf/shared';

export function VoucherStatusTag({ code, name }: { code: number; name: string }): React.JSX.Element {
  const colour = statusColor(code);
  return (
    <Tag
      data-status={String(code)}
      style={colour ? { color: colour, borderColor: colour, background: THEME.background } : undefined}
    >
      {name}
    </Tag>
  );
}
