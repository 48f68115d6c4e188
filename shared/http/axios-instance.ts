/**
 * The portal's one axios instance with its pipeline
 * (interceptors.ts). This module, axios and the pipeline load on a page's first call
 * (`loadHttp` in client.ts), not with the page: a news reader's page makes no call (issue 36).
 */
import axios, { type AxiosInstance, type CreateAxiosDefaults } from 'axios';
import { apiBaseURL, REQUEST_TIMEOUT_MS, RSA_KEY_PATH } from './api-base';
import { installInterceptors } from './interceptors';

/** A fresh instance with the portal pipeline (tests pass an adapter). */
export function createHttpClient(defaults: CreateAxiosDefaults = {}): AxiosInstance {
  const instance = axios.create({
    timeout: REQUEST_TIMEOUT_MS,
    // Success is HTTP 200 only (docs/requirements.md#api); everything else goes through the error path.
    validateStatus: (status) => status === 200,
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    ...defaults,
  });
  // The API root is read at each request from api-base.ts (the elements may point it elsewhere
  // after this instance exists), unless the caller fixed one.
  if (defaults.baseURL === undefined) {
    Object.defineProperty(instance.defaults, 'baseURL', { get: apiBaseURL, enumerable: true, configurable: true });
  }
  installInterceptors(instance, {
    loadRsaKeys: async () => {
      const res = await instance.post(RSA_KEY_PATH, undefined, { scf: { kind: 'silent', loading: false } });
      return (res.data as { body?: unknown }).body;
    },
  });
  return instance;
}

/** The shared instance every api module's call goes through. */
export const http: AxiosInstance = createHttpClient();
