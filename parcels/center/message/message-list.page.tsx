/**
 * 站内信 (`/center/crm/message/list`): the company's site messages, unread first (the
 * server's order), filtered by read state, type and keyword, paged; mark the selected ones
 * or all as read. The header's unread badge is told after every change. Filters and page
 * survive opening a message and coming back.
 */
import { useState } from 'react';
import { Badge, Button, Flex, Form, Input, Select, Space, Typography } from 'antd';
import { ResponsiveTable } from '../common/responsive-table.component';
import { confirm, listDict, listMessages, markAllMessagesRead, markMessagesRead, type MessageSummary, notifyMessagesRead } from '@scf/shared';
import { PortalLink } from '@scf/shared/ui';
import { PageFrame } from '../common/page-frame.component';
import { LoadError } from '../common/load-error.component';
import { useRequest } from '../common/use-request.hook';
import { usePagedListState } from '../common/use-paged-list-state.hook';
import { READ_FILTERS, isReadFilter, messageDetailPath, readStatusOf } from './message-model';
import { EmptyText } from '../common/empty-text.component';

type Filters = {
  read: string;
  msgType: string;
  keyword: string;
};

export function MessageListPage(): React.JSX.Element {
  const [list, setList] = usePagedListState<Filters>('messageList', { read: 'all', msgType: '', keyword: '' });
  const read = isReadFilter(list.read) ? list.read : 'all';
  const [selected, setSelected] = useState<number[]>([]);
  const [marking, setMarking] = useState(false);
  const [form] = Form.useForm<Filters>();
  const types = useRequest((signal) => listDict('msgType', { signal, kind: 'silent' }), []);
  const { data, error, loading, reload } = useRequest(
    (signal) =>
      listMessages(
        { readStatus: readStatusOf(read), msgType: list.msgType || undefined, keyword: list.keyword || undefined, pageNum: list.pageNum, pageSize: list.pageSize },
        { signal },
      ),
    [read, list.msgType, list.keyword, list.pageNum, list.pageSize],
  );

  const afterMark = () => {
    setSelected([]);
    reload();
    notifyMessagesRead();
  };

  const markSelected = async () => {
    if (selected.length === 0) return;
    setMarking(true);
    try {
      await markMessagesRead(selected.slice(0, 100));
      afterMark();
    } catch {
      // Shown by the pipeline.
    } finally {
      setMarking(false);
    }
  };

  const markAll = async () => {
    if (!(await confirm('确定将全部站内信标为已读吗？'))) return;
    setMarking(true);
    try {
      await markAllMessagesRead();
      afterMark();
    } catch {
      // Shown by the pipeline.
    } finally {
      setMarking(false);
    }
  };

  const typeOptions = [{ value: '', label: '全部类型' }, ...(types.data ?? []).map((d) => ({ value: d.dictValue, label: d.dictLabel }))];

  return (
    <PageFrame
      extra={
        <>
          <Button disabled={selected.length === 0} loading={marking} onClick={() => void markSelected()}>
            标为已读{selected.length ? `（${selected.length}）` : ''}
          </Button>
          <Button type="primary" loading={marking} onClick={() => void markAll()}>
            全部标为已读
          </Button>
        </>
      }
    >
      <Form
        form={form}
        layout="inline"
        role="search"
        aria-label="筛选站内信"
        initialValues={{ read, msgType: list.msgType, keyword: list.keyword }}
        onFinish={(v) => setList({ read: v.read, msgType: v.msgType ?? '', keyword: (v.keyword ?? '').trim().slice(0, 50), pageNum: 1 })}
        style={{ rowGap: 12 }}
      >
        <Form.Item name="read" label="状态">
          <Select options={READ_FILTERS.map((f) => ({ value: f.value, label: f.label }))} style={{ width: 110 }} />
        </Form.Item>
        <Form.Item name="msgType" label="类型">
          <Select options={typeOptions} style={{ width: 130 }} />
        </Form.Item>
        <Form.Item name="keyword" label="关键字">
          <Input placeholder="标题或内容" allowClear maxLength={50} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit">查询</Button>
            <Button
              onClick={() => {
                form.setFieldsValue({ read: 'all', msgType: '', keyword: '' });
                setList({ read: 'all', msgType: '', keyword: '', pageNum: 1 });
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
        <ResponsiveTable<MessageSummary>
          rowKey="id"
          loading={loading}
          dataSource={data?.list ?? []}
          scroll={{ x: 760 }}
          locale={{ emptyText: <EmptyText>暂无站内信</EmptyText> }}
          rowSelection={{
            // A title instead of antd's "Select all" checkbox: its label is English, and a copy of
            // it sits focusable in the aria-hidden measuring row (axe aria-hidden-focus).
            // "全部标为已读" covers the select-all case.
            columnTitle: <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>选择</span>,
            selectedRowKeys: selected,
            onChange: (keys) => setSelected(keys.map(Number)),
            getCheckboxProps: (row) => ({ disabled: row.readStatus === 1, 'aria-label': `选择“${row.title}”` }),
          }}
          pagination={{
            current: list.pageNum,
            pageSize: list.pageSize,
            total: data?.total ?? 0,
            showSizeChanger: true,
            pageSizeOptions: [10, 20, 50],
            showTotal: (t) => `共 ${t} 条`,
            onChange: (pageNum, pageSize) => {
              setSelected([]);
              setList({ pageNum: pageSize === list.pageSize ? pageNum : 1, pageSize });
            },
          }}
          columns={[
            {
              title: '标题',
              dataIndex: 'title',
              render: (title: string, row) => (
                <Flex vertical gap={2}>
                  <span>
                    {row.readStatus === 0 ? <Badge status="error" aria-hidden style={{ marginInlineEnd: 6 }} /> : null}
                    <PortalLink to={messageDetailPath(row.id)} style={{ fontWeight: row.readStatus === 0 ? 600 : 400 }}>
                      {title}
                    </PortalLink>
                    {row.readStatus === 0 ? <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>（未读）</span> : null}
                  </span>
                  <Typography.Text type="secondary" ellipsis style={{ maxWidth: 520 }}>{row.summary}</Typography.Text>
                </Flex>
              ),
            },
            { title: '类型', dataIndex: 'msgTypeName', width: 110 },
            { title: '状态', dataIndex: 'readStatus', width: 80, render: (s: number) => (s === 0 ? <span data-read="0">未读</span> : <Typography.Text type="secondary" data-read="1">已读</Typography.Text>) },
            { title: '发送时间', dataIndex: 'sendTime', width: 170 },
          ]}
        />
      )}
    </PageFrame>
  );
}
