/**
 * @scf/shared: the one client library, loaded once through the import map. Parcels and
 * elements import from here and nowhere else for the portal's rules (routes, session, client
 * state, input rules, error catalogue: docs/requirements.md).
 * This entry is the core: rules, state, http, crypto, no antd at run time, so the root
 * config and a page's first paint do not wait for UI code they may not render. The other
 * entries on the map hold the React components on antd and the heavier helpers (each listed
 * in docs/decisions/0003-shared-entries.md): `@scf/shared/ui` (provider, skip link, parcel
 * wrapper), `/forms` (inputs, sign-in kit, form errors), `/list` (list pages), `/wizard`,
 * `/date-picker`, `/sanitize` and `/layout` (header, message sidebar, service widget).
 * Importing it has no side effects: everything that listens, stores or renders starts in an
 * explicit call (`startClientState`, `startInactivityWatch`, `<PortalProvider>`).
 */
export * from './routes/route-table';
export * from './routes/match-route';
export * from './routes/route-pages';
export * from './routes/invite-link';
export {
  definePages,
  RoutePage,
  currentPageKey,
  type PageRegistry,
  type PageSource,
  type PageLoader,
  type PageModule,
  type RoutePageProps,
} from './navigation/route-page.component';
export { pagesFromFiles } from './navigation/page-files';

// Server rendering (the same tree on the server and, hydrated, in the browser)
export { ServerRenderContext, useServerRender, type ServerRender, type ServerData } from './ssr/server-render.context';
export { pageData, serialisePageData, PAGE_DATA_ID } from './ssr/page-data';
export { useClientValue, useHydrated } from './ssr/use-client-value.hook';
export { PageHydrated } from './ssr/page-hydrated.component';
export {
  PRODUCT_MARKUP_KEY,
  PRODUCT_SSR_ATTRIBUTE,
  productIdPrefix,
  useProductMarkup,
  type ProductMarkup,
  type ProductMarkupNote,
} from './ssr/product-markup';
export {
  SIGNED_IN_SEED_KEY,
  beginHydration,
  endHydration,
  isHydrating,
  pageSignedInSeed,
  hydrationSeed,
  type SignedInSeed,
  type HeaderSeed,
} from './ssr/signed-in-seed';
export {
  SSR_ATTRIBUTE,
  VIEWPORT_ATTRIBUTE,
  containerId,
  appContainer,
  hasServerMarkup,
  removeStaleServerMarkup,
  renderedViewport,
} from './ssr/ssr-container';

// Navigation
export {
  navigate,
  configureNavigation,
  currentUrl,
  currentPathname,
  loginUrl,
  newPasswordUrl,
  safeRedirectTarget,
  goToLogin,
  toSameOriginPath,
  type NavigationHandler,
} from './navigation/navigate';
export { signalNavigationIntent, onNavigationIntent } from './navigation/navigation-intent';
export {
  useRoute,
  useAppRoute,
  getCurrentRoute,
  subscribeRoute,
  routeOf,
  type CurrentRoute,
} from './navigation/use-route.hook';

// HTTP
export {
  encryptPassword,
  encryptSecret,
  loadHttp,
  prepareRequests,
  type CallOptions,
  type CallInput,
  type Query,
} from './http/client';
export { API_BASE, REQUEST_TIMEOUT_MS, apiBase, configureHttp } from './http/api-base';
export { ApiError, isApiError, errorMessage, type ApiErrorKind, type RedirectTarget } from './http/api-error';
export type { CallKind, ScfRequestOptions } from './http/request-options';
export {
  decideResponse,
  MSG as HTTP_MESSAGES,
  ACCESS_TOKEN_EXPIRED,
  type Decision,
  type Effects,
  type ResponseFacts,
} from './http/catalogue';
export { beginLoading, getLoadingCount, isLoading, subscribeLoading, LOADING_TEXT } from './http/loading';
export {
  whenReachable,
  reportOutage,
  isTransientError,
  outageText,
  createReachability,
  OUTAGE_TEXT,
  OUTAGE_OVER_TEXT,
  type Reachability,
  type ReachabilityDeps,
} from './http/reachability';

// Loading a page's data
export { useRequest, clearRequestCache, LOAD_FAILED_TEXT } from './data/use-request.hook';
export type { RequestState, RequestResult, RequestOptions, CacheOptions } from './data/use-request.hook';
export { usePageRequest } from './data/use-request.hook';
export {
  definePageRequest,
  cancelPageRequests,
  AHEAD_MAX_AGE_MS,
  type PageRequest,
  type PageRequestSpec,
  type AheadRequest,
  type PageCall,
} from './data/page-request';
export { useAction, type Action, type ActionOptions, type ActionQuestion } from './data/use-action.hook';

