/**
 * The caller of a request, as the auth hook resolves it (a module of its own: the session cache
 * keeps these, and core/context.ts, which types the app's services, imports that cache).
 */

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
  /** An administrator reset the password: only setting a new one (or logging out) is allowed. */
  mustChangePassword: boolean;
}
