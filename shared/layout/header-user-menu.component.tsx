/**
 * The header's avatar menu (docs/requirements.md#layout): quick links to personal info, personnel management,
 * company info and company invitation, and 退出登录. A link is offered only when the user may
 * open its page (shared's `can()`, the rule of the centre's menus too), so an operator is not
 * sent to a page the guard refuses. Logout asks first (the "提示" confirm, docs/requirements.md#errors), then
 * shared's `logout` ends the session and goes to the home page.
 */
import { useMemo, useState } from 'react';
import { DownOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useCanOpen } from '../access/use-access.hook';
import { logout } from '../session/establish-session';
import { confirm } from '../ui/confirm';
import { HeaderMenu, type HeaderMenuItem } from './header-menu.component';
import { LAYOUT_PATHS } from './layout-links';
import { followLink, type NavigateHandler } from './layout-navigation';
import { signalNavigationIntent } from '../navigation/navigation-intent';
import { styles as headerStyles } from './header.style';
import { styles } from './header-user-menu.style';

export interface HeaderUserMenuProps {
  userName: string;
  avatarSrc: string;
  compact: boolean;
  onNavigate?: NavigateHandler;
  /** The user confirmed 退出登录; returning false keeps the session (the caller logs out its own way). */
  // biome-ignore lint/suspicious/noConfusingVoidType: returning nothing means "go on"; only an explicit false stops.
  onLogout?: () => boolean | void;
  /** The permission list where the store has none (an element on another site). */
  permissions?: readonly string[] | null;
}

const LINKS: Readonly<Record<string, { label: string; path: string }>> = {
  user: { label: '个人信息', path: LAYOUT_PATHS.user },
  employees: { label: '人员管理', path: LAYOUT_PATHS.employees },
  company: { label: '企业信息', path: LAYOUT_PATHS.company },
  invitation: { label: '邀请企业', path: LAYOUT_PATHS.invitation },
};

const LOGOUT_KEY = 'logout';
export const LOGOUT_CONFIRM_TEXT = '确定要退出登录吗？';

const LOGOUT_ITEM: HeaderMenuItem = {
  key: LOGOUT_KEY,
  label: '退出登录',
  icon: <LogoutOutlined aria-hidden />,
  dividerBefore: true,
};

/** The quick links the user may open, then 退出登录. */
export function userMenuItems(canOpen: (path: string) => boolean): HeaderMenuItem[] {
  const links = Object.entries(LINKS).filter(([, link]) => canOpen(link.path));
  return [
    ...links.map(([key, link]) => ({ key, label: link.label })),
    { ...LOGOUT_ITEM, dividerBefore: links.length > 0 },
  ];
}

/** The avatar image, or a person icon when there is none or it fails to load. */
function AvatarImage({ src }: { src: string }): React.JSX.Element {
  const [failed, setFailed] = useState(false);
  return (
    <span style={styles.avatar}>
      {src && !failed ? (
        <img src={src} alt="" width={28} height={28} style={styles.picture} onError={() => setFailed(true)} />
      ) : (
        <UserOutlined aria-hidden />
      )}
    </span>
  );
}

export function HeaderUserMenu({
  userName,
  avatarSrc,
  compact,
  onNavigate,
  onLogout,
  permissions,
}: HeaderUserMenuProps): React.JSX.Element {
  const [leaving, setLeaving] = useState(false);
  const canOpen = useCanOpen(permissions);
  const items = useMemo(() => userMenuItems(canOpen), [canOpen]);
  const name = userName || '我的账户';

  const leave = async (): Promise<void> => {
    if (leaving || !(await confirm(LOGOUT_CONFIRM_TEXT, { okText: '退出登录' }))) return;
    if (onLogout?.() === false) return;
    setLeaving(true);
    await logout();
  };

  return (
    <HeaderMenu
      label={`${name}，账户菜单`}
      menuLabel="账户菜单"
      compact={compact}
      loading={leaving}
      items={items}
      // Every quick link is a page of the centre: opening the menu is the moment to get it ready.
      onOpen={() => {
        for (const item of items) {
          const link = LINKS[item.key];
          if (link) signalNavigationIntent(link.path);
        }
      }}
      onSelect={(key) => {
        if (key === LOGOUT_KEY) void leave();
        else {
          const link = LINKS[key];
          if (link && canOpen(link.path)) followLink(link.path, onNavigate);
        }
      }}
    >
      {!leaving && <AvatarImage src={avatarSrc} />}
      {!compact && <span>{name}</span>}
      <DownOutlined aria-hidden style={headerStyles.caret} />
    </HeaderMenu>
  );
}
