/**
 * 成功 / 失败 as a coloured dot and plain text: the dot carries the theme's success or error
 * colour, the word stays in the body text colour so it keeps AA contrast whatever the theme.
 */
import { Badge } from 'antd';

export function ResultTag({
  ok,
  okText = '成功',
  failText = '失败',
}: {
  ok: boolean;
  okText?: string;
  failText?: string;
}): React.JSX.Element {
  return <Badge data-result={ok ? '1' : '0'} status={ok ? 'success' : 'error'} text={ok ? okText : failText} />;
}
