/**
 * The portal header of spec §2 for a signed-in employee: product-centre and account
 * management links, company dropdown, enterprise-role dropdown (hidden in the CRM product),
 * home icon, inbox icon with the unread badge, avatar menu. The centre renders it as a React
 * component; `<scf-header>` wraps it for other sites. Signed out, it offers the login page.
 */
import type { CSSProperties, ReactNode } from 'react';
import { Button, ConfigProvider, theme } from 'antd';
import { AppstoreOutlined, BellOutlined, HomeOutlined, SettingOutlined } from '@ant-design/icons';
import { fileDownloadUrl } from '../api/file.api';
import { PRODUCT_CODE_CRM, PRODUCT_CODE_EC, SITE_TITLE } from '../routes/route-table';
import { HeaderCompanySwitch, type CompanyChangeDetail } from './header-company-switch.component';
import { HEADER_PARTS, type HeaderPart } from './header-parts';
import { HeaderRoleSwitch, type RoleChangeDetail } from './header-role-switch.component';
import { HEADER_HEIGHT_PX, HEADER_TEXT_COLOUR, headerBarTheme } from './header-theme';
import { HeaderUserMenu } from './header-user-menu.component';
import { LAYOUT_PATHS } from './layout-links';
import { linkClick, type NavigateHandler } from './layout-navigation';
import { portalHref } from './layout-url';
import { MOBILE_MEDIA_QUERY, useMediaQuery } from './use-media-query.hook';
import { useHeaderAccount } from './use-header-account.hook';
import { useUnreadCount } from './use-unread-count.hook';

export type { CompanyChangeDetail } from './header-company-switch.component';
export type { RoleChangeDetail } from './header-role-switch.component';

export interface PortalHeaderProps {
  /** The product the page belongs to (default EC); the role dropdown is hidden in CRM (spec §2). */
  productCode?: string;
  /** Which parts to show (default: all of HEADER_PARTS). */
  show?: readonly HeaderPart[];
  /** Origin (and path prefix) of the portal for links; '' inside the portal. */
  portalBase?: string;
  /** Follows a link to a portal path (default: shared's navigate, no page reload). */
  onNavigate?: NavigateHandler;
  /** The user confirmed 退出登录; returning false keeps the session (the caller logs out itself). */
  onLogout?: () => boolean | void;
  /** A company switch stored its new tokens; the page loads again right after. */
  onCompanyChange?: (detail: CompanyChangeDetail) => void;
  /** An enterprise-role switch stored its new tokens; the page loads again right after. */
  onRoleChange?: (detail: RoleChangeDetail) => void;
  /** Path loaded after a company switch (default: the product centre, spec §4); a function is read at the switch. */
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

/** A small mark drawn in SVG so the header needs no image file (decorative: the title names it). */
function BrandMark(): React.JSX.Element {
  return (
    <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden focusable="false">
      <rect x="1" y="1" width="26" height="26" rx="6" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M8 17l6-6 6 6M8 12l6-6 6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" transform="translate(0 3)" />
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
    inbox: { position: 'relative', display: 'inline-flex' },
    // The unread badge: white on the error red (#cf1322, 5.57:1), ringed so it reads on the bar.
    badge: {
      position: 'absolute',
      top: 0,
      insetInlineEnd: -8,
      minWidth: 18,
      height: 18,
      padding: '0 5px',
      borderRadius: 9,
      background: token.colorError,
      boxShadow: `0 0 0 1px ${HEADER_TEXT_COLOUR}`,
      color: HEADER_TEXT_COLOUR,
      fontSize: 12,
      lineHeight: '18px',
      textAlign: 'center',
      pointerEvents: 'none',
    },
    srOnly: { position: 'absolute', width: 1, height: 1, margin: -1, padding: 0, overflow: 'hidden', clip: 'rect(0 0 0 0)', border: 0, whiteSpace: 'nowrap' },
  } satisfies Record<string, CSSProperties>;

  const signedIn = header.status !== 'signed-out';
  const showRole = visible('role') && productCode !== PRODUCT_CODE_CRM;

  return (
    <ConfigProvider theme={headerBarTheme}>
      <header style={styles.bar} data-scf-header={header.status}>
        {visible('brand') && (
          <a href={href(LAYOUT_PATHS.home)} onClick={linkClick(LAYOUT_PATHS.home, onNavigate)} style={styles.brand} aria-label={compact ? SITE_TITLE : undefined}>
            <BrandMark />
            {!compact && <span>{SITE_TITLE}</span>}
          </a>
        )}
        {signedIn && (visible('product-centre') || visible('account')) && (
          <nav aria-label="主导航" style={styles.nav}>
            {visible('product-centre') && (
              <Button type="text" href={href(LAYOUT_PATHS.productCentre)} onClick={linkClick(LAYOUT_PATHS.productCentre, onNavigate)} icon={<AppstoreOutlined aria-hidden />} aria-label={compact ? '产品中心' : undefined}>
                {compact ? null : '产品中心'}
              </Button>
            )}
            {visible('account') && (
              <Button type="text" href={href(LAYOUT_PATHS.accountList)} onClick={linkClick(LAYOUT_PATHS.accountList, onNavigate)} icon={<SettingOutlined aria-hidden />} aria-label={compact ? '账户管理' : undefined}>
                {compact ? null : '账户管理'}
              </Button>
            )}
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
                />
              )}
            </>
          )}
          {signedIn && visible('home') && (
            <Button type="text" href={href(LAYOUT_PATHS.home)} onClick={linkClick(LAYOUT_PATHS.home, onNavigate)} icon={<HomeOutlined aria-hidden />} aria-label="首页" title="首页" />
          )}
          {signedIn && visible('inbox') && (
            <span style={styles.inbox}>
              <Button
                type="text"
                href={href(LAYOUT_PATHS.messages)}
                onClick={linkClick(LAYOUT_PATHS.messages, onNavigate)}
                icon={<BellOutlined aria-hidden />}
                aria-label={unread ? `站内信，${unread} 条未读` : '站内信'}
                title="站内信"
              />
              {unread ? (
                <span aria-hidden style={styles.badge} data-scf-unread={unread}>
                  {unread > 99 ? '99+' : unread}
                </span>
              ) : null}
            </span>
          )}
          {signedIn && visible('inbox') && (
            <span role="status" style={styles.srOnly}>
              {unread ? `您有 ${unread} 条未读站内信` : ''}
            </span>
          )}
          {header.status === 'ready' && account && visible('avatar') && (
            <HeaderUserMenu userName={account.userName} avatarSrc={fileDownloadUrl(account.photoFileToken)} compact={compact} onNavigate={onNavigate} onLogout={onLogout} />
          )}
        </div>
      </header>
    </ConfigProvider>
  );
}
