/**
 * 站内信 (`/center/crm/message/list`): the company's site messages, unread first (the
 * server's order), filtered by read state, type and keyword, paged; mark the selected ones
 * or all as read. The header's unread badge is told after every change. Filters and page
 * survive opening a message and coming back.
 */
import { useState } from 'react';
import { Badge, Button, Flex, Form, Input, Select, Typography } from 'antd';
import {
  listDict,
  markAllMessagesRead,
  markMessagesRead,
  type MessageSummary,
  notifyMessagesRead,
  READ,
  useAction,
  usePageRequest,
  useRequest,
} from '@scf/shared';
import { PortalLink } from '@scf/shared/ui';
import { PageFrame } from '../common/page-frame.component';
import { READ_FILTERS, isReadFilter, messageDetailPath } from './message-model';
import { MESSAGE_LIST_FILTERS, MESSAGE_LIST_KEY, MESSAGE_LIST_REQUEST, messageQuery } from './message-list.request';
import { ListFilters, ListTable, pagedTable, usePagedListState } from '@scf/shared/list';
import { styles } from './message-list.style';

type Filters = typeof MESSAGE_LIST_FILTERS;

export function MessageListPage(): React.JSX.Element {
  const [list, setList] = usePagedListState(MESSAGE_LIST_KEY, MESSAGE_LIST_FILTERS);
  const read = isReadFilter(list.read) ? list.read : 'all';
  const [selected, setSelected] = useState<number[]>([]);
  const [form] = Form.useForm<Filters>();
  const types = useRequest((signal) => listDict('msgType', { signal, kind: 'silent' }), []);
  const page = usePageRequest(MESSAGE_LIST_REQUEST, messageQuery(list));
  const { reload } = page;

  const mark = useAction({
    confirm: (which: 'selected' | 'all') => (which === 'all' ? '确定将全部站内信标为已读吗？' : null),
    run: (which: 'selected' | 'all') =>
      which === 'all' ? markAllMessagesRead() : markMessagesRead(selected.slice(0, 100)),
    onSuccess: () => {
      setSelected([]);
      reload();
      notifyMessagesRead();
    },
  });

  const typeOptions = [
    { value: '', label: '全部类型' },
    ...(types.data ?? []).map((d) => ({ value: d.dictValue, label: d.dictLabel })),
  ];

  return (
    <PageFrame
      extra={
        <>
          <Button
            disabled={selected.length === 0}
            loading={mark.isPending}
            onClick={() => void mark.mutate('selected')}
          >
            标为已读{selected.length ? `（${selected.length}）` : ''}
          </Button>
          <Button type="primary" loading={mark.isPending} onClick={() => void mark.mutate('all')}>
            全部标为已读
          </Button>
        </>
      }
    >
      <ListFilters
        form={form}
        label="筛选站内信"
        initialValues={{ read, msgType: list.msgType, keyword: list.keyword }}
        onSearch={(v) =>
          setList({
            read: v.read,
            msgType: v.msgType ?? '',
            keyword: (v.keyword ?? '').trim().slice(0, 50),
            pageNum: 1,
          })
        }
        reset={{
          values: { read: 'all', msgType: '', keyword: '' },
          onReset: () => setList({ read: 'all', msgType: '', keyword: '', pageNum: 1 }),
        }}
      >
        <Form.Item name="read" label="状态">
          <Select options={READ_FILTERS.map((f) => ({ value: f.value, label: f.label }))} style={styles.readFilter} />
        </Form.Item>
        <Form.Item name="msgType" label="类型">
          <Select options={typeOptions} style={styles.typeFilter} />
        </Form.Item>
        <Form.Item name="keyword" label="关键字">
          <Input placeholder="标题或内容" allowClear maxLength={50} style={styles.keyword} />
        </Form.Item>
      </ListFilters>
      <ListTable<MessageSummary>
        listKey="messageList"
        {...pagedTable(page, list, setList)}
        onPaging={(paging) => {
          setSelected([]);
          setList(paging);
        }}
        emptyText="暂无站内信"
        responsive
        rowKey="id"
        scroll={{ x: 760 }}
        rowSelection={{
          // A title instead of antd's "Select all" checkbox: its label is English, and a copy of
          // it sits focusable in the aria-hidden measuring row (axe aria-hidden-focus).
          // "全部标为已读" covers the select-all case.
          columnTitle: <span style={styles.screenReaderOnly}>选择</span>,
          selectedRowKeys: selected,
          onChange: (keys) => setSelected(keys.map(Number)),
          getCheckboxProps: (row) => ({ disabled: row.readStatus === READ.read, 'aria-label': `选择“${row.title}”` }),
        }}
        columns={[
          {
            title: '标题',
            dataIndex: 'title',
            render: (title: string, row) => (
              <Flex vertical gap={2}>
                <span>
                  {row.readStatus === READ.unread ? (
                    <Badge status="error" aria-hidden style={styles.unreadDot} />
                  ) : null}
                  <PortalLink
                    to={messageDetailPath(row.id)}
                    style={row.readStatus === READ.unread ? styles.unreadTitle : styles.readTitle}
                  >
                    {title}
                  </PortalLink>
                  {row.readStatus === READ.unread ? <span style={styles.screenReaderOnly}>（未读）</span> : null}
                </span>
                <Typography.Text type="secondary" ellipsis style={styles.content}>
                  {row.summary}
                </Typography.Text>
              </Flex>
            ),
          },
          { title: '类型', dataIndex: 'msgTypeName', width: 110 },
          {
            title: '状态',
            dataIndex: 'readStatus',
            width: 80,
            render: (s: number) =>
              s === 0 ? (
                <span data-read="0">未读</span>
              ) : (
                <Typography.Text type="secondary" data-read="1">
                  已读
                </Typography.Text>
              ),
          },
          { title: '发送时间', dataIndex: 'sendTime', width: 170 },
        ]}
      />
    </PageFrame>
  );
}
