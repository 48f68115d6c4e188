/**
 * The table of a log page, and the columns both logs share: newest first by the time column,
 * which is the only order (a click flips it to oldest first, never unsorted); the rest of the
 * columns are the page's own. Paging and the order are kept in the page's list state.
 */
import type { ColumnType } from 'antd/es/table';
import type { RequestResult } from '@scf/shared';
import { ListTable, pagedTable, usePagedListState, type Paging } from '@scf/shared/list';

export type LogOrder = 'ascend' | 'descend';

/** The kept order of a log list (anything else is newest first). */
function logOrder(value: unknown): LogOrder {
  return value === 'ascend' ? 'ascend' : 'descend';
}

/**
 * A log page's kept state (its filters, the paging and the order, newest first at first) under
 * its list key, and what its table takes of it (`table`, spread into LogTable).
 */
export function useLogListState<F extends Record<string, unknown>>(listKey: string, filters: F) {
  const [list, setList] = usePagedListState(listKey, { ...filters, order: 'descend' });
  return { list, setList, order: logOrder(list.order), table: { listKey, list, setList } };
}

/** Where the event came from, as both logs show it. */
export const IP_COLUMN = { title: 'IP 地址', dataIndex: 'ip', width: 130 } as const;

interface LogTableProps<T extends { id: number }> {
  listKey: string;
  list: Paging & { order: unknown };
  setList: (patch: Partial<Paging & { order: LogOrder }>) => void;
  page: RequestResult<{ list: T[]; total: number }>;
  emptyText: string;
  /** The width below which the table scrolls sideways. */
  width: number;
  /** The time column: its title and field. */
  time: { title: string; dataIndex: keyof T & string };
  /** The columns after the time. */
  columns: ColumnType<T>[];
}

export function LogTable<T extends { id: number }>({
  listKey,
  list,
  setList,
  page,
  emptyText,
  width,
  time,
  columns,
}: LogTableProps<T>): React.JSX.Element {
  const order = logOrder(list.order);
  return (
    <ListTable<T>
      listKey={listKey}
      {...pagedTable(page, list, setList)}
      emptyText={emptyText}
      rowKey="id"
      scroll={{ x: width }}
      sort={{ orderBy: time.dataIndex, order }}
      onSort={(s) => setList({ order: s.order ?? 'descend', pageNum: 1 })}
      columns={[
        {
          title: time.title,
          dataIndex: time.dataIndex,
          width: 170,
          sorter: true,
          sortDirections: ['descend', 'ascend', 'descend'],
        },
        ...columns,
      ]}
    />
  );
}
