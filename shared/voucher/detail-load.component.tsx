/**
 * What a product's page shows before its record is there: the load failure (the reason, 重试
 * and the way back to the list) or, while it loads, the spinner in the content area.
 */
import type { ReactNode } from 'react';
import { Button, Result, Space } from 'antd';
import { errorMessage } from '../index';
import { PageLoading } from './page-loading.component';

export interface DetailLoadProps {
  /** The load (`useRequest`): its failure, none while it loads, and the retry. */
  request: { error: unknown; reload: () => void };
  /** What is loaded ("授信": "授信加载失败", "正在加载授信……"). */
  what: string;
  /** The spinner's text where it does not name what is loaded. */
  loading?: string;
  /** The way back (a link to the list). */
  back: ReactNode;
}

export function DetailLoad({ request, what, loading, back }: DetailLoadProps): React.JSX.Element {
  if (!request.error) return <PageLoading description={loading ?? `正在加载${what}……`} />;
  return (
    <Result
      status="warning"
      title={`${what}加载失败`}
      subTitle={errorMessage(request.error)}
      extra={
        <Space>
          <Button onClick={request.reload}>重试</Button>
          {back}
        </Space>
      }
    />
  );
}
