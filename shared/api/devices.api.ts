/** Signed-in devices (sessions): one's own, and the company's for the administrator. */
import { P, post, type CallOptions } from './request';
import type { ApiBody, ApiResult } from './contract';

type CompanySessionsPath = `${typeof P}/cust/session/company`;

/** `current`: the session of this browser. */
export type DeviceSession = ApiResult<`${typeof P}/cust/session/mine`>[number];
export type CompanySession = ApiResult<CompanySessionsPath>['list'][number];
export type CompanySessionQuery = ApiBody<CompanySessionsPath>;

export function listMyDevices(opts?: CallOptions): Promise<DeviceSession[]> {
  return post(`${P}/cust/session/mine`, { body: {} }, { kind: 'list' }, opts);
}

/** Signs one of one's own sessions out; its tokens stop working at once. */
export function signOutDevice(sessionId: string, opts?: CallOptions): Promise<null> {
  return post(`${P}/cust/session/signOut`, { query: { sessionId } }, { kind: 'update' }, opts);
}

/** Administrator only (status 4030 otherwise). */
export function listCompanySessions(
  query: CompanySessionQuery = {},
  opts?: CallOptions,
): Promise<ApiResult<CompanySessionsPath>> {
  return post(`${P}/cust/session/company`, { body: query }, { kind: 'list' }, opts);
}

/** Administrator only: every session of the employee ends. */
export function forceOutEmployee(
  employeeCode: string,
  opts?: CallOptions,
): Promise<ApiResult<`${typeof P}/cust/session/forceOut`>> {
  return post(`${P}/cust/session/forceOut`, { query: { employeeCode } }, { kind: 'update' }, opts);
}
