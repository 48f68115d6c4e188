/**
 * Rendering a page on the server leaves no cost behind for the API: after a render of the built
 * server bundle, Node's promise hooks are off again (build/ssr-async-storage.ts). On Node 20 and
 * 22 React's renderer would otherwise leave them on for the life of the process, and every
 * promise of every later request would pay for them. Checked in a fresh Node process, so that
 * nothing of the test runner's own is measured.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const DIST = path.resolve('dist');
const PROBE = path.resolve('tests/tooling/fixtures/render-then-check-promise-hooks.mjs');

describe('server rendering and promise hooks', () => {
  // `npm test` builds dist/ first.
  it('turns the promise hooks off once a render has ended', () => {
    const out = execFileSync(process.execPath, [PROBE, DIST], { encoding: 'utf8' });
    const result = JSON.parse(out.trim().split('\n').at(-1) ?? '{}') as {
      before: boolean;
      rendered: boolean;
      after: boolean;
    };
    expect(result).toEqual({ before: false, rendered: true, after: false });
  });
});
