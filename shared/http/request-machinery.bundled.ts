/**
 * The request machinery inside the bundle itself, for the elements' self-contained script
 * (build/standalone.ts): a lazy import there only wraps every axios module in a loader (about
 * 2 KB gzip more) and saves no download.
 */
import * as machinery from './axios-instance';

export const importMachinery = (): Promise<typeof machinery> => Promise.resolve(machinery);
