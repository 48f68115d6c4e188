/** An account's membership state as a tag (these are not the session status codes, so no colour map). */
import { Tag } from 'antd';
import type { CompanyListItem } from '@scf/shared';
import { ACCOUNT_STATE_LABELS, accountState } from './account-model';
import { STATUS_CLASS_COLORS, THEME } from '@scf/shared';

export function AccountStateTag({ item }: { item: Pick<CompanyListItem, 'status' | 'isActive'> }): React.JSX.Element {
  const state = accountState(item);
  return (
    <Tag
      data-state={state}
      style={state === 'active' ? undefined : { color: STATUS_CLASS_COLORS.gray, background: THEME.mutedBackground }}
    >
      {ACCOUNT_STATE_LABELS[state]}
    </Tag>
  );
}
