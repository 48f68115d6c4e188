/**
 * What a call declares about itself, so the one response pipeline knows which error-catalogue message to
 * show (`kind`), whether the loading overlay counts it, and whether it is a background poll.
 */

/**
 * list: reads data; ok:false → warning with the server message or "请求失败！".
 * update: changes data; "操作成功！" on success, the server message or "操作失败！" on failure.
 * silent: no messages for ok:false (the page shows the error next to a field).
 * unread: the unread-count poll; failure → "查询站内信未读数量错误".
 */
export type CallKind = 'list' | 'update' | 'silent' | 'unread';

export interface ScfRequestOptions {
  /** Default 'list'. */
  kind?: CallKind;
  /** Counted by the loading overlay; default true, false for background calls. */
  loading?: boolean;
  /** A poll the user did not ask for: sends `X-Scf-Background: 1`, so it never counts as activity. */
  background?: boolean;
  /** Sign and encrypt the request with SCF-SIGN-1 (docs/decisions/shared-request-signing.md). */
  encrypt?: boolean;
  /**
   * Default true. False leaves navigation out (background calls of the header): the error
   * still says where to go (`ApiError.redirectTo`), messages are shown and tokens cleared.
   * 'caller': the caller goes where the error says (the session guard), so a warning raised on
   * the way to login is kept for the login page instead of the page being left.
   */
  navigate?: boolean | 'caller';
  /** Internal: the token refresh call itself (never refreshed, never replayed). */
  isRefresh?: boolean;
}

export interface ResolvedOptions {
  kind: CallKind;
  loading: boolean;
  background: boolean;
  encrypt: boolean;
  navigate: boolean;
  /** The caller navigates as `ApiError.redirectTo` says (`navigate: 'caller'`). */
  callerNavigates: boolean;
  isRefresh: boolean;
}

const KINDS: readonly CallKind[] = ['list', 'update', 'silent', 'unread'];

/** Options with defaults applied; garbage fields fall back to the defaults. */
export function resolveOptions(o: unknown): ResolvedOptions {
  const r = (typeof o === 'object' && o !== null ? o : {}) as Record<string, unknown>;
  const kind = KINDS.includes(r.kind as CallKind) ? (r.kind as CallKind) : 'list';
  const background = r.background === true;
  const isRefresh = r.isRefresh === true;
  return {
    kind,
    background,
    loading: typeof r.loading === 'boolean' ? r.loading : !background && !isRefresh,
    encrypt: r.encrypt === true,
    navigate: r.navigate !== false && r.navigate !== 'caller',
    callerNavigates: r.navigate === 'caller',
    isRefresh,
  };
}
