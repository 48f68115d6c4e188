/**
 * The test kit's names for the API, declared once for every suite: the server suite calls
 * through inject with paths below /api (`P`), the browser tests and the unit tests' mocked
 * transports see URL paths (`PORTAL_API`). The envelope and page shapes are the client's own.
 */
import type { ApiResult } from '../../shared/api/contract';
import { P } from '../../server/core/paths';

export { P };
/** The server mounts every API route under /api (server/app.ts). */
export const API = '/api';
/** The portal calls as a URL path: what a browser, fetch or a mocked transport sees. */
export const PORTAL_API = `${API}${P}`;
export type { Envelope, Page } from '../../shared/api/types';
/** The deploy API's answer about the live import map (generated from the server's schema). */
export type ImportMapBody = ApiResult<'/deploy/importmap', 'get'>;
