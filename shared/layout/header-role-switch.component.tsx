/**
 * The header's enterprise-role dropdown (docs/requirements.md#layout; hidden in the CRM product by the header):
 * the company's roles in the current product. Choosing one is shared's `switchCompany` with
 * the role code (token refresh), then the product page is loaded again (docs/requirements.md#session).
 */
import { useState } from 'react';
import { DownOutlined, SwapOutlined } from '@ant-design/icons';
import type { ProductRole } from '../api/types';
import { parseRoleCode, roleLabel } from '../format/roles';
import { switchCompany } from '../session/establish-session';
import { HeaderMenu } from './header-menu.component';
import { VISUALLY_HIDDEN, headerStaticChipStyle } from './header-theme';
import { redirectOption } from './layout-navigation';
import { confirm } from '../ui/confirm';
import { styles } from './header.style';

export interface RoleChangeDetail {
  productCode: string;
  compRole: string;
}

export interface HeaderRoleSwitchProps {
  productCode: string;
  /** The company's roles of every product (`compRole: [{prodCode, compRole}]`). */
  compRoles: readonly ProductRole[];
  /** The role the session acts in, when known; otherwise the product's first role. */
  currentCompRole: string | null;
  /** A path, or a function read at the moment of the switch. */
  redirect?: string | (() => string);
  onChanged?: (detail: RoleChangeDetail) => void;
  /** Narrow viewport: the icon only, the role in the accessible name and the tooltip. */
  compact?: boolean;
}

/** The bare role codes (`C102`) of one product, duplicates and garbage dropped. */
export function rolesOfProduct(compRoles: readonly ProductRole[], productCode: string): string[] {
  const out: string[] = [];
  for (const r of compRoles) {
    if (r.prodCode !== productCode) continue;
    const parsed = parseRoleCode(r.compRole);
    if (parsed && roleLabel(parsed.role) && !out.includes(parsed.role)) out.push(parsed.role);
  }
  return out;
}

/** The question before a role switch, worded as the company switch's. */
export function roleSwitchQuestion(roleName: string): string {
  return `确定切换到“${roleName}”角色吗？当前页面将重新加载。`;
}

export function HeaderRoleSwitch(props: HeaderRoleSwitchProps): React.JSX.Element | null {
  const { productCode, compRoles, currentCompRole, redirect, onChanged, compact = false } = props;
  const [switching, setSwitching] = useState(false);
  const roles = rolesOfProduct(compRoles, productCode);
  if (roles.length === 0) return null;
  const current = (currentCompRole && parseRoleCode(currentCompRole)?.role) || roles[0] || '';
  const currentLabel = roleLabel(current);

  if (roles.length === 1) {
    return (
      <span style={headerStaticChipStyle(compact)} title={compact ? currentLabel : undefined}>
        <SwapOutlined aria-hidden />
        <span style={compact ? VISUALLY_HIDDEN : undefined}>
          {compact ? `当前企业角色：${currentLabel}` : currentLabel}
        </span>
      </span>
    );
  }

  const choose = async (role: string): Promise<void> => {
    if (role === current || switching) return;
    // As the company switch asks (the page loads again in the other role, issue 33.14).
    if (!(await confirm(roleSwitchQuestion(roleLabel(role))))) return;
    setSwitching(true);
    const ok = await switchCompany({ compRoleCode: `${productCode}-${role}` }, redirectOption(redirect));
    if (ok) onChanged?.({ productCode, compRole: role });
    else setSwitching(false);
  };

  return (
    <HeaderMenu
      choice
      label={`当前企业角色：${currentLabel}，切换企业角色`}
      menuLabel="切换企业角色"
      title={compact ? currentLabel : undefined}
      compact={compact}
      loading={switching}
      items={roles.map((r) => ({ key: r, label: roleLabel(r), checked: r === current }))}
      onSelect={(key) => void choose(key)}
    >
      {!switching && <SwapOutlined aria-hidden />}
      {!compact && <span>{currentLabel}</span>}
      <DownOutlined aria-hidden style={styles.caret} />
    </HeaderMenu>
  );
}
