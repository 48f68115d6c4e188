/**
 * The frame of a message's detail page (公告, 站内信): the invalid link, the load failure with its
 * retry, the skeleton while it loads, then the article: its title, the lines under it and its
 * HTML, through shared's sanitiser right here.
 */
import type { CSSProperties, ReactNode } from 'react';
import { Card, Divider, Result, Skeleton, Typography } from 'antd';
import { sanitizeHtml } from '@scf/shared/sanitize';
import { LoadError } from '@scf/shared/list';
import { PageFrame } from '../common/page-frame.component';

export interface MessageArticleProps<T extends { title: string; content: string }> {
  /** The id from the link; null when it is not one. */
  id: number | null;
  /** What the link names ("公告": "公告编号无效"). */
  noun: string;
  /** The load failure's title. */
  failed: string;
  request: { data: T | undefined | null; error: unknown; loading: boolean; reload: () => void };
  /** The way back to the list. */
  back: ReactNode;
  /** The heading's id, for the article's accessible name. */
  headingId: string;
  /** The lines between the title and the body (publish time, type). */
  meta: (data: T) => ReactNode;
  bodyStyle: CSSProperties;
}

export function MessageArticle<T extends { title: string; content: string }>({
  id,
  noun,
  failed,
  request,
  back,
  headingId,
  meta,
  bodyStyle,
}: MessageArticleProps<T>): React.JSX.Element {
  const { data, error, loading, reload } = request;
  if (id === null)
    return (
      <PageFrame>
        <Result status="warning" title={`${noun}编号无效`} subTitle={`链接中的${noun}编号格式不正确。`} extra={back} />
      </PageFrame>
    );
  if (error)
    return (
      <PageFrame extra={back}>
        <LoadError error={error} onRetry={reload} title={failed} />
      </PageFrame>
    );
  return (
    <PageFrame extra={back}>
      <Card>
        {loading || !data ? (
          <Skeleton active />
        ) : (
          <article aria-labelledby={headingId}>
            <Typography.Title level={2} id={headingId} style={{ fontSize: 18 }}>
              {data.title}
            </Typography.Title>
            {meta(data)}
            <Divider />
            <div
              style={bodyStyle}
              // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized right here (sanitizeHtml: DOMPurify, allow-list)
              dangerouslySetInnerHTML={{ __html: sanitizeHtml(data.content) }}
            />
          </article>
        )}
      </Card>
    </PageFrame>
  );
}
