/**
 * The frame of a message's detail page (公告, 站内信): the invalid link, the load failure with its
 * retry, the skeleton while it loads, then the article: its title, the lines under it and its
 * HTML, through shared's sanitiser right here.
 */
import type { ReactNode } from 'react';
import { Button, Card, Divider, Result, Skeleton, Typography } from 'antd';
import { navigate } from '@scf/shared';
import { sanitizeHtml } from '@scf/shared/sanitize';
import { LoadError } from '@scf/shared/load-error';
import { PageFrame } from '../common/page-frame.component';
import { AFFICHE_LIST_PATH, MESSAGE_LIST_PATH } from './message-model';
import { styles } from './message-article.style';

/**
 * What differs between the two: what the link names ("公告编号无效"), the failure's title, the
 * way back, the heading's id (the article's accessible name) and the body's style (a message
 * keeps its line breaks).
 */
const KINDS = {
  affiche: {
    noun: '公告',
    failed: '公告加载失败',
    list: AFFICHE_LIST_PATH,
    backText: '返回公告列表',
    headingId: 'affiche-title',
    bodyStyle: { lineHeight: 1.8 },
  },
  message: {
    noun: '消息',
    failed: '站内信加载失败',
    list: MESSAGE_LIST_PATH,
    backText: '返回站内信列表',
    headingId: 'message-title',
    bodyStyle: { lineHeight: 1.8, whiteSpace: 'pre-wrap' },
  },
} as const;

export interface MessageArticleProps<T extends { title: string; content: string }> {
  kind: keyof typeof KINDS;
  /** The id from the link; null when it is not one. */
  id: number | null;
  request: { data: T | undefined | null; error: unknown; loading: boolean; reload: () => void };
  /** The lines between the title and the body (publish time, type). */
  meta: (data: T) => ReactNode;
}

export function MessageArticle<T extends { title: string; content: string }>({
  kind,
  id,
  request,
  meta,
}: MessageArticleProps<T>): React.JSX.Element {
  const { noun, failed, list, backText, headingId, bodyStyle } = KINDS[kind];
  const { data, error, loading, reload } = request;
  const back = <Button onClick={() => navigate(list)}>{backText}</Button>;
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
            <Typography.Title level={2} id={headingId} style={styles.title}>
              {data.title}
            </Typography.Title>
            {meta(data)}
            <Divider />
            <div
              style={bodyStyle}
              // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized right here (DOMPurify, allow-list)
              dangerouslySetInnerHTML={{ __html: sanitizeHtml(data.content) }}
            />
          </article>
        )}
      </Card>
    </PageFrame>
  );
}
