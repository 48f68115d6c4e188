/**
 * The header's company dropdown (docs/requirements.md#layout): the companies the person may switch to (status 1
 * and isActive 1, docs/requirements.md#validation). Choosing another one is shared's `switchCompany`: token refresh
 * with the target, new tokens stored, then the product page is loaded again (docs/requirements.md#session).
 */
import { useState, type CSSProperties } from 'react';
import { BankOutlined, DownOutlined } from '@ant-design/icons';
import type { CompanyListItem } from '../api/types';
import { companySwitchQuestion, switchCompany } from '../session/establish-session';
import { confirm } from '../ui/confirm';
import { HeaderMenu } from './header-menu.component';
import { VISUALLY_HIDDEN, headerStaticChipStyle } from './header-theme';
import { redirectOption } from './layout-navigation';
import { styles } from './header.style';

export interface CompanyChangeDetail {
  compCode: string;
  compName: string;
  employeeCode: string;
}

export interface HeaderCompanySwitchProps {
  companies: readonly CompanyListItem[];
  currentCompCode: string;
  currentCompName: string;
  /** Narrow viewport: the icon only, the name in the accessible name and the tooltip. */
  compact: boolean;
  /** Where to load after the switch (shared's default: the product centre); a function is read at the switch. */
  redirect?: string | (() => string);
  /** After the new tokens are stored, just before the page loads again. */
  onChanged?: (detail: CompanyChangeDetail) => void;
}

const nameStyle = (compact: boolean): CSSProperties =>
  compact
    ? VISUALLY_HIDDEN
    : {
        display: 'inline-block',
        maxWidth: 220,
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        whiteSpace: 'nowrap',
        verticalAlign: 'bottom',
      };

export function HeaderCompanySwitch(props: HeaderCompanySwitchProps): React.JSX.Element {
  const { companies, currentCompCode, currentCompName, compact, redirect, onChanged } = props;
  const [switching, setSwitching] = useState(false);

  if (companies.length <= 1) {
    return (
      <span style={headerStaticChipStyle(compact)} title={currentCompName}>
        <BankOutlined aria-hidden />
        <span style={nameStyle(compact)}>{compact ? `当前企业：${currentCompName}` : currentCompName}</span>
      </span>
    );
  }

  const choose = async (employeeCode: string): Promise<void> => {
    const target = companies.find((c) => c.employeeCode === employeeCode);
    if (!target || target.compBizCode === currentCompCode || switching) return;
    // The page is loaded again as the other company: asked first, as 账户管理 does.
    if (!(await confirm(companySwitchQuestion(target.compName)))) return;
    setSwitching(true);
    const ok = await switchCompany(
      { employeeCode: target.employeeCode, compBizCode: target.compBizCode },
      redirectOption(redirect),
    );
    if (ok) onChanged?.({ compCode: target.compBizCode, compName: target.compName, employeeCode: target.employeeCode });
    else setSwitching(false);
  };

  return (
    <HeaderMenu
      choice
      label={`当前企业：${currentCompName}，切换企业`}
      menuLabel="切换企业"
      title={currentCompName}
      compact={compact}
      loading={switching}
      items={companies.map((c) => ({
        key: c.employeeCode,
        label: c.compName,
        checked: c.compBizCode === currentCompCode,
      }))}
      onSelect={(key) => void choose(key)}
    >
      {!switching && <BankOutlined aria-hidden />}
      {!compact && <span style={nameStyle(compact)}>{currentCompName}</span>}
      <DownOutlined aria-hidden style={styles.caret} />
    </HeaderMenu>
  );
}
