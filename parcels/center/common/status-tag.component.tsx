/**
 * A status code as a tag, coloured by shared's status map (docs/requirements.md#session: the only place status
 * colours live). Unknown codes get the default tag colour.
 */
import { Tag } from 'antd';
import { statusColor, THEME } from '@scf/shared';

export function StatusTag({ code, label }: { code: number | string; label: string }): React.JSX.Element {
  const colour = statusColor(code);
  // Text in the status colour on a white tag with a border of the same colour: the colours of
  // the map pass AA as text on white, which a filled antd preset tag would not guarantee.
  return (
    <Tag
      data-status={String(code)}
      style={colour ? { color: colour, borderColor: colour, background: THEME.background } : undefined}
    >
      {label}
    </Tag>
  );
}
