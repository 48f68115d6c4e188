/**
 * 操作日志 (`/center/crm/log/operation`, company administrator): every change made in the
 * company — who, when, what, before and after. Read only; filters and page survive leaving.
 */
import { Button, Form, Input, Select, } from 'antd';
import { exportUrl, listOperationLogs, OPERATION_ACTION_OPTIONS, type OperationItem, useRequest } from '@scf/shared';
import { PageFrame } from '../../common/page-frame.component';
import { dateQuery } from './log-filters';
import { DateRangeItems } from './date-range-items.component';
import { ChangeList } from './change-list.component';
import { ListFilters, usePagedListState } from '@scf/shared/list';
import { IP_COLUMN, LogTable, logOrder } from './log-table.component';

interface Filters {
  keyword: string;
  action: string;
  startDate: string;
  endDate: string;
}

const EMPTY: Filters = { keyword: '', action: 'all', startDate: '', endDate: '' };
const ACTIONS = [{ value: 'all', label: '全部操作' }, ...OPERATION_ACTION_OPTIONS];

export function OperationLogPage(): React.JSX.Element {
  const [list, setList] = usePagedListState('operationLog', { ...EMPTY, order: 'descend' });
  const [form] = Form.useForm<Filters>();
  const order = logOrder(list.order);
  const action = OPERATION_ACTION_OPTIONS.find((o) => o.value === list.action)?.value;

  const page = useRequest(
    (signal) =>
      listOperationLogs({ keyword: list.keyword || undefined, action, ...dateQuery(list), order, pageNum: list.pageNum, pageSize: list.pageSize }, { signal }),
    [list.keyword, action, list.startDate, list.endDate, order, list.pageNum, list.pageSize],
  );

  return (
    <PageFrame
      extra={
        <Button href={exportUrl('operationLog', { keyword: list.keyword || undefined, action, ...dateQuery(list), order })} download>
          导出Excel
        </Button>
      }
    >
      <ListFilters
        form={form}
        label="搜索操作日志"
        initialValues={{ keyword: list.keyword, action: list.action, startDate: list.startDate, endDate: list.endDate }}
        onSearch={(v) => setList({ keyword: (v.keyword ?? '').trim().slice(0, 50), action: v.action, startDate: v.startDate ?? '', endDate: v.endDate ?? '', pageNum: 1 })}
        reset={{ values: EMPTY, onReset: () => setList({ ...EMPTY, pageNum: 1 }) }}
      >
        <Form.Item name="keyword" label="操作人/对象">
          <Input allowClear maxLength={50} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="action" label="操作类型">
          <Select options={ACTIONS} style={{ width: 150 }} />
        </Form.Item>
        <DateRangeItems />
      </ListFilters>
      <LogTable<OperationItem>
        listKey="operationLog"
        list={list}
        setList={setList}
        page={page}
        emptyText="没有符合条件的操作记录"
        width={1000}
        time={{ title: '操作时间', dataIndex: 'operateTime' }}
        columns={[
          { title: '操作人', dataIndex: 'operator', width: 100 },
          { title: '操作类型', dataIndex: 'actionName', width: 120 },
          { title: '操作对象', dataIndex: 'target', width: 180 },
          { title: '变更内容', key: 'change', render: (_: unknown, row) => <ChangeList before={row.before} after={row.after} /> },
          IP_COLUMN,
        ]}
      />
    </PageFrame>
  );
}
