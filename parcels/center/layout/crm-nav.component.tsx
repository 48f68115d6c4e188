/**
 * The customer-relations menu in sidebar mode (`sidebarMode`, docs/requirements.md#client-state): a
 * 230 px side menu that folds to a narrow rail, and the 菜单 button that opens it as a drawer under
 * 992 px (shared's store closes it there). The top bar's menu is crm-top-nav.component.tsx.
 */
import { Button, Drawer, Menu } from 'antd';
import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { setSidebarOpened } from '@scf/shared';
import { openKeysFor, type MenuNode } from './crm-menu';
import { CrmMenuFailed } from './crm-menu-failed.component';
import { openEntry, toItems } from './crm-menu-items';
import { SIDEBAR_WIDTH, styles } from './crm-nav.style';

/** The button that opens the side menu as a drawer on small screens. */
export function CrmMenuButton({ opened, onOpen }: { opened: boolean; onOpen: () => void }): React.JSX.Element {
  return (
    <Button
      type="text"
      icon={<MenuUnfoldOutlined aria-hidden />}
      onClick={onOpen}
      aria-expanded={opened}
      aria-haspopup="dialog"
    >
      菜单
    </Button>
  );
}

export interface CrmSideNavProps {
  nodes: readonly MenuNode[];
  pathname: string;
  opened: boolean;
  mobile: boolean;
  failed: boolean;
  onRetry: () => void;
  /** Small screens: whether the drawer is open (not persisted: it always starts closed). */
  drawerOpen: boolean;
  onDrawerClose: () => void;
}

export function CrmSideNav({
  nodes,
  pathname,
  opened,
  mobile,
  failed,
  onRetry,
  drawerOpen,
  onDrawerClose,
}: CrmSideNavProps): React.JSX.Element {
  const menu = failed ? (
    <CrmMenuFailed onRetry={onRetry} style={styles.failed} />
  ) : (
    <Menu
      mode="inline"
      items={toItems(nodes)}
      selectedKeys={[pathname]}
      // Mounted again when the menu arrives, so its groups start open.
      key={nodes.map((n) => n.key).join('|')}
      defaultOpenKeys={nodes
        .filter((n) => n.children)
        .map((n) => n.key)
        .concat(openKeysFor(nodes, pathname))}
      onClick={(info) => {
        openEntry?.(info);
        if (mobile) onDrawerClose();
      }}
      style={styles.sideMenu}
    />
  );
  const toggle = (
    <Button
      type="text"
      icon={opened ? <MenuFoldOutlined aria-hidden /> : <MenuUnfoldOutlined aria-hidden />}
      aria-label={opened ? '收起菜单' : '展开菜单'}
      aria-expanded={opened}
      onClick={() => setSidebarOpened(!opened)}
    />
  );
  if (mobile) {
    return (
      <Drawer
        open={drawerOpen}
        placement="left"
        size={SIDEBAR_WIDTH + 40}
        title="客户关系"
        onClose={onDrawerClose}
        styles={{ body: { padding: 0 } }}
      >
        <nav aria-label="客户关系菜单">{menu}</nav>
      </Drawer>
    );
  }
  return (
    <nav
      aria-label="客户关系菜单"
      data-scf-crm-sidebar={opened ? 'open' : 'folded'}
      style={opened ? styles.sidebarOpen : styles.sidebarFolded}
    >
      <div style={opened ? styles.toggleOpen : styles.toggleFolded}>{toggle}</div>
      {opened ? menu : null}
    </nav>
  );
}
