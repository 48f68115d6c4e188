/**
 * 站内信详情 (`/center/crm/message/detail/{id}`): opening a message marks it read on the
 * server, so the header's badge is told to refresh.
 */
import { useEffect } from 'react';
import { Button, Card, Divider, Result, Skeleton, Space, Typography } from 'antd';
import { getMessage, navigate, useRoute, notifyMessagesRead, READ, useRequest } from '@scf/shared';
import { sanitizeHtml } from '@scf/shared/sanitize';
import { PageFrame } from '../common/page-frame.component';
import { MESSAGE_LIST_PATH, parseId } from './message-model';
import { LoadError } from '@scf/shared/list';

export function MessageDetailPage(): React.JSX.Element {
  const { params } = useRoute();
  const id = parseId(params.id);
  const { data, error, loading, reload } = useRequest((signal) => getMessage(id ?? 0, { signal }), [id], {
    enabled: id !== null,
  });
  const wasUnread = data?.readStatus === READ.unread;

  // The detail call marked it read; the badge learns it now, not at the next poll.
  useEffect(() => {
    if (data) notifyMessagesRead();
  }, [data, wasUnread]);

  const back = <Button onClick={() => navigate(MESSAGE_LIST_PATH)}>返回站内信列表</Button>;
  if (id === null)
    return (
      <PageFrame>
        <Result status="warning" title="消息编号无效" subTitle="链接中的消息编号格式不正确。" extra={back} />
      </PageFrame>
    );
  if (error)
    return (
      <PageFrame extra={back}>
        <LoadError error={error} onRetry={reload} title="站内信加载失败" />
      </PageFrame>
    );
  return (
    <PageFrame extra={back}>
      <Card>
        {loading || !data ? (
          <Skeleton active />
        ) : (
          <article aria-labelledby="message-title">
            <Typography.Title level={2} id="message-title" style={{ fontSize: 18 }}>
              {data.title}
            </Typography.Title>
            <Space split={<Divider orientation="vertical" />} wrap>
              <Typography.Text type="secondary">类型：{data.msgTypeName}</Typography.Text>
              <Typography.Text type="secondary">发送时间：{data.sendTime}</Typography.Text>
            </Space>
            <Divider />
            {/* The message HTML goes through sanitizeHtml (DOMPurify, allow-list) right here. */}
            <div
              style={{ lineHeight: 1.8, whiteSpace: 'pre-wrap' }}
              // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized right here (see above)
              dangerouslySetInnerHTML={{ __html: sanitizeHtml(data.content) }}
            />
          </article>
        )}
      </Card>
    </PageFrame>
  );
}
