/**
 * 站内信详情 (`/center/crm/message/detail/{id}`): opening a message marks it read on the
 * server, so the header's badge is told to refresh.
 */
import { useEffect } from 'react';
import { Divider, Space, Typography } from 'antd';
import { getMessage, useRoute, notifyMessagesRead, READ, useRequest } from '@scf/shared';
import { parseId } from './message-model';
import { MessageArticle } from './message-article.component';

export function MessageDetailPage(): React.JSX.Element {
  const { params } = useRoute();
  const id = parseId(params.id);
  const request = useRequest((signal) => getMessage(id ?? 0, { signal }), [id], {
    enabled: id !== null,
  });
  const data = request.data;
  const wasUnread = data?.readStatus === READ.unread;

  // The detail call marked it read; the badge learns it now, not at the next poll.
  useEffect(() => {
    if (data) notifyMessagesRead();
  }, [data, wasUnread]);

  return (
    <MessageArticle
      kind="message"
      id={id}
      request={request}
      meta={(d) => (
        <Space split={<Divider orientation="vertical" />} wrap>
          <Typography.Text type="secondary">类型：{d.msgTypeName}</Typography.Text>
          <Typography.Text type="secondary">发送时间：{d.sendTime}</Typography.Text>
        </Space>
      )}
    />
  );
}
