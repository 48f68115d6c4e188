/** The CRM menu's failure notice with its 重试, in either layout (top bar or side menu). */
import type { CSSProperties } from 'react';
import { Alert, Button } from 'antd';

export interface CrmMenuFailedProps {
  onRetry: () => void;
  /** Full width without a border, as a bar (the top bar's place). */
  banner?: boolean;
  style?: CSSProperties;
}

export function CrmMenuFailed({ onRetry, banner = false, style }: CrmMenuFailedProps): React.JSX.Element {
  return (
    <Alert
      type="warning"
      banner={banner}
      title="菜单加载失败"
      action={
        <Button size="small" onClick={onRetry}>
          重试
        </Button>
      }
      style={style}
    />
  );
}
