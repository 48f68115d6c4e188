/** Signed-in devices (sessions): one's own, and the company's for the administrator. */
import { P, post, type CallOptions } from './request';
import type { Page } from './types';

export interface DeviceSession {
  sessionId: string;
  compName: string;
  loginTime: string;
  lastActiveTime: string;
  ip: string;
  browser: string;
  os: string;
  /** The session of this browser. */
  current: boolean;
}

export interface CompanySession extends DeviceSession {
  employeeCode: string;
  userName: string;
  mobile: string;
}

export function listMyDevices(opts?: CallOptions): Promise<DeviceSession[]> {
  return post<DeviceSession[]>(`${P}/cust/session/mine`, { body: {} }, { kind: 'list' }, opts);
}

/** Signs one of one's own sessions out; its tokens stop working at once. */
export function signOutDevice(sessionId: string, opts?: CallOptions): Promise<null> {
  return post<null>(`${P}/cust/session/signOut`, { query: { sessionId } }, { kind: 'update' }, opts);
}

export interface CompanySessionQuery {
  keyword?: string;
  sortOrder?: 'ascend' | 'descend';
  pageNum?: number;
  pageSize?: number;
}

/** Administrator only (status 4030 otherwise). */
export function listCompanySessions(query: CompanySessionQuery = {}, opts?: CallOptions): Promise<Page<CompanySession>> {
  return post<Page<CompanySession>>(`${P}/cust/session/company`, { body: query }, { kind: 'list' }, opts);
}

/** Administrator only: every session of the employee ends. */
export function forceOutEmployee(employeeCode: string, opts?: CallOptions): Promise<{ signedOut: number }> {
  return post<{ signedOut: number }>(`${P}/cust/session/forceOut`, { query: { employeeCode } }, { kind: 'update' }, opts);
}
