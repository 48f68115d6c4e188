/**
 * Authentication of API calls (onRequest): reads the bearer token, resolves the session and
 * applies the route's level (user / admin) and permission. Runs before the body is parsed so
 * unauthenticated calls cost nothing.
 */
import type { FastifyContextConfig, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { AppContext, AuthContext } from '../core/context';
import type { ProductRoles } from '../../shared/access/voucher-abilities';
import { type AuthLevel, isAdmin } from '../core/context';
import { fail } from '../core/envelope';
import { authenticate, rolesOf } from '../features/session/session.service';
import { hasPermission } from '../features/permission/permission.service';
import { requireProductRoles } from '../features/product/product-access';
import { authenticateDeployToken, type DeployCaller } from '../features/deploy/deploy-token.service';

/** The shape of an access token; nothing else is looked up. */
export const TOKEN_RE = /^[A-Za-z0-9_-]{20,200}$/;

export function bearerToken(request: FastifyRequest, allowCookie: boolean): string | null {
  const header = request.headers.authorization;
  if (typeof header === 'string' && header !== '') {
    const m = /^Bearer\s+(\S+)$/i.exec(header);
    return m?.[1] && TOKEN_RE.test(m[1]) ? m[1] : '';
  }
  if (allowCookie) {
    const cookie = request.cookies?.access_token;
    if (typeof cookie === 'string' && TOKEN_RE.test(cookie)) return cookie;
  }
  return null;
}

/** The caller when a token is sent; null without one (routes that also work anonymously). */
export async function optionalAuth(ctx: AppContext, request: FastifyRequest): Promise<AuthContext | null> {
  const token = bearerToken(request, false);
  if (token === null) return null;
  if (token === '') throw fail.unauthenticated();
  return authenticate(ctx, token, request.headers['x-scf-background'] === '1');
}

/**
 * The onRequest step of a route that is not public, made once per route with the route's own
 * config (api.plugin.ts adds it when the route is declared): public routes run no auth step at
 * all, and no request asks for its route's options, a getter that builds them anew each time.
 * Returns null for a public route.
 */
export function authHookFor(
  ctx: AppContext,
  config: FastifyContextConfig | undefined,
): ((request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => void) | null {
  const level = config?.auth ?? 'public';
  if (level === 'public') return null;
  const check = checkCaller(ctx);
  return (request, _reply, done) => {
    check(request, config, level).then(() => done(), done);
  };
}

function checkCaller(ctx: AppContext) {
  return async (request: FastifyRequest, config: FastifyContextConfig | undefined, level: AuthLevel): Promise<void> => {
    if (level === 'deploy') {
      // A deploy token, never a person's session (nor a cookie: deploys come from build scripts).
      const deployToken = bearerToken(request, false);
      if (!deployToken) throw fail.unauthenticated('请提供部署令牌（Authorization: Bearer scfd_…）');
      request.deployCaller = await authenticateDeployToken(ctx.db, deployToken, ctx.clock());
      return;
    }
    const token = bearerToken(request, config?.cookieAuth === true);
    if (!token) throw fail.unauthenticated();
    const auth = await authenticate(ctx, token, request.headers['x-scf-background'] === '1');
    request.auth = auth;
    if (auth.mustChangePassword && config?.duringPasswordChange !== true) throw fail.passwordChange();
    if (level === 'admin' && !isAdmin(await rolesOf(ctx.db, auth.employeeId))) throw fail.role();
    if (config?.perm && !(await hasPermission(ctx.db, auth, config.perm))) throw fail.role();
    if (config?.productRoles) await requireProductRoles(ctx, auth, config.productRoles);
  };
}

/** The config of a route for signed-in people holding one of the roles in one of the products. */
export function productUser(productRoles: ProductRoles): { auth: 'user'; productRoles: ProductRoles } {
  return { auth: 'user', productRoles };
}

/** The caller of a route declared with auth user/admin (the hook guarantees it). */
export function caller(request: FastifyRequest): AuthContext {
  if (!request.auth) throw fail.unauthenticated();
  return request.auth;
}

/** The deploy token of a route declared with auth 'deploy' (the hook guarantees it). */
export function deployCaller(request: FastifyRequest): DeployCaller {
  if (!request.deployCaller) throw fail.unauthenticated('请提供部署令牌（Authorization: Bearer scfd_…）');
  return request.deployCaller;
}
