/**
 * The tools above every list's table, as ant-design-pro readers expect them: 刷新 (the current
 * page with the current filters), 密度 (默认/中等/紧凑) and 列设置 (show, hide and reorder the
 * columns, 重置 back to the page's own). Every tool is a button with a name, opened by Enter
 * or Space; moving a column is a pair of 上移/下移 buttons rather than dragging, so the
 * keyboard can do it. On a phone the cards have no density, so 密度 is not offered there.
 */
import { useId, type ReactNode } from 'react';
import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  ColumnHeightOutlined,
  ReloadOutlined,
  SettingOutlined,
} from '@ant-design/icons';
import { Button, Checkbox, Flex, Popover, Radio, Tooltip, Typography } from 'antd';
import { DENSITIES, type Density } from './table-settings';
import { styles } from './table-tools.style';

interface ToolColumn {
  id: string;
  title: string;
  visible: boolean;
}

export interface TableToolsProps {
  onRefresh: () => void;
  refreshing?: boolean;
  /** The columns in their current order (hidden ones too); without columns no 列设置. */
  columns: readonly ToolColumn[];
  onToggle: (id: string, visible: boolean) => void;
  onMove: (id: string, step: -1 | 1) => void;
  onReset: () => void;
  density: Density;
  onDensity: (density: Density) => void;
  /** Cards on a phone: no density. */
  cards: boolean;
  /** Shown at the start of the row (selection actions). */
  start?: ReactNode;
}

export function TableTools(p: TableToolsProps): React.JSX.Element {
  const id = useId();
  const densityLabel = `${id}-density`;
  const visibleCount = p.columns.filter((c) => c.visible).length;

  const columnPanel = (
    <Flex vertical gap={4} style={styles.settings} data-scf-column-settings>
      <Flex justify="space-between" align="center">
        <Typography.Text type="secondary">勾选显示的列</Typography.Text>
        <Button type="link" size="small" onClick={p.onReset}>
          重置
        </Button>
      </Flex>
      {p.columns.map((c, i) => (
        <Flex key={c.id} align="center" justify="space-between" gap={8} data-column-id={c.id}>
          <Checkbox
            checked={c.visible}
            // The last visible column stays: a table without columns shows nothing.
            disabled={c.visible && visibleCount === 1}
            onChange={(e) => p.onToggle(c.id, e.target.checked)}
          >
            {c.title}
          </Checkbox>
          <span>
            <Button
              type="text"
              size="small"
              icon={<ArrowUpOutlined />}
              aria-label={`上移“${c.title}”`}
              disabled={i === 0}
              onClick={() => p.onMove(c.id, -1)}
            />
            <Button
              type="text"
              size="small"
              icon={<ArrowDownOutlined />}
              aria-label={`下移“${c.title}”`}
              disabled={i === p.columns.length - 1}
              onClick={() => p.onMove(c.id, 1)}
            />
          </span>
        </Flex>
      ))}
    </Flex>
  );

  const densityPanel = (
    <Flex vertical gap={4}>
      <Typography.Text id={densityLabel} type="secondary">
        表格密度
      </Typography.Text>
      <Radio.Group
        aria-labelledby={densityLabel}
        value={p.density}
        onChange={(e) => p.onDensity(e.target.value as Density)}
        style={styles.column}
      >
        {DENSITIES.map((d) => (
          <Radio key={d.value} value={d.value}>
            {d.label}
          </Radio>
        ))}
      </Radio.Group>
    </Flex>
  );

  return (
    <Flex justify="space-between" align="center" gap={8} wrap data-scf-table-tools>
      <div style={styles.start}>{p.start}</div>
      <Flex gap={4} role="toolbar" aria-label="表格工具">
        <Tooltip title="刷新">
          <Button
            type="text"
            icon={<ReloadOutlined />}
            aria-label="刷新"
            onClick={p.onRefresh}
            loading={p.refreshing}
          />
        </Tooltip>
        {p.cards ? null : (
          <Popover trigger="click" placement="bottomRight" content={densityPanel}>
            <Tooltip title="密度">
              <Button type="text" icon={<ColumnHeightOutlined />} aria-label="密度" aria-haspopup="dialog" />
            </Tooltip>
          </Popover>
        )}
        {p.columns.length > 1 ? (
          <Popover trigger="click" placement="bottomRight" title="列设置" content={columnPanel}>
            <Tooltip title="列设置">
              <Button type="text" icon={<SettingOutlined />} aria-label="列设置" aria-haspopup="dialog" />
            </Tooltip>
          </Popover>
        ) : null}
      </Flex>
    </Flex>
  );
}
