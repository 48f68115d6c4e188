/**
 * Input rules of the server. Those the browser checks too (mobile, e-mail, codes, password,
 * credit code, identity card, the text fields)
 * live in shared/rules/input-rules.ts and are re-exported here; the route schemas
 * (pattern) and the services use the same ones. The rest are the server's own.
 */

export {
  CODE6_PATTERN,
  idNumberProblem,
  ILL_FORMED_TEXT_MSG,
  isUscc,
  isWellFormedText,
  MOBILE_PATTERN,
  MOBILE_RE,
  passwordProblem,
  textProblem,
  withUsccCheck,
} from '../../shared/rules/input-rules';
import { idCheckChar } from '../../shared/rules/input-rules';

/** The browser id each tab makes up (shared/http): 8–64 URL-safe characters. */
export const BROWSER_ID_PATTERN = '^[A-Za-z0-9_-]{8,64}$';

/** Completes 17 digits with the identity card's check character (seed data, tests). */
export function withIdCheck(prefix17: string): string {
  return prefix17 + idCheckChar(prefix17);
}

/** First 3 and last 4 digits kept, six asterisks between, as the portal shows mobiles everywhere. */
export function maskMobile(mobile: string | null | undefined): string {
  if (!mobile) return '';
  if (mobile.length < 7) return mobile;
  return `${mobile.slice(0, 3)}******${mobile.slice(-4)}`;
}

/** Role codes may carry a product prefix ("SCF-C102"): the bare code. */
export function bareRole(code: string): string {
  const i = code.lastIndexOf('-');
  return i >= 0 ? code.slice(i + 1) : code;
}
