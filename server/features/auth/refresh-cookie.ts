/**
 * The refresh token travels only in a cookie the server sets: HttpOnly (page scripts cannot
 * read it, so an injected script cannot carry the session away), SameSite=Strict, Secure over
 * https, and sent only to the refresh call (Path). Token-issuing answers set it and leave it out
 * of their body; logout clears it.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { P } from '../../core/paths';
import { ABSOLUTE_LIMIT_MS, type TokenPair } from '../session/session.service';

const REFRESH_COOKIE = 'refresh_token';
/** The only URL the browser sends the cookie to. */
const REFRESH_COOKIE_PATH = `/api${P}/employee/refresh/token`;

const TOKEN_RE = /^[A-Za-z0-9_-]{20,200}$/;

/** https directly, or behind a trusted proxy that says so (X-Forwarded-Proto, TRUST_PROXY=1). */
function isHttps(request: FastifyRequest): boolean {
  return request.protocol === 'https';
}

function cookieOptions(request: FastifyRequest) {
  return {
    httpOnly: true,
    secure: isHttps(request),
    sameSite: 'strict' as const,
    path: REFRESH_COOKIE_PATH,
  };
}

/** The body of a token-issuing answer: the pair without the refresh token, which goes into the cookie. */
export type IssuedTokens = Omit<TokenPair, 'refreshToken'>;

export function deliverTokens(request: FastifyRequest, reply: FastifyReply, pair: TokenPair): IssuedTokens {
  // The session can never outlive its absolute limit, so neither does the cookie.
  reply.setCookie(REFRESH_COOKIE, pair.refreshToken, { ...cookieOptions(request), maxAge: ABSOLUTE_LIMIT_MS / 1000 });
  const { refreshToken: _sent, ...rest } = pair;
  return rest;
}

export function clearRefreshCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(REFRESH_COOKIE, cookieOptions(request));
}

/** The refresh token of a refresh call: the cookie, else the body field (clients outside a browser). */
export function presentedRefreshToken(request: FastifyRequest, bodyField: string | undefined): string | null {
  const cookie = request.cookies?.[REFRESH_COOKIE];
  if (typeof cookie === 'string' && TOKEN_RE.test(cookie)) return cookie;
  return bodyField ?? null;
}
