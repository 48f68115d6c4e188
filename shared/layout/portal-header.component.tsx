/**
 * The portal header (docs/requirements.md#layout) for a signed-in employee: product-centre and account
 * management links, company dropdown, enterprise-role dropdown (hidden in the CRM product),
 * home icon, the notice bell (inbox icon with the unread badge and a popup of the latest
 * unread messages), avatar menu. The centre renders it as a React
 * component; `<scf-header>` wraps it for other sites. Signed out, it offers the login page.
 * Under 992 px it fits a phone (390 px and narrower): the product-centre, account and home
 * links move into one 导航菜单 button, and the company and role dropdowns show their icons
 * only (their names stay in the accessible names and tooltips).
 */
import type { CSSProperties, ReactNode } from 'react';
import { Button, theme } from 'antd';
import { AppstoreOutlined, HomeOutlined, MenuUnfoldOutlined, UserOutlined } from '@ant-design/icons';
import { fileDownloadUrl } from '../api/file.api';
import { PRODUCT_CODE_CRM, PRODUCT_CODE_EC, SITE_TITLE } from '../routes/route-table';
import { HeaderCompanySwitch, type CompanyChangeDetail } from './header-company-switch.component';
import { HeaderMenu, type HeaderMenuItem } from './header-menu.component';
import { HeaderNoticeBell } from './header-notice-bell.component';
import { HEADER_PARTS, type HeaderPart } from './header-parts';
import { HeaderRoleSwitch, type RoleChangeDetail } from './header-role-switch.component';
import { HEADER_BAR_RULES, HEADER_HEIGHT_PX, HEADER_TEXT_COLOUR, VISUALLY_HIDDEN } from './header-theme';
import { HeaderUserMenu } from './header-user-menu.component';
import { LAYOUT_PATHS } from './layout-links';
import { followLink, linkClick, type NavigateHandler } from './layout-navigation';
import { portalHref } from './layout-url';
import { useMediaQuery } from './use-media-query.hook';
import { MOBILE_MEDIA_QUERY } from './breakpoint';
import { useHeaderAccount } from './use-header-account.hook';
import { useUnreadCount } from './use-unread-count.hook';

export type { CompanyChangeDetail } from './header-company-switch.component';
export type { RoleChangeDetail } from './header-role-switch.component';

export interface PortalHeaderProps {
  /** The product the page belongs to (default EC); the role dropdown is hidden in CRM (docs/requirements.md#layout). */
  productCode?: string;
  /** Which parts to show (default: all of HEADER_PARTS). */
  show?: readonly HeaderPart[];
  /** Origin (and path prefix) of the portal for links; '' inside the portal. */
  portalBase?: string;
  /** Follows a link to a portal path (default: shared's navigate, no page reload). */
  onNavigate?: NavigateHandler;
  /** The user confirmed 退出登录; returning false keeps the session (the caller logs out itself). */
  // biome-ignore lint/suspicious/noConfusingVoidType: returning nothing means "go on"; only an explicit false stops.
  onLogout?: () => boolean | void;
  /** A company switch stored its new tokens; the page loads again right after. */
  onCompanyChange?: (detail: CompanyChangeDetail) => void;
  /** An enterprise-role switch stored its new tokens; the page loads again right after. */
  onRoleChange?: (detail: RoleChangeDetail) => void;
  /**
   * Path loaded after a company switch (default: the product centre,
   * docs/requirements.md#session); a function is read at the switch.
   */
  companySwitchRedirect?: string | (() => string);
  /** Path loaded after a role switch (default: the current page); a function is read at the switch. */
  roleSwitchRedirect?: string | (() => string);
  /** Extra content between the links and the tools (e.g. the centre's top menu). */
  children?: ReactNode;
}

/** The current page (path, query and hash): reloading it is "reloading the product page". */
export function currentPagePath(): string {
  return typeof window === 'undefined' ? '/' : window.location.pathname + window.location.search + window.location.hash;
}

/**
 * The links that share one menu on a phone, in the order of the wide header. Icons are ones
 * the embeddable bundle carries anyway (its budget is 220 KB gzip): a person for 账户管理,
 * the avatar's fallback, rather than a gear that would also suggest settings.
 */
const NAV_LINKS: readonly { part: HeaderPart; label: string; path: string; icon: React.ReactNode }[] = [
  {
    part: 'product-centre',
    label: '产品中心',
    path: LAYOUT_PATHS.productCentre,
    icon: <AppstoreOutlined aria-hidden />,
  },
  { part: 'account', label: '账户管理', path: LAYOUT_PATHS.accountList, icon: <UserOutlined aria-hidden /> },
  { part: 'home', label: '首页', path: LAYOUT_PATHS.home, icon: <HomeOutlined aria-hidden /> },
];

/** A small mark drawn in SVG so the header needs no image file (decorative: the title names it). */
function BrandMark(): React.JSX.Element {
  return (
    <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden focusable="false">
      <rect x="1" y="1" width="26" height="26" rx="6" fill="none" stroke="currentColor" strokeWidth="2" />
      <path
        d="M8 17l6-6 6 6M8 12l6-6 6 6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        transform="translate(0 3)"
      />
    </svg>
  );
}

