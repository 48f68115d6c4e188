/** The prefix of the portal calls of spec §7 (below /api). */
export const P = '/web/portal/api';
