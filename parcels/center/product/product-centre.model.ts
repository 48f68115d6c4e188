/**
 * The product centre's data, as pure functions: the platform's products joined with the
 * company's permit states, grouped for the filter, and the `?code=` query read safely.
 */
import { PERMIT, PERMIT_NAMES, type Product, type ProductPermit } from '@scf/shared';

export interface ProductEntry {
  productCode: string;
  productName: string;
  description: string;
  permitStatus: number;
  permitStatusName: string;
}

export type PermitFilter = 'all' | 'opened' | 'review' | 'closed';

export const PERMIT_FILTERS: readonly { value: PermitFilter; label: string }[] = [
  { value: 'all', label: '全部产品' },
  { value: 'opened', label: '已开通' },
  { value: 'review', label: '审核中' },
  { value: 'closed', label: '未开通' },
];

export function isPermitFilter(v: unknown): v is PermitFilter {
  return PERMIT_FILTERS.some((f) => f.value === v);
}

/** The Chinese name of a permit state (the server sends it too; this is for audit entries). */
export function permitStatusName(status: number): string {
  return PERMIT_NAMES[status] ?? String(status);
}

/**
 * Every product of the platform in its order, with the company's permit state (a product the
 * permit list does not mention is not opened). A product opened according to `bLlist` counts
 * as opened even if the permit list is stale.
 */
export function joinProducts(
  products: readonly Product[],
  permits: readonly ProductPermit[],
  approved: readonly Product[],
): ProductEntry[] {
  const byCode = new Map(permits.map((p) => [p.productCode, p]));
  const openedCodes = new Set(approved.map((p) => p.productCode));
  const ordered = [...products].sort((a, b) => a.orderNum - b.orderNum);
  // Products only the permit list knows (a newer server) are still shown, after the others.
  for (const p of permits)
    if (!ordered.some((o) => o.productCode === p.productCode))
      ordered.push({ ...p, orderNum: Number.MAX_SAFE_INTEGER });
  return ordered.map((p) => {
    const permit = byCode.get(p.productCode);
    const status = openedCodes.has(p.productCode) ? PERMIT.opened : (permit?.permitStatus ?? PERMIT.notOpened);
    return {
      productCode: p.productCode,
      productName: p.productName,
      description: p.description,
      permitStatus: status,
      permitStatusName:
        (status === permit?.permitStatus ? permit.permitStatusName : '') || PERMIT_NAMES[status] || String(status),
    };
  });
}

export function matchesFilter(entry: ProductEntry, filter: PermitFilter): boolean {
  switch (filter) {
    case 'opened':
      return entry.permitStatus === PERMIT.opened;
    case 'review':
      return entry.permitStatus === PERMIT.underReview;
    case 'closed':
      return entry.permitStatus !== PERMIT.opened && entry.permitStatus !== PERMIT.underReview;
    default:
      return true;
  }
}

/**
 * A company may apply when the product is neither opened nor under review (docs/api.md, "Reference data, products").
 */
export function canApplyFor(entry: ProductEntry): boolean {
  return entry.permitStatus !== PERMIT.opened && entry.permitStatus !== PERMIT.underReview;
}

export type CodeQuery = { kind: 'none' } | { kind: 'found'; code: string } | { kind: 'invalid' };

/** `?code=CREDIT` (links from the public product pages) → the product to highlight. */
export function readCodeQuery(search: string, entries: readonly ProductEntry[]): CodeQuery {
  let value: string | null;
  try {
    value = new URLSearchParams(search).get('code');
  } catch {
    return { kind: 'invalid' };
  }
  if (value === null || value === '') return { kind: 'none' };
  const code = value.trim().toUpperCase();
  return entries.some((e) => e.productCode === code) ? { kind: 'found', code } : { kind: 'invalid' };
}
