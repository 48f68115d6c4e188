/** What a page shows instead of its data when loading failed, with a way to try again. */
import { Button, Result } from 'antd';
import { errorMessage } from '@scf/shared';

export function LoadError({ error, onRetry, title = '数据加载失败' }: { error: unknown; onRetry: () => void; title?: string }): React.JSX.Element {
  return (
    <Result
      status="warning"
      title={title}
      subTitle={errorMessage(error, '请检查网络后重试')}
      extra={
        <Button type="primary" onClick={onRetry}>
          重试
        </Button>
      }
    />
  );
}
