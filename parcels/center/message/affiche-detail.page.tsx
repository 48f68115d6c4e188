/** 公告详情 (`/center/crm/affiche/detail/{id}`): one announcement, its HTML through shared's sanitiser. */
import { Button, Typography } from 'antd';
import { getAffiche, navigate, useRoute, useRequest } from '@scf/shared';
import { AFFICHE_LIST_PATH, parseId } from './message-model';
import { MessageArticle } from './message-article.component';

export function AfficheDetailPage(): React.JSX.Element {
  const { params } = useRoute();
  const id = parseId(params.id);
  const request = useRequest((signal) => getAffiche(id ?? 0, { signal }), [id], {
    enabled: id !== null,
  });
  const back = <Button onClick={() => navigate(AFFICHE_LIST_PATH)}>返回公告列表</Button>;
  return (
    <MessageArticle
      id={id}
      noun="公告"
      failed="公告加载失败"
      request={request}
      back={back}
      headingId="affiche-title"
      meta={(d) => <Typography.Text type="secondary">发布时间：{d.publishTime}</Typography.Text>}
      bodyStyle={{ lineHeight: 1.8 }}
    />
  );
}
