/**
 * The customer-relations menu in the two layout modes (`sidebarMode`, docs/requirements.md#client-state): a horizontal
 * bar under the header (topbar) or a 230 px side menu that folds to a narrow rail (sidebar).
 * Under 992 px the side menu is closed (shared's store does that) and opens as a drawer from
 * the 菜单 button of the layout's bar.
 */
import { Alert, Button, Drawer, Menu, type MenuProps } from 'antd';
import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { navigate, resolveRoute, setSidebarOpened, type SidebarMode } from '@scf/shared';
import { CENTER_PAGES } from '../center-pages';
import { openKeysFor, type MenuNode } from './crm-menu';
import { SIDEBAR_WIDTH, styles } from './crm-nav.style';

/**
 * A page's code and its first request start when the pointer rests on its menu entry, the
 * keyboard moves to it or a finger touches it, so the click that follows (a few hundred
 * milliseconds later) waits for neither. The entry of the page on screen starts nothing: its
 * code is there and a click on it does not open it again.
 */
function preloadPageOf(key: string): void {
  if (key === location.pathname) return;
  const resolution = resolveRoute(key);
  if (resolution.kind === 'route' && resolution.match.route.app === 'center')
    void CENTER_PAGES.preload(resolution.match.route.page).catch(() => undefined);
}

function toItems(nodes: readonly MenuNode[]): NonNullable<MenuProps['items']> {
  return nodes.map((n) =>
    n.children
      ? { key: n.key, label: n.label, children: toItems(n.children) }
      : {
          key: n.key,
          label: n.label,
          onMouseEnter: () => preloadPageOf(n.key),
          onFocus: () => preloadPageOf(n.key),
          onTouchStart: () => preloadPageOf(n.key),
        },
  );
}

export interface CrmNavProps {
  mode: SidebarMode;
  nodes: readonly MenuNode[];
  pathname: string;
  opened: boolean;
  mobile: boolean;
  failed: boolean;
  onRetry: () => void;
}

const go: MenuProps['onClick'] = ({ key }) => {
  if (typeof key === 'string' && key.startsWith('/')) navigate(key);
};

/** The horizontal menu of topbar mode (it sits in the layout's white bar under the header). */
export function CrmTopMenu({
  nodes,
  pathname,
  failed,
  onRetry,
}: Omit<CrmNavProps, 'mode' | 'opened' | 'mobile'>): React.JSX.Element {
  return failed ? (
    <Alert
      type="warning"
      banner
      title="菜单加载失败"
      action={
        <Button size="small" onClick={onRetry}>
          重试
        </Button>
      }
    />
  ) : (
    <Menu mode="horizontal" items={toItems(nodes)} selectedKeys={[pathname]} onClick={go} style={styles.topMenu} />
  );
}

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

export interface CrmSideNavProps extends Omit<CrmNavProps, 'mode'> {
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
    <Alert
      type="warning"
      title="菜单加载失败"
      action={
        <Button size="small" onClick={onRetry}>
          重试
        </Button>
      }
      style={styles.failed}
    />
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
        go?.(info);
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
