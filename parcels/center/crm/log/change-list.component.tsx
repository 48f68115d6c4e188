/** Before → after of an operation-log entry, one line per changed field. */
import { Typography } from 'antd';
import { styles } from './change-list.style';

export function ChangeList({
  before,
  after,
}: {
  before: Record<string, string>;
  after: Record<string, string>;
}): React.JSX.Element {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  if (keys.length === 0) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <ul style={styles.list}>
      {keys.map((k) => (
        <li key={k}>
          {k}：{k in before ? <>{before[k] || '（空）'} → </> : null}
          {after[k] ?? '（空）'}
        </li>
      ))}
    </ul>
  );
}