// Notifications
export {
  registerNotifier,
  activeNotifier,
  showMessage,
  showAlert,
  showConfirm,
  showNotice,
  MESSAGE_DURATION_MS,
  type Notifier,
  type MessageLevel,
  type MessageOptions,
  type AlertOptions,
  type ConfirmOptions,
  type NoticeOptions,
  type NoticeHandle,
} from './notify/notifier';
export { flashMessage, showFlashMessage } from './notify/flash-message';
export { createDeferredNotifier, type DeferredNotifier } from './notify/deferred-notifier';
export { isExpiryDialogOpen } from './session/expiry-state';

// Typed API calls
export * from './api/index';

// Crypto
export { aesEncrypt, DEFAULT_AES_KEY, DEFAULT_AES_IV } from './crypto/aes';
export { randomKey, KEY_ALPHABET } from './crypto/random-key';
export { rsaEncrypt, CryptoUnavailableError } from './crypto/rsa';
export { hmacSha256Hex } from './crypto/hmac';

// Cookies
export { configureCookies, getCookie, setCookie, removeCookie, parseCookies } from './cookies/cookies';
export {
  COOKIE,
  TOKEN_COOKIE_MAX_AGE_S,
  getAccessToken,
  hasSession,
  setTokens,
  removeAccessToken,
  removeTokens,
  getLastActivity,
  setLastActivity,
} from './cookies/portal-cookies';

// Client state
export { isWizardTicket, wizardSlot, ticketSlot, type WizardSlot } from './state/wizard-session';
export { isRecord } from './util/guards';
export { afterNextPaint } from './util/after-next-paint';
export { getState, setState, subscribe } from './state/store';
export { useStore } from './state/use-store.hook';
export {
  defaultState,
  sanitizeState,
  DEFAULT_SIDEBAR_MODE,
  type PortalState,
  type SidebarMode,
  type CachedAuthProducts,
} from './state/portal-state';
export {
  ensureBrowserId,
  setCompInfo,
  setPermissions,
  setMenus,
  setComps,
  setCacheAuthProducts,
  setRsaKeys,
  clearProductContext,
  resetSession,
  setSidebarMode,
  setThemeColor,
  setSidebarOpened,
  toggleSidebar,
  viewportBecameMobile,
} from './state/actions';
export { startClientState, defaultBroadcastReaction, type StartStateOptions } from './state/start-state';
export { broadcast, listenBroadcast, type PortalBroadcast } from './state/broadcast';
export { saveState, restoreState } from './state/persistence';
export { LIST_PAGE_KEYS, clearListPageStates, type ListPageKey } from './state/list-page-store';
export {
  PAGE_SIZES,
  DEFAULT_PAGE_SIZE,
  validPaging,
  pagedListInitial,
  readPagedListState,
  checkedPaging,
  type Paging,
} from './state/paged-list-state';

// Session
export {
  guardNavigation,
  createGuard,
  NAVIGATION_ERROR_MESSAGE,
  type GuardResult,
  type GuardDeps,
} from './session/guard';
export {
  planNavigation,
  productCodeOf,
  isProductContextChange,
  type GuardPlan,
  type GuardFacts,
} from './session/guard-rules';
export { startInactivityWatch, IDLE_TEXT, type InactivityOptions } from './session/inactivity';
export { idleStatus, isIdleExempt, IDLE_LIMIT_MS, IDLE_WARNING_MS } from './session/inactivity-rules';
export {
  establishSession,
  switchCompany,
  logout,
  companySwitchQuestion,
  type SwitchTarget,
  type SwitchOptions,
} from './session/establish-session';
export {
  getSessionUsername,
  setSessionUsername,
  forgetSessionUsername,
  getRememberedAccount,
  rememberAccount,
  forgetRememberedAccount,
  SESSION_USERNAME_KEY,
  REMEMBERED_ACCOUNT_KEY,
} from './session/remembered-username';
export { endSession, switchContext, type EndReason } from './session/end-session';
export { sessionGeneration, sessionSignal, cancelSessionRequests } from './session/session-generation';

// Access
export {
  can,
  permits,
  ABILITIES,
  ACCESS_REASONS,
  type Ability,
  type AccessSession,
  type AccessResult,
} from './access/can';
export { useCan, useCanOpen, accessSessionOf } from './access/use-access.hook';

