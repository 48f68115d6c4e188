/**
 * A list page's table that stays usable on a phone. From 992 px it is antd's Table as given.
 * Below, each row becomes a card: the first column as its heading, every other column as a
 * "label: value" line, and the actions column (key `actions`) as a row of buttons at the
 * bottom of the card. Nothing needs a sideways scroll, and the actions are always in view.
 * The pagination and the row selection of the table work the same on the cards.
 */
import type { Key, ReactNode } from 'react';
import { Card, Checkbox, Empty, Flex, Pagination, Spin, Table, Typography, theme, type TableProps } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { MOBILE_MEDIA_QUERY, useMediaQuery } from '../index';

function keyOf<T>(row: T, index: number, rowKey: TableProps<T>['rowKey']): Key {
  if (typeof rowKey === 'function') return rowKey(row, index);
  if (typeof rowKey === 'string') return (row as Record<string, unknown>)[rowKey] as Key;
  return index;
}

function cellOf<T>(column: ColumnType<T>, row: T, index: number): ReactNode {
  const path = column.dataIndex;
  const value =
    typeof path === 'string' || typeof path === 'number' ? (row as Record<string | number, unknown>)[path] : undefined;
  if (column.render) return column.render(value, row, index) as ReactNode;
  return value === null || value === undefined ? '' : String(value as string | number);
}

function titleOf<T>(column: ColumnType<T>): ReactNode {
  return typeof column.title === 'function' ? null : (column.title as ReactNode);
}

export function ResponsiveTable<T extends object>(props: TableProps<T>): React.JSX.Element {
  const mobile = useMediaQuery(MOBILE_MEDIA_QUERY);
  const { token } = theme.useToken();
  if (!mobile) return <Table<T> {...props} />;

  const { columns = [], dataSource = [], rowKey, loading, pagination, locale, rowSelection } = props;
  const flat = columns.filter((c): c is ColumnType<T> => !('children' in c));
  const actions = flat.find((c) => c.key === 'actions');
  const [head, ...rest] = flat.filter((c) => c !== actions);
  const selected = new Set<Key>(rowSelection?.selectedRowKeys ?? []);
  const rows = [...dataSource];
  // Under cards only: below an empty or still loading list the pager would be pushed off the
  // screen when the cards arrive, and an empty list has nothing to page through.
  const pager = rows.length > 0 ? pagination : false;

  const toggle = (key: Key, on: boolean): void => {
    const keys = on ? [...selected, key] : [...selected].filter((k) => k !== key);
    const chosen = rows.filter((r, i) => keys.includes(keyOf(r, i, rowKey)));
    rowSelection?.onChange?.(keys, chosen, { type: 'single' });
  };

  return (
    <Spin spinning={Boolean(loading)}>
      <Flex vertical gap={12} data-scf-cards>
        {rows.length === 0 && !loading ? ((locale?.emptyText as ReactNode) ?? <Empty />) : null}
        {rows.map((row, index) => {
          const key = keyOf(row, index, rowKey);
          const box = rowSelection?.getCheckboxProps?.(row) as
            | { disabled?: boolean; 'aria-label'?: string }
            | undefined;
          return (
            <Card key={key} size="small" data-scf-card styles={{ body: { padding: 12 } }}>
              <Flex gap={8} align="flex-start">
                {rowSelection ? (
                  <Checkbox
                    checked={selected.has(key)}
                    disabled={box?.disabled}
                    aria-label={box?.['aria-label']}
                    onChange={(e) => toggle(key, e.target.checked)}
                  />
                ) : null}
                <div style={{ flex: 1, minWidth: 0, fontWeight: 600 }}>{head ? cellOf(head, row, index) : null}</div>
              </Flex>
              <dl
                style={{
                  margin: '8px 0 0',
                  display: 'grid',
                  gridTemplateColumns: 'auto 1fr',
                  columnGap: 12,
                  rowGap: 4,
                }}
              >
                {rest.map((column, ci) => (
                  <div key={String(column.key ?? column.dataIndex ?? ci)} style={{ display: 'contents' }}>
                    <dt style={{ color: token.colorTextSecondary }}>{titleOf(column)}</dt>
                    <dd style={{ margin: 0, minWidth: 0, overflowWrap: 'anywhere' }}>{cellOf(column, row, index)}</dd>
                  </div>
                ))}
              </dl>
              {actions ? (
                <div style={{ marginTop: 8, paddingTop: 8, borderTop: `1px solid ${token.colorSplit}` }}>
                  {cellOf(actions, row, index)}
                </div>
              ) : null}
            </Card>
          );
        })}
        {pager ? (
          <Flex justify="center">
            <Pagination
              simple={{ readOnly: false }}
              size="small"
              {...pager}
              showSizeChanger={false}
              showTotal={undefined}
            />
          </Flex>
        ) : null}
        {pager && pager.total !== undefined && pager.showTotal ? (
          <Typography.Text type="secondary" style={{ textAlign: 'center' }}>
            {pager.showTotal(pager.total, [0, 0])}
          </Typography.Text>
        ) : null}
      </Flex>
    </Spin>
  );
}
