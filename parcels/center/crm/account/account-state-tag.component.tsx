/** An account's membership state as a tag (these are not the session status codes, so no colour map). */
import { Tag } from 'antd';
import type { CompanyListItem } from '@scf/shared';
import { ACCOUNT_STATE_LABELS, accountState } from './account-model';

export function AccountStateTag({ item }: { item: Pick<CompanyListItem, 'status' | 'isActive'> }): React.JSX.Element {
  const state = accountState(item);
  return (
    <Tag data-state={state} style={state === 'active' ? undefined : { color: '#595959', background: '#f5f5f5' }}>
      {ACCOUNT_STATE_LABELS[state]}
    </Tag>
  );
}
