/** 公告详情 (`/center/crm/affiche/detail/{id}`): one announcement, its HTML through shared's sanitiser. */
import { Button, Card, Divider, Result, Skeleton, Typography } from 'antd';
import { getAffiche, navigate, useRoute, useRequest } from '@scf/shared';
import { sanitizeHtml } from '@scf/shared/sanitize';
import { PageFrame } from '../common/page-frame.component';
import { AFFICHE_LIST_PATH, parseId } from './message-model';
import { LoadError } from '@scf/shared/list';

export function AfficheDetailPage(): React.JSX.Element {
  const { params } = useRoute();
  const id = parseId(params.id);
  const { data, error, loading, reload } = useRequest((signal) => getAffiche(id ?? 0, { signal }), [id], {
    enabled: id !== null,
  });
  const back = <Button onClick={() => navigate(AFFICHE_LIST_PATH)}>返回公告列表</Button>;
  if (id === null)
    return (
      <PageFrame>
        <Result status="warning" title="公告编号无效" subTitle="链接中的公告编号格式不正确。" extra={back} />
      </PageFrame>
    );
  if (error)
    return (
      <PageFrame extra={back}>
        <LoadError error={error} onRetry={reload} title="公告加载失败" />
      </PageFrame>
    );
  return (
    <PageFrame extra={back}>
      <Card>
        {loading || !data ? (
          <Skeleton active />
        ) : (
          <article aria-labelledby="affiche-title">
            <Typography.Title level={2} id="affiche-title" style={{ fontSize: 18 }}>
              {data.title}
            </Typography.Title>
            <Typography.Text type="secondary">发布时间：{data.publishTime}</Typography.Text>
            <Divider />
            {/* The message HTML goes through sanitizeHtml (DOMPurify, allow-list) right here. */}
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized right here (see above) */}
            <div style={{ lineHeight: 1.8 }} dangerouslySetInnerHTML={{ __html: sanitizeHtml(data.content) }} />
          </article>
        )}
      </Card>
    </PageFrame>
  );
}
