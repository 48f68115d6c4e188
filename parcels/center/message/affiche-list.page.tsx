/** 公告 (`/center/crm/affiche/list`): the platform's announcements, pinned first, searchable by title, paged. */
import { Button, Form, Input, List, Space, Tag, Typography } from 'antd';
import { listAffiches, type AfficheSummary, useRequest } from '@scf/shared';
import { PortalLink } from '@scf/shared/ui';
import { PageFrame } from '../common/page-frame.component';
import { afficheDetailPath } from './message-model';
import { listPagination, LoadError, EmptyText, usePagedListState } from '@scf/shared/list';
import { styles } from './affiche-list.style';

export function AfficheListPage(): React.JSX.Element {
  const [list, setList] = usePagedListState('afficheList', { title: '' });
  const [form] = Form.useForm<{ title: string }>();
  const { data, error, loading, reload } = useRequest(
    (signal) =>
      listAffiches({ title: list.title || undefined, pageNum: list.pageNum, pageSize: list.pageSize }, undefined, {
        signal,
      }),
    [list.title, list.pageNum, list.pageSize],
  );

  return (
    <PageFrame>
      <Form
        form={form}
        layout="inline"
        role="search"
        aria-label="搜索公告"
        initialValues={{ title: list.title }}
        onFinish={(v) => setList({ title: (v.title ?? '').trim().slice(0, 50), pageNum: 1 })}
        style={styles.filters}
      >
        <Form.Item name="title" label="标题">
          <Input allowClear maxLength={50} style={styles.keyword} />
        </Form.Item>
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit">
              查询
            </Button>
            <Button
              onClick={() => {
                form.setFieldsValue({ title: '' });
                setList({ title: '', pageNum: 1 });
              }}
            >
              重置
            </Button>
          </Space>
        </Form.Item>
      </Form>
      {error ? (
        <LoadError error={error} onRetry={reload} />
      ) : (
        <List<AfficheSummary>
          bordered
          loading={loading}
          dataSource={data?.list ?? []}
          locale={{ emptyText: <EmptyText>暂无公告</EmptyText> }}
          style={styles.list}
          pagination={{ ...listPagination(list, setList, data?.total ?? 0), align: 'end' }}
          renderItem={(a) => (
            <List.Item key={a.id} extra={<Typography.Text type="secondary">{a.publishTime}</Typography.Text>}>
              <List.Item.Meta
                title={
                  <Space>
                    {a.top ? <Tag style={styles.pinned}>置顶</Tag> : null}
                    <PortalLink to={afficheDetailPath(a.id)}>{a.title}</PortalLink>
                  </Space>
                }
                description={a.summary}
              />
            </List.Item>
          )}
        />
      )}
    </PageFrame>
  );
}
