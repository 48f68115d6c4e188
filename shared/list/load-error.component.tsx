/**
 * What a page shows instead of its data when loading failed. A failure that may pass (network,
 * server busy) offers 重试; a thing that does not exist (the server answers 404: a message
 * deleted, a number typed by hand) will not appear by trying again, so the page says so and
 * offers the way home instead. A failure of the connection or the server is tried again by
 * itself once the server answers (reachability.ts).
 */
import { Button, Result } from 'antd';
import { useEffect, useRef } from 'react';
import { errorMessage, HOME_PATH, isApiError, isTransientError, navigate, outageText, whenReachable } from '../index';

/** The server said the thing asked for does not exist (or is not this reader's). */
function isNotFound(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === '404' || error.httpStatus === 404);
}

export function LoadError({
  error,
  onRetry,
  title = '数据加载失败',
}: {
  error: unknown;
  onRetry: () => void;
  title?: string;
}): React.JSX.Element {
  const transient = isTransientError(error);
  const retry = useRef(onRetry);
  retry.current = onRetry;
  // No connection or the server down: the page loads again by itself once the server answers.
  useEffect(() => (transient ? whenReachable(() => retry.current()) : undefined), [transient, error]);
  if (isNotFound(error)) {
    return (
      <Result
        status="404"
        title="页面不存在"
        subTitle={errorMessage(error, '您访问的内容不存在或已被移除')}
        extra={
          <Button
            type="primary"
            href={HOME_PATH}
            onClick={(e) => {
              e.preventDefault();
              navigate(HOME_PATH);
            }}
          >
            返回首页
          </Button>
        }
      />
    );
  }
  return (
    <Result
      status="warning"
      title={title}
      subTitle={transient ? outageText(error) : errorMessage(error, '请检查网络后重试')}
      extra={
        <Button type="primary" onClick={onRetry}>
          重试
        </Button>
      }
    />
  );
}
