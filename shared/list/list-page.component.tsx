/**
 * The building block of every list page: an optional toolbar, the filter form, then the table
 * with its pagination (or, when loading failed, the error with a retry). Pages give only what
 * is theirs: the filter fields, the columns, the texts. Paging is kept by `usePagedListState`
 * (it survives leaving the page) and offers `PAGE_SIZES`; a new page size starts at page 1.
 */
import { type ReactNode, useEffect, useRef } from 'react';
import { Button, Flex, Form, Space, Table, type FormInstance, type PaginationProps, type TableProps } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { MOBILE_MEDIA_QUERY, useMediaQuery } from '../index';
import { arrangeColumns, columnId, DEFAULT_TABLE_SETTINGS, moveColumn } from './table-settings';
import { TableTools } from './table-tools.component';
import { useTableSettings } from './use-table-settings.hook';
import { EmptyText } from './empty-text.component';
import { LoadError } from './load-error.component';
import { ResponsiveTable } from './responsive-table.component';
import { PAGE_SIZES, type Paging } from './use-paged-list-state.hook';
import { styles } from './list-page.style';

export interface ListFiltersProps<F extends object> {
  form: FormInstance<F>;
  /** The search region's accessible name ("搜索登录日志"). */
  label: string;
  /**
   * The filters the list is shown with. When they change from outside the form (the stored
   * filters taken right after hydrating server markup, which was rendered without them), the
   * fields follow.
   */
  initialValues: Partial<F>;
  onSearch: (values: F) => void;
  /** With it, a 重置 button puts these values back and calls `onReset`. */
  reset?: { values: Partial<F>; onReset: () => void };
  /** More buttons beside 查询 (e.g. 刷新). */
  actions?: ReactNode;
  children?: ReactNode;
}

/** The inline filter form of a list: its fields, then 查询 (submit) and 重置. */
export function ListFilters<F extends object>({
  form,
  label,
  initialValues,
  onSearch,
  reset,
  actions,
  children,
}: ListFiltersProps<F>): React.JSX.Element {
  // Compared by value: pages pass a new object on every render.
  const shown = JSON.stringify(initialValues);
  const latest = useRef(initialValues);
  latest.current = initialValues;
  const applied = useRef(shown);
  useEffect(() => {
    if (shown === applied.current) return;
    applied.current = shown;
    form.setFieldsValue(latest.current as Parameters<FormInstance<F>['setFieldsValue']>[0]);
  }, [form, shown]);
  return (
    <Form<F>
      form={form}
      layout="inline"
      initialValues={initialValues}
      onFinish={onSearch}
      role="search"
      aria-label={label}
      style={styles.filters}
    >
      {children}
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            查询
          </Button>
          {reset ? (
            <Button
              onClick={() => {
                form.setFieldsValue(reset.values as Parameters<FormInstance<F>['setFieldsValue']>[0]);
                reset.onReset();
              }}
            >
              重置
            </Button>
          ) : null}
          {actions}
        </Space>
      </Form.Item>
    </Form>
  );
}

/** The sort a list asks the server for: one whitelisted field and its direction, or none. */
interface ListSort {
  orderBy?: string;
  order?: 'ascend' | 'descend';
}

export interface ListTableProps<T extends object> extends Omit<TableProps<T>, 'pagination' | 'locale' | 'size'> {
  /**
   * Names the list (e.g. "employeeList"): the reader's column settings and density are kept
   * under it, per list, in local storage.
   */
  listKey: string;
  /** The failure of the last load (shown instead of the table), or null. */
  error: unknown;
  /** Loads the current page again with the current filters: 重试 after a failure, and 刷新. */
  onRetry: () => void;
  /** Without paging the whole list shows on one page. */
  paging?: Paging;
  /** A new page, or a new size (then page 1). */
  onPaging?: (paging: Paging) => void;
  total?: number;
  /** What is counted in "共 N 条" (条, 人, 个会话). */
  unit?: string;
  /** The text of an empty list. */
  emptyText: string;
  /** Cards instead of rows on a phone (ResponsiveTable). */
  responsive?: boolean;
  /**
   * The server-side sort: columns with `sorter: true` show it, and a click on their header
   * calls `onSort` (a column's id, its `key` or `dataIndex`, is the `orderBy` the server takes).
   */
  sort?: ListSort;
  onSort?: (sort: ListSort) => void;
  /** Shown at the start of the tools row (e.g. the actions on selected rows). */
  toolbarStart?: ReactNode;
}

