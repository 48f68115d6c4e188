/**
 * What every route can reach: the database, configuration, clock and the shared services,
 * plus the typing of the request's auth context and the route config flags.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/db';
import type { Clock } from './time';
import type { Static } from 'typebox';
import type { EmpRoleItem } from './schemas';
import type { KeyService } from '../infra/keys/keys.service';
import type { Senders } from '../infra/senders/senders';
import type { WorkQueue } from './work-queue';
import type { HotCache } from '../features/session/hot-cache';
import type { LiveImportMap } from '../features/deploy/live-importmap';
import type { DeployCaller } from '../features/deploy/deploy-token.service';
import type { ProductRoles } from '../../shared/access/voucher-abilities';
import type { DiskSpaceWatch } from '../infra/system/disk-space';
import type { AuthContext } from './auth-context';

export type { AuthContext } from './auth-context';

export interface AppContext {
  db: Db;
  config: Config;
  clock: Clock;
  keys: KeyService;
  senders: Senders;
  /** Password logins wait here for one of a few turns (core/work-queue.ts). */
  loginQueue: WorkQueue;
  /** Caches of the authenticated read path, invalidated across instances. */
  hot: HotCache;
  /** The live import map (database-backed, the same on every instance). */
  importMap: LiveImportMap;
  /** Whether writes fail for lack of disk space (readiness). */
  disk: DiskSpaceWatch;
  log: FastifyBaseLogger;
}

/** One role of the employee in one product (the EmpRoleItem shape). */
export type RoleOfProduct = Static<typeof EmpRoleItem>;

/**
 * public: no token; user: any active member; admin: E101 of the CRM product; deploy: a deploy
 * token (`npm run admin -- deploy-token create`), not a person's session.
 */
export type AuthLevel = 'public' | 'user' | 'admin' | 'deploy';

declare module 'fastify' {
  interface FastifyInstance {
    scf: AppContext;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
    /** The deploy token of a route declared with auth 'deploy'. */
    deployCaller: DeployCaller | null;
  }
  interface FastifyContextConfig {
    auth?: AuthLevel;
    /** The caller needs this resUri in the permission list. */
    perm?: string;
    /** The caller's company must have opened one of the products, and the caller hold one of the roles in it. */
    productRoles?: ProductRoles;
    /** The download also accepts the access token from the access_token cookie. */
    cookieAuth?: boolean;
    /** Allowed to a session that must set a new password first (setting it, logging out). */
    duringPasswordChange?: boolean;
  }
}

export const ADMIN_ROLE = 'E101';

/** Roles are read only for admin routes (see auth.hook.ts), not on every request. */
export function isAdmin(roles: readonly RoleOfProduct[]): boolean {
  return roles.some((r) => r.employeeRole === ADMIN_ROLE && (r.prodCode === 'CRM' || r.prodCode === 'EC'));
}
