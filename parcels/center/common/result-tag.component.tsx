/** 成功 / 失败 as a tag in the theme's success or error text colour (AA on the tag's background). */
import { Tag, theme } from 'antd';

export function ResultTag({ ok, okText = '成功', failText = '失败' }: { ok: boolean; okText?: string; failText?: string }): React.JSX.Element {
  const { token } = theme.useToken();
  const colour = ok ? token.colorSuccessText : token.colorErrorText;
  return (
    <Tag data-result={ok ? '1' : '0'} style={{ color: colour, borderColor: colour, background: token.colorBgContainer }}>
      {ok ? okText : failText}
    </Tag>
  );
}
