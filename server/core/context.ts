/**
 * What every route can reach: the database, configuration, clock and the shared services,
 * plus the typing of the request's auth context and the route config flags.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/db';
import type { Clock } from './time';
import type { KeyService } from '../modules/keys/keys.service';
import type { Senders } from '../modules/senders/senders';
import type { WorkQueue } from './work-queue';
import type { HotCache } from '../modules/session/hot-cache';

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
  log: FastifyBaseLogger;
}

export interface RoleOfProduct {
  prodCode: string;
  employeeRole: string;
}

/** The caller, resolved from the access token. Company id comes from here and nowhere else. */
export interface AuthContext {
  sessionId: string;
  personId: number;
  employeeId: number;
  employeeCode: string;
  compId: number;
  compCode: string;
  compRole: string | null;
  mobile: string;
}

/** public: no token; user: any active member; admin: E101 of the CRM product. */
export type AuthLevel = 'public' | 'user' | 'admin';

declare module 'fastify' {
  interface FastifyInstance {
    scf: AppContext;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyContextConfig {
    auth?: AuthLevel;
    /** The caller needs this resUri in the permission list. */
    perm?: string;
    /** The download also accepts the access token from the access_token cookie. */
    cookieAuth?: boolean;
  }
}

export const ADMIN_ROLE = 'E101';

/** Roles are read only for admin routes (see auth.hook.ts), not on every request. */
export function isAdmin(roles: readonly RoleOfProduct[]): boolean {
  return roles.some((r) => r.employeeRole === ADMIN_ROLE && (r.prodCode === 'CRM' || r.prodCode === 'EC'));
}