// Formatters and rules
export { maskPhone, PHONE_MASK } from './format/phone';
export { chinaClock } from './format/china-time';
export { formatMoney, MONEY_PLACEHOLDER } from './format/money';
export {
  amountInWords,
  fenToYuan,
  typedYuanToFen,
  yuanToFen,
  VOUCHER_MAX_FEN,
  VOUCHER_MIN_FEN,
  YUAN_PATTERN,
} from './format/fen';
export {
  BILL,
  ENDORSE,
  holdsProductRole,
  mayVoucher,
  VOUCHER_ABILITIES,
  type ProductRoles,
  type VoucherAbility,
} from './access/voucher-abilities';
export { BILL_BASE_PATH, ENDORSE_BASE_PATH, transferDetailPath, voucherDetailPath } from './routes/voucher-links';
export { padDocNumber, DOC_NUMBER_WIDTH } from './format/doc-number';
export {
  statusColorClass,
  statusClassName,
  statusColor,
  STATUS_COLOR_CLASSES,
  STATUS_CLASS_COLORS,
  type StatusColorClass,
} from './format/status-colour';
export {
  roleLabel,
  roleLabels,
  roleCodes,
  parseRoleCode,
  isDisplayedRole,
  employeeRolesFor,
  companyRolesFor,
  roleOptions,
  EMPLOYEE_ROLE_LABELS,
  COMPANY_ROLE_LABELS,
  HIDDEN_ROLE,
  ADMIN_ROLE,
  ROLE_LABEL_PLACEHOLDER,
  PRODUCT_NAME_PLACEHOLDER,
} from './format/roles';
export { switchableCompanies, isSwitchableCompany } from './format/companies';
export { stripWhitespace, hasWhitespace } from './format/whitespace';
export * from './format/validators';
export {
  ACCOUNT_STATUS,
  ACTIVE,
  CERT,
  CERT_NAMES,
  INVITATION,
  INVITATION_NAMES,
  INVITATION_STATUSES,
  isInvitationStatus,
  isOpenInvitation,
  PERMIT,
  PERMIT_NAMES,
  READ,
  VOUCHER,
  VOUCHER_APP,
  VOUCHER_APP_KINDS,
  VOUCHER_APP_NAMES,
  VOUCHER_APP_STATUSES,
  VOUCHER_HELD_STATUSES,
  VOUCHER_NAMES,
  VOUCHER_STATUSES,
  isVoucherStatus,
} from './rules/status-codes';
export type { InvitationStatus, VoucherAppKind, VoucherAppStatus, VoucherStatus } from './rules/status-codes';
// Credit lines (CREDIT) and settlement (SETTLE): the rules their pages show, from the modules the server applies
export { CREDIT_LINE, CREDIT_LINE_NAMES } from './rules/status-codes';
export type { CreditLineStatus } from './rules/status-codes';
export { CREDIT_AMOUNT_FEN, CREDIT_MAX_VOUCHER_DAYS, CREDIT_ROLES, CREDIT_TERM_MONTHS } from './rules/credit-line';
export { LINE_YUAN_PATTERN, lineYuanToFen } from './format/fen';
export { BANK_REF, BANK_REF_MESSAGE, SETTLE_ROLES, SETTLE_WINDOW_DAYS } from './rules/settlement';
export {
  mobileRule,
  emailRule,
  passwordRule,
  usccRule,
  smsCodeRule,
  captchaRule,
  requiredRule,
  textRule,
  idNumberRule,
  comparedWith,
} from './format/form-rules';
// 保理融资 (ZNX): its statuses and the money of a financing, the rules the server decides with
export { ZNX_APP, ZNX_APP_NAMES, ZNX_LIVE_STATUSES } from './rules/status-codes';
export type { ZnxAppStatus } from './rules/status-codes';
export {
  BP,
  formatBp,
  parsePercent,
  quoteFinancing,
  termsRefusal,
  TERM_LIMITS,
  ZNX_REVIEW_STEP,
  ZNX_ROLES,
  type FinancingQuote,
  type FinancingTerms,
  type ZnxAction,
} from './rules/financing';
export { chinaDate, daysBetween, isIsoDate } from './rules/calendar';

// Theme, confirmation and list-page state: no antd at run time (types only)
export { confirm, CONFIRM_TITLE } from './ui/confirm';
export { tabIndexAfterKey } from './ui/tab-keys';
export { useListPageState } from './ui/use-list-page-state.hook';
export { readJson, writeJson, removeItem } from './util/safe-storage';
export { portalTheme, accessibleThemeColor } from './ui/theme';
export { DEFAULT_THEME_COLOR, THEME_COLOUR_CHOICES } from './ui/theme-palette';
export { THEME, themeVar, themeMix, themeVarName, type ThemeVarName } from './ui/theme-vars';
export { contrastRatio } from './ui/contrast';

// Layout helpers without antd (the components are in `@scf/shared/layout`)
export * from './layout/layout-links';
export * from './layout/layout-url';
export * from './layout/layout-navigation';
export * from './layout/header-parts';
export * from './layout/service-widget-defaults';
export * from './layout/service-widget-fold';
export * from './layout/use-header-account.hook';
export * from './layout/use-unread-count.hook';
export * from './layout/layout-events';
export * from './layout/use-media-query.hook';
export * from './layout/breakpoint';
export * from './layout/use-slide-in.hook';

// The seconds left of a wait (SMS resend, throttled login): sign-in forms and the centre's modals
export { useCountdown, type Countdown } from './sign-in/hooks/use-countdown.hook';
