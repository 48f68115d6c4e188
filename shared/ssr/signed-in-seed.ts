/**
 * What a page rendered for a signed-in reader was rendered with, beyond the answers of its
 * requests: the client state (company info, permissions, menus, layout preferences) and what
 * the header shows (the account, the companies, the unread count). The server puts it into the
 * page's data block under `SIGNED_IN_SEED_KEY`; the browser renders its first (hydrating) pass
 * from it, so the markup matches, then goes on from its own state.
 *
 * It is read only while a server-rendered application is being hydrated (`beginHydration`,
 * called by defineParcel's mount, … `endHydration`): a later render, another page or another
 * person after a switch never starts from it.
 */
import type { AccountView, CompanyListItem, PermissionEntry } from '../api/types';
import type { PortalState } from '../state/portal-state';
import { isRecord } from '../util/guards';
import { pageData } from './page-data';

export const SIGNED_IN_SEED_KEY = 'scf:signed-in';

/** The header's data, as `useHeaderAccount` and `useUnreadCount` hold them once loaded. */
export interface HeaderSeed {
  account: AccountView;
  companies: CompanyListItem[];
  currentCompRole: string | null;
  /** The unread count of `compCode`, null when it could not be read. */
  unread: number | null;
  compCode: string;
}

export interface SignedInSeed {
  /** The client state the page was rendered with (the fields a signed-in page reads). */
  state: Pick<
    PortalState,
    'compInfo' | 'auth' | 'menus' | 'authed' | 'sidebarMode' | 'themeColor' | 'sidebarOpened' | 'cacheAuthProducts'
  >;
  /** The product context the state belongs to, and the permission list as the server sent it. */
  productCode: string;
  permissions: PermissionEntry[];
  header: HeaderSeed | null;
}

let hydrating = false;

/** The path and query of the page when the latest hydration began (null before any). */
let hydratedHref: string | null = null;

/**
 * A server-rendered application starts hydrating. It ends when the page of the route has been
 * hydrated (`RoutePage` commits it: React hydrates that Suspense boundary after the application's
 * own mount has finished), when the mount fails, or at the next navigation, whichever is first.
 */
export function beginHydration(): void {
  hydrating = true;
  if (typeof window !== 'undefined') {
    hydratedHref = window.location.pathname + window.location.search;
    window.addEventListener('single-spa:before-routing-event', endHydration, { once: true });
  }
}

/**
 * The address the server rendered the markup being hydrated for: where the page was when its
 * hydration began. React hydrates in slices, and a tap meanwhile may move the URL (a menu entry
 * is a link); what React compares with the markup must stay what the server saw.
 */
export function hydratedLocation(): string | null {
  return hydratedHref;
}

const onHydrated = new Set<() => void>();

export function endHydration(): void {
  hydrating = false;
  const waiting = [...onHydrated];
  onHydrated.clear();
  for (const run of waiting) run();
}

/**
 * Runs `run` once the hydration in progress has ended (at once when none is): the page's piece is
 * hydrated after the application's root, so a root's own commit is too early for what needs the
 * page live (the hand-over of what the reader typed before the code came). Returns a cancel.
 */
export function whenHydrated(run: () => void): () => void {
  if (!hydrating) {
    run();
    return () => undefined;
  }
  onHydrated.add(run);
  return () => onHydrated.delete(run);
}

/** Whether an application is hydrating server markup right now (the first render must match it). */
export function isHydrating(): boolean {
  return hydrating;
}

const isSeed = (v: unknown): v is SignedInSeed =>
  isRecord(v) && isRecord(v.state) && typeof v.productCode === 'string' && Array.isArray(v.permissions);

/** The seed of this page, whether hydrating or not (the root config reads it once at start). */
export function pageSignedInSeed(): SignedInSeed | null {
  const seed = pageData()[SIGNED_IN_SEED_KEY];
  return isSeed(seed) ? seed : null;
}

/** The seed while a server-rendered application hydrates, else null. */
export function hydrationSeed(): SignedInSeed | null {
  return isHydrating() ? pageSignedInSeed() : null;
}
