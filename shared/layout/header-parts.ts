/**
 * The parts of the portal header (docs/requirements.md#layout) a host may show or hide: the `show` prop of
 * `PortalHeader` and the `show` attribute of `<scf-header>`.
 */
export const HEADER_PARTS = [
  'brand',
  'product-centre',
  'account',
  'company',
  'role',
  'home',
  'inbox',
  'avatar',
] as const;

export type HeaderPart = (typeof HEADER_PARTS)[number];
