/**
 * Fresh registration data for server tests: mobiles and unified social credit codes (with a
 * valid check digit) that no other test file uses, told apart by the given prefixes.
 */
import { withIdCheck, withUsccCheck } from '../../../server/core/rules';

/** A valid ID-card number of the demo applicant. */
export const APPLICANT_ID = withIdCheck('11010519491231002');

export function registrationData(mobilePrefix: string, creditPrefix: string, start: number) {
  let seq = 0;
  return {
    nextMobile: (): string => `${mobilePrefix}${String(start + ++seq)}`,
    nextCredit: (): string => withUsccCheck(`${creditPrefix}${String(start * 10 + ++seq).slice(-5)}`),
  };
}
