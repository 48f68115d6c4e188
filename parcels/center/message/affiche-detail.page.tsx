/** 公告详情 (`/center/crm/affiche/detail/{id}`): one announcement, its HTML through shared's sanitiser. */
import { Typography } from 'antd';
import { getAffiche, useRoute, useRequest } from '@scf/shared';
import { parseId } from './message-model';
import { MessageArticle } from './message-article.component';

export function AfficheDetailPage(): React.JSX.Element {
  const { params } = useRoute();
  const id = parseId(params.id);
  const request = useRequest((signal) => getAffiche(id ?? 0, { signal }), [id], {
    enabled: id !== null,
  });
  return (
    <MessageArticle
      kind="affiche"
      id={id}
      request={request}
      meta={(d) => <Typography.Text type="secondary">发布时间：{d.publishTime}</Typography.Text>}
    />
  );
}
