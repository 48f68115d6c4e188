import { exportUrl, listOperationLogs, OPERATION_ACTION_OPTIONS, type OperationItem, useRequest } from '@scf/shared';
import { PageFrame } from '../../common/page-frame.component';
import { dateQuery } from './log-filters';
import { LogFilters, type LogFilterValues } from './log-filters.component';
import { ChangeList } from './change-list.component';
import { ExportButton, SelectFilter } from '@scf/shared/list';
import { IP_COLUMN, LogTable, useLogListState } from './log-table.component';

interface Filters extends LogFilterValues {
  action: string;
}

const EMPTY: Filters = { keyword: '', action: 'all', startDate: '', endDate: '' };
const ACTIONS = [{ value: 'all', label: '全部操作' }, ...OPERATION_ACTION_OPTIONS];

export function OperationLogPage(): React.JSX.Element {
  const { list, setList, order, table } = useLogListState('operationLog', { ...EMPTY });
  const action = OPERATION_ACTION_OPTIONS.find((o) => o.value === list.action)?.value;

  // What the filters ask for, of the list and of its export alike.
  const query = { keyword: list.keyword || undefined, action, ...dateQuery(list), order };
  const page = useRequest(
    (signal) => listOperationLogs({ ...query, pageNum: list.pageNum, pageSize: list.pageSize }, { signal }),
    [list.keyword, action, list.startDate, list.endDate, order, list.pageNum, list.pageSize],
  );

  return (
    <PageFrame extra={<ExportButton href={exportUrl('operationLog', query)} />}>
      <LogFilters
        label="搜索操作日志"
        values={list}
        empty={EMPTY}
        onSearch={(f) => setList({ ...f, pageNum: 1 })}
        keyword={{ label: '操作人/对象', maxLength: 50 }}
      >
        <SelectFilter name="action" label="操作类型" options={ACTIONS} width={150} />
      </LogFilters>
      <LogTable<OperationItem>
        {...table}
        page={page}
        emptyText="没有符合条件的操作记录"
        width={1000}
        time={{ title: '操作时间', dataIndex: 'operateTime' }}
        columns={[
          { title: '操作人', dataIndex: 'operator', width: 100 },
          { title: '操作类型', dataIndex: 'actionName', width: 120 },
          { title: '操作对象', dataIndex: 'target', width: 180 },
          {
            title: '变更内容',
            key: 'change',
            render: (_: unknown, row) => <ChangeList before={row.before} after={row.after} />,
          },
          IP_COLUMN,
        ]}
      />
    </PageFrame>
  );
}
