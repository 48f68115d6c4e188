/**
 * What the header shows about the signed-in person: the account (name, avatar, current
 * company and its roles) and the companies they may switch to (docs/requirements.md#validation: status 1 and
 * isActive 1 only). The calls never move the user (`navigate: false`) and never show the
 * page-wide loading mask: the header is a guest on the page, on a foreign site especially.
 */
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { getAccountView, listAccountCompanies } from '../api/account.api';
import { listPermissions } from '../api/permission.api';
import type { AccountView, CompanyListItem } from '../api/types';
import { hasSession } from '../cookies/portal-cookies';
import { isExpiryDialogOpen } from '../session/expiry-state';
import { switchableCompanies } from '../format/companies';
import { listenBroadcast } from '../state/broadcast';
import { getState, subscribe as subscribeStore } from '../state/store';
import { isRecord } from '../util/guards';
import { useServerRender } from '../ssr/server-render.context';
import { hydrationSeed, type HeaderSeed } from '../ssr/signed-in-seed';
import { ACCOUNT_CHANGED_EVENT } from './layout-events';

export type HeaderAccountStatus = 'signed-out' | 'loading' | 'ready' | 'error';

export interface HeaderAccount {
  status: HeaderAccountStatus;
  account: AccountView | null;
  /** The companies the person can switch to, the current one included. */
  companies: CompanyListItem[];
  /** The enterprise role the session acts in, when the server says so. */
  currentCompRole: string | null;
  /**
   * The permission list, loaded here only where the session guard has not loaded it (an
   * element on another site); null inside the portal, or when it could not be loaded.
   */
  permissions: string[] | null;
  reload: () => void;
}

/**
 * Whether an access token cookie exists (docs/requirements.md#session), re-read when the client state changes
 * (the http pipeline resets it when it removes the tokens), when the tab regains focus and
 * when another tab logs out.
 */
function subscribeSession(onChange: () => void): () => void {
  const stopStore = subscribeStore(() => onChange());
  const stopBroadcast = listenBroadcast(() => onChange());
  window.addEventListener('focus', onChange);
  document.addEventListener('visibilitychange', onChange);
  return () => {
    stopStore();
    stopBroadcast();
    window.removeEventListener('focus', onChange);
    document.removeEventListener('visibilitychange', onChange);
  };
}

/**
 * Signed in, or the idle-expiry dialog is up: the session is over, but the page stays as it
 * was under the dialog (the account and its roles, not 登录) until 重新登录 is pressed.
 */
const signedInOrExpiring = (): boolean => hasSession() || isExpiryDialogOpen();

export function useSignedIn(): boolean {
  // A page rendered for a signed-in reader is signed in on the server and while it hydrates.
  const server = useServerRender();
  const signedInMarkup = server ? server.signedIn !== undefined : hydrationSeed() !== null;
  return useSyncExternalStore(subscribeSession, signedInOrExpiring, () => signedInMarkup);
}

/** The header's data of a page rendered for a signed-in reader (on the server, or hydrating it). */
export function useHeaderSeed(): HeaderSeed | null {
  const server = useServerRender();
  return server ? (server.signedIn?.header ?? null) : (hydrationSeed()?.header ?? null);
}

/** `currentCompRole` is not part of the documented answer yet; read it when a server sends it. */
export function currentRoleOf(account: unknown): string | null {
  return isRecord(account) && typeof account.currentCompRole === 'string' && account.currentCompRole !== ''
    ? account.currentCompRole
    : null;
}

export function useHeaderAccount(): HeaderAccount {
  const signedIn = useSignedIn();
  const seed = useHeaderSeed();
  const [generation, setGeneration] = useState(0);
  // Rendered on the server with the account: that is where the page starts (and the load below
  // refreshes it without passing through 'loading').
  const [state, setState] = useState<Omit<HeaderAccount, 'reload'>>(() =>
    seed
      ? {
          status: 'ready',
          account: seed.account,
          companies: seed.companies,
          currentCompRole: seed.currentCompRole,
          permissions: null,
        }
      : {
          status: signedIn ? 'loading' : 'signed-out',
          account: null,
          companies: [],
          currentCompRole: null,
          permissions: null,
        },
  );
  const reload = useCallback(() => setGeneration((g) => g + 1), []);

  useEffect(() => {
    if (!signedIn) {
      setState({ status: 'signed-out', account: null, companies: [], currentCompRole: null, permissions: null });
      return undefined;
    }
    const controller = new AbortController();
    const opts = { signal: controller.signal, navigate: false, loading: false };
    setState((s) => ({ ...s, status: s.account ? s.status : 'loading' }));
    // The avatar menu offers only pages the permission list allows; inside the portal the
    // guard has it in the store already.
    // Entries that are not strings are ignored by the check (shared's `permits`).
    const permissions = getState().authed
      ? null
      : listPermissions(opts)
          .then((list) => list.map((e) => e.resUri))
          .catch(() => null);
    Promise.all([getAccountView(opts), listAccountCompanies(opts).catch(() => [] as CompanyListItem[]), permissions])
      .then(([account, companies, perms]) => {
        if (controller.signal.aborted) return;
        setState({
          status: 'ready',
          account,
          companies: switchableCompanies<CompanyListItem>(companies),
          currentCompRole: currentRoleOf(account),
          permissions: perms,
        });
      })
      .catch(() => {
        // The shared pipeline already told the user; an ended session flips `signedIn` instead.
        if (!controller.signal.aborted) setState((s) => ({ ...s, status: 'error' }));
      });
    // A company switched in another tab changes what this header must show.
    const stopBroadcast = listenBroadcast((m) => {
      if (m.type === 'company-switch') reload();
    });
    // A page changed the avatar, name, mobile or e-mail: show the new ones.
    window.addEventListener(ACCOUNT_CHANGED_EVENT, reload);
    return () => {
      controller.abort();
      stopBroadcast();
      window.removeEventListener(ACCOUNT_CHANGED_EVENT, reload);
    };
  }, [signedIn, generation, reload]);

  return { ...state, reload };
}
