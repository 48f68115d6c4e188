/**
 * Which failures may pass by themselves (no connection, a timeout, HTTP 5xx) and what the page
 * says meanwhile: pure, so the interceptors and the guard can ask without the client
 * (reachability.ts, which probes the server, needs the client itself).
 */
import { isApiError } from './api-error';

/** Shown while the browser has no connection or the server does not answer. */
export const OUTAGE_TEXT = {
  network: '网络连接失败，连接恢复后将自动重试',
  server: '服务暂时不可用，恢复后将自动重试',
} as const;

/** A failure that may pass by itself: nothing came back, or the server could not serve now. */
export function isTransientError(err: unknown): boolean {
  if (!isApiError(err)) return false;
  if (err.kind === 'network' || err.kind === 'timeout') return true;
  return err.kind === 'http' && err.httpStatus !== null && err.httpStatus >= 500;
}

/** Which outage text fits a failure: the connection, or the server. */
export function outageText(err: unknown): string {
  return isApiError(err) && err.kind === 'http' ? OUTAGE_TEXT.server : OUTAGE_TEXT.network;
}
