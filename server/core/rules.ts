/**
 * Input rules of the server. Those the browser checks too (mobile, e-mail, codes, password,
 * credit code) live in shared/rules/input-rules.ts and are re-exported here; the route schemas
 * (pattern) and the services use the same ones. The rest are the server's own.
 */

export {
  CODE6_PATTERN, EMAIL_PATTERN, EMAIL_RE, ILL_FORMED_TEXT_MSG, isUscc, isWellFormedText, MOBILE_PATTERN, MOBILE_RE, PASSWORD_RULE_MSG, passwordProblem, withUsccCheck,
} from '../../shared/rules/input-rules';

/** The browser id each tab makes up (shared/http): 8–64 URL-safe characters. */
export const BROWSER_ID_PATTERN = '^[A-Za-z0-9_-]{8,64}$';

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';

/** Resident identity card number, GB 11643-1999: 18 characters with a mod-11 check. */
export function isValidIdCard(id: string): boolean {
  if (!/^\d{17}[\dX]$/.test(id)) return false;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(id[i]) * (ID_WEIGHTS[i] as number);
  return ID_CHECK[sum % 11] === id[17];
}

export function withIdCheck(prefix17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(prefix17[i]) * (ID_WEIGHTS[i] as number);
  return prefix17 + ID_CHECK[sum % 11];
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
