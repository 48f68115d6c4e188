/**
 * The area of a province: its prefectures and their counties (or a municipality's districts) in
 * one cascader that searches as you type ("嘉定" finds 嘉定区, "铜山" finds 徐州市 / 铜山区). The
 * form keeps the chosen division's 6-digit code; the path shown is derived from the list.
 */
import { Cascader } from 'antd';
import type { Area } from '@scf/shared';
import { styles } from './area-picker.style';

interface Option {
  value: string;
  label: string;
  children?: Option[];
}

function options(areas: Area[]): Option[] {
  return areas.map((a) => ({
    value: a.code,
    label: a.name,
    children: a.children.length > 0 ? a.children.map((d) => ({ value: d.code, label: d.name })) : undefined,
  }));
}

/** The path to a code in the list: [prefecture] or [prefecture, county]; [code] while unknown. */
function areaPath(areas: Area[], code: string | undefined): string[] | undefined {
  if (!code) return undefined;
  for (const a of areas) {
    if (a.code === code) return [a.code];
    if (a.children.some((d) => d.code === code)) return [a.code, code];
  }
  return [code];
}

export function AreaPicker({
  areas,
  value,
  onChange,
  disabled,
  loading,
  placeholder,
  id,
}: {
  areas: Area[];
  value?: string;
  onChange?: (code: string | undefined) => void;
  disabled?: boolean;
  loading?: boolean;
  placeholder: string;
  id?: string;
}) {
  return (
    <Cascader
      id={id}
      size="large"
      options={options(areas)}
      value={areaPath(areas, value)}
      onChange={(path) =>
        onChange?.(Array.isArray(path) && path.length > 0 ? String(path[path.length - 1]) : undefined)
      }
      displayRender={(labels) => labels.join(' / ')}
      showSearch
      placeholder={placeholder}
      disabled={disabled}
      loading={loading}
      notFoundContent="没有匹配的城市或区县"
      expandTrigger="hover"
      style={styles.picker}
    />
  );
}