export function PortalHeader(props: PortalHeaderProps): React.JSX.Element {
  const {
    productCode = PRODUCT_CODE_EC,
    show = HEADER_PARTS,
    portalBase = '',
    onNavigate,
    onLogout,
    onCompanyChange,
    onRoleChange,
    companySwitchRedirect,
    roleSwitchRedirect,
    children,
  } = props;
  const { token } = theme.useToken();
  const compact = useMediaQuery(MOBILE_MEDIA_QUERY);
  const header = useHeaderAccount();
  const account = header.account;
  const unread = useUnreadCount(show.includes('inbox') ? (account?.compCode ?? null) : null);
  const visible = (part: HeaderPart): boolean => show.includes(part);
  const href = (path: string): string => portalHref(portalBase, path);

  const styles = {
    bar: {
      boxSizing: 'border-box',
      display: 'flex',
      alignItems: 'center',
      gap: compact ? 4 : 8,
      height: HEADER_HEIGHT_PX,
      padding: compact ? '0 8px' : '0 24px',
      background: token.colorPrimary,
      color: HEADER_TEXT_COLOUR,
      fontFamily: token.fontFamily,
      fontSize: token.fontSize,
      lineHeight: token.lineHeight,
      overflow: 'hidden',
    },
    brand: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: 10,
      marginInlineEnd: compact ? 4 : 16,
      color: HEADER_TEXT_COLOUR,
      fontSize: compact ? token.fontSize : token.fontSizeLG + 2,
      fontWeight: 600,
      textDecoration: 'none',
      whiteSpace: 'nowrap',
    },
    nav: { display: 'flex', alignItems: 'center', gap: 4 },
    middle: { flex: 1, minWidth: 0, display: 'flex', alignItems: 'center' },
    tools: { display: 'flex', alignItems: 'center', gap: compact ? 0 : 4, whiteSpace: 'nowrap' },
    status: { color: HEADER_TEXT_COLOUR, paddingInline: 8 },
    srOnly: VISUALLY_HIDDEN,
  } satisfies Record<string, CSSProperties>;

  const signedIn = header.status !== 'signed-out';
  const showRole = visible('role') && productCode !== PRODUCT_CODE_CRM;
  const links = NAV_LINKS.filter((l) => visible(l.part));
  const navItems: HeaderMenuItem[] = links.map((l) => ({ key: l.path, label: l.label, icon: l.icon }));
  // Wide: product centre and account as text links; home is an icon among the tools.
  const wideLinks = links.filter((l) => l.part !== 'home');

  return (
    <header style={styles.bar} data-scf-header={header.status}>
      <style>{HEADER_BAR_RULES}</style>
      {visible('brand') && (
        <a
          href={href(LAYOUT_PATHS.home)}
          onClick={linkClick(LAYOUT_PATHS.home, onNavigate)}
          style={styles.brand}
          aria-label={compact ? SITE_TITLE : undefined}
        >
          <BrandMark />
          {!compact && <span>{SITE_TITLE}</span>}
        </a>
      )}
      {signedIn && compact && navItems.length > 0 && (
        <nav aria-label="主导航" style={styles.nav}>
          <HeaderMenu
            compact
            label="导航菜单"
            menuLabel="导航菜单"
            title="导航菜单"
            items={navItems}
            onSelect={(path) => followLink(path, onNavigate)}
          >
            {/* The icon of the centre's 菜单 button and the sidebar's (already in the embeddable bundle). */}
            <MenuUnfoldOutlined aria-hidden />
          </HeaderMenu>
        </nav>
      )}
      {signedIn && !compact && wideLinks.length > 0 && (
        <nav aria-label="主导航" style={styles.nav}>
          {wideLinks.map((l) => (
            <Button key={l.part} type="text" href={href(l.path)} onClick={linkClick(l.path, onNavigate)} icon={l.icon}>
              {l.label}
            </Button>
          ))}
        </nav>
      )}
      <div style={styles.middle}>{children}</div>
      <div style={styles.tools}>
        {header.status === 'signed-out' && (
          <Button type="text" href={href(LAYOUT_PATHS.login)} onClick={linkClick(LAYOUT_PATHS.login, onNavigate)}>
            登录
          </Button>
        )}
        {header.status === 'loading' && (
          <span role="status" style={styles.status}>
            正在加载账户信息…
          </span>
        )}
        {header.status === 'error' && (
          <Button type="text" onClick={header.reload}>
            账户信息加载失败，重试
          </Button>
        )}
        {header.status === 'ready' && account && (
          <>
            {visible('company') && (
              <HeaderCompanySwitch
                companies={header.companies}
                currentCompCode={account.compCode}
                currentCompName={account.compName}
                compact={compact}
                redirect={companySwitchRedirect}
                onChanged={onCompanyChange}
              />
            )}
            {showRole && (
              <HeaderRoleSwitch
                productCode={productCode}
                compRoles={account.compRole}
                currentCompRole={header.currentCompRole}
                redirect={roleSwitchRedirect ?? currentPagePath}
                onChanged={onRoleChange}
                compact={compact}
              />
            )}
          </>
        )}
        {signedIn && !compact && visible('home') && (
          <Button
            type="text"
            href={href(LAYOUT_PATHS.home)}
            onClick={linkClick(LAYOUT_PATHS.home, onNavigate)}
            icon={<HomeOutlined aria-hidden />}
            aria-label="首页"
            title="首页"
          />
        )}
        {signedIn && visible('inbox') && <HeaderNoticeBell unread={unread} href={href} onNavigate={onNavigate} />}
        {signedIn && visible('inbox') && (
          <span role="status" style={styles.srOnly}>
            {unread ? `您有 ${unread} 条未读站内信` : ''}
          </span>
        )}
        {header.status === 'ready' && account && visible('avatar') && (
          <HeaderUserMenu
            userName={account.userName}
            avatarSrc={fileDownloadUrl(account.photoFileToken)}
            compact={compact}
            onNavigate={onNavigate}
            onLogout={onLogout}
            permissions={header.permissions}
          />
        )}
      </div>
    </header>
  );
}
