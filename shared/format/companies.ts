/** The company switcher shows only companies with status 1 and isActive 1 (docs/requirements.md#validation). */
import { asArray, isRecord } from '../util/guards';

function isOne(v: unknown): boolean {
  return v === 1 || v === '1';
}

export function isSwitchableCompany(item: unknown): boolean {
  return isRecord(item) && isOne(item.status) && isOne(item.isActive);
}

/** The switchable companies of a list, order kept; anything that is not a list gives []. */
export function switchableCompanies<T>(list: readonly T[] | null | undefined | unknown): T[] {
  return asArray(list).filter(isSwitchableCompany) as T[];
}
