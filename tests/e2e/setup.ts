/** Per test file: the browser the file's tests shared is closed after its last test. */
import { afterAll } from 'vitest';
import { closeSharedBrowser } from './helpers/browser';

afterAll(closeSharedBrowser);
