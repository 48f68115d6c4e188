/**
 * What a product's page shows before its record is there: the load failure (the reason, 重试
 * and the way back to the list) or, while it loads, the spinner in the content area.
 */
import type { ReactNode } from 'react';
import { Button, Result, Space, Spin } from 'antd';
import { errorMessage } from '../index';

export interface DetailLoadProps {
  /** The load's failure; none while it loads. */
  error: unknown;
  onRetry: () => void;
  /** The failure's title ("授信加载失败"). */
  failed: string;
  /** The spinner's text. */
  loading?: string;
  /** The way back (a link to the list). */
  back: ReactNode;
}

export function DetailLoad({
  error,
  onRetry,
  failed,
  loading = '正在加载……',
  back,
}: DetailLoadProps): React.JSX.Element {
  if (!error) return <Spin description={loading} style={{ display: 'block', margin: '64px auto' }} />;
  return (
    <Result
      status="warning"
      title={failed}
      subTitle={errorMessage(error)}
      extra={
        <Space>
          <Button onClick={onRetry}>重试</Button>
          {back}
        </Space>
      }
    />
  );
}
