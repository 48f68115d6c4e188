/** Who hears of settlement: the product's code, and the holders in whichever voucher product they work. */
export const PRODUCT = 'SETTLE';
/** Holders hear of payments in whichever voucher product they work. */
export const HOLDER_PRODUCTS = ['BILL', 'ENDORSE', 'ZNX', 'SETTLE'] as const;
export const HOLDER_ROLES = ['E101', 'E102', 'E103', 'E108', 'E109'] as const;