/** The portal's pagination of a list (antd Table's or List's `pagination`). */
export function listPagination(
  paging: Paging,
  onPaging: (paging: Paging) => void,
  total: number,
  unit = '条',
): PaginationProps {
  return {
    current: paging.pageNum,
    pageSize: paging.pageSize,
    total,
    showSizeChanger: true,
    pageSizeOptions: [...PAGE_SIZES],
    showTotal: (t) => `共 ${t} ${unit}`,
    onChange: (pageNum, pageSize) => onPaging({ pageNum: pageSize === paging.pageSize ? pageNum : 1, pageSize }),
  };
}

/**
 * A column's header stays on one line: a squeezed column broke 企业名称 into 企/业/名/称 (the
 * column is as wide as its header at least; the table scrolls sideways instead).
 */
function oneLineHeader<T>(column: ColumnType<T>): ColumnType<T> {
  return {
    ...column,
    onHeaderCell: (col) => {
      const given = column.onHeaderCell?.(col) ?? {};
      return { ...given, style: { whiteSpace: 'nowrap', ...given.style } };
    },
  };
}

function titleText(column: { title?: unknown; key?: unknown }, id: string): string {
  return typeof column.title === 'string' || typeof column.title === 'number'
    ? String(column.title)
    : column.key === 'actions'
      ? '操作'
      : id;
}

/**
 * The list's table with the portal's pagination and the table tools (刷新, 密度, 列设置), or
 * the load error with a retry.
 */
export function ListTable<T extends object>({
  listKey,
  error,
  onRetry,
  paging,
  onPaging,
  total = 0,
  unit = '条',
  emptyText,
  responsive = false,
  sort,
  onSort,
  toolbarStart,
  ...table
}: ListTableProps<T>): React.JSX.Element {
  const [settings, setSettings] = useTableSettings(listKey);
  const cards = useMediaQuery(MOBILE_MEDIA_QUERY) && responsive;
  const columns = (table.columns ?? []).filter((c): c is ColumnType<T> => !('children' in c));
  const arranged = arrangeColumns(columns, settings);
  if (error) return <LoadError error={error} onRetry={onRetry} />;

  const shown = arranged
    .filter((c) => c.visible)
    .map(({ id, column }) =>
      column.sorter && onSort ? { ...column, sortOrder: sort?.orderBy === id ? (sort.order ?? null) : null } : column,
    )
    .map(oneLineHeader);
  const onChange: TableProps<T>['onChange'] = (pagination, filters, sorter, extra) => {
    table.onChange?.(pagination, filters, sorter, extra);
    if (extra.action !== 'sort' || !onSort) return;
    const s = Array.isArray(sorter) ? sorter[0] : sorter;
    const order = s?.order === 'ascend' || s?.order === 'descend' ? s.order : undefined;
    onSort(order && s?.column ? { orderBy: columnId(s.column, -1), order } : {});
  };
  const props: TableProps<T> = {
    ...table,
    columns: shown,
    onChange,
    size: settings.density,
    locale: { emptyText: <EmptyText>{emptyText}</EmptyText> },
    pagination: paging && onPaging ? listPagination(paging, onPaging, total, unit) : false,
  };
  return (
    <Flex vertical gap={8} style={styles.column} data-scf-list-table>
      <TableTools
        onRefresh={onRetry}
        refreshing={Boolean(table.loading)}
        columns={arranged.map((c) => ({ id: c.id, title: titleText(c.column, c.id), visible: c.visible }))}
        onToggle={(id, visible) =>
          setSettings((cur) => ({
            ...cur,
            hidden: visible ? cur.hidden.filter((h) => h !== id) : [...cur.hidden.filter((h) => h !== id), id],
          }))
        }
        onMove={(id, step) =>
          setSettings((cur) => ({
            ...cur,
            order: moveColumn(
              arranged.map((c) => c.id),
              id,
              step,
            ),
          }))
        }
        onReset={() => setSettings(() => DEFAULT_TABLE_SETTINGS)}
        density={settings.density}
        onDensity={(density) => setSettings((cur) => ({ ...cur, density }))}
        cards={cards}
        start={toolbarStart}
      />
      {responsive ? <ResponsiveTable<T> {...props} /> : <Table<T> {...props} />}
    </Flex>
  );
}

export interface ListPageProps {
  /** Buttons above the list (add, export), right-aligned. */
  toolbar?: ReactNode;
  /** The filter form (`ListFilters`). */
  filters?: ReactNode;
  /** The table (`ListTable`). */
  children: ReactNode;
}

/** Toolbar, filters and table, stacked with the portal's spacing. */
export function ListPage({ toolbar, filters, children }: ListPageProps): React.JSX.Element {
  return (
    <Flex vertical gap={16} style={styles.column}>
      {toolbar ? (
        <Flex justify="flex-end" gap={8} wrap>
          {toolbar}
        </Flex>
      ) : null}
      {filters}
      {children}
    </Flex>
  );
}
