/**
 * The portal server of this test worker (global-setup.ts starts one per worker): its URL and its
 * data folder. Vitest numbers a project's workers 1…maxWorkers in VITEST_POOL_ID.
 */
import { inject } from 'vitest';

function mine<T>(list: T[]): T {
  const index = (Number(process.env.VITEST_POOL_ID ?? '1') - 1) % list.length;
  const value = list[index];
  if (value === undefined) throw new Error('no portal server was started for the browser tests');
  return value;
}

export const workerBaseUrl = (): string => mine(inject('baseUrls'));
export const workerDataDir = (): string => mine(inject('dataDirs'));
