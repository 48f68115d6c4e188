/** The prefix of the portal calls (below /api), as the existing clients call them. */
export const P = '/web/portal/api';

/**
 * Files shipped with the server (not built, not hashed): the images the seed content refers
 * to. Served by the host plugin under this URL prefix from `server/static/`.
 */
export const STATIC_PREFIX = '/static/';
export const STATIC_DIR = new URL('../static/', import.meta.url);

/** The seeded home banners (CMS HOME_BANNER), 1-based. */
export const bannerImageUrl = (n: number): string => `${STATIC_PREFIX}banners/banner-${n}.svg`;
