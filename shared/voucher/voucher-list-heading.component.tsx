/**
 * The top of a voucher list page with tabs (凭证列表, 转让列表): the page heading with the page's
 * own action, 交易对手 and 导出Excel (of the current tab and filters), then the tabs.
 */
import { Tabs } from 'antd';
import { ExportButton } from '../list/export-button.component';
import { NavButton } from './nav-button.component';
import { PageHeading } from './page-heading.component';
import type { VoucherListTab } from './use-voucher-list.hook';

export interface VoucherListHeadingProps {
  title: string;
  /**
   * The page's own action before the shared ones, when the caller may take it: a primary button
   * to the page that starts one (开立凭证, 发起转让).
   */
  create: { to: string; text: string } | null;
  /** The page of the product's trade relations. */
  relationsTo: string;
  /** The .xlsx of the current tab and filters. */
  exportHref: string;
  tabs: ReadonlyArray<VoucherListTab>;
  tab: string;
  onTab: (key: string) => void;
}

export function VoucherListHeading(props: VoucherListHeadingProps): React.JSX.Element {
  const { title, create, relationsTo, exportHref, tabs, tab, onTab } = props;
  return (
    <>
      <PageHeading title={title}>
        {create ? (
          <NavButton type="primary" to={create.to}>
            {create.text}
          </NavButton>
        ) : null}
        <NavButton to={relationsTo}>交易对手</NavButton>
        <ExportButton href={exportHref} />
      </PageHeading>
      <Tabs activeKey={tab} onChange={onTab} items={tabs.map((t) => ({ key: t.key, label: t.label }))} />
    </>
  );
}
