/**
 * An access token is renewed before it runs out, so a reader who keeps working never causes a
 * refused request: the console shows no "401 Unauthorized". This file starts its own server
 * whose tokens live 15 seconds (ACCESS_TOKEN_TTL) and waits past that. Account: 13800000009
 * (signs in only).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnServer, type RunningServer } from '../../scripts/lib/spawn-server';
import { launch, settled, url, useServer, type Browser } from './helpers/browser';
import { DEMO_PASSWORD } from './helpers/login';
import { loginThroughForm, waitForPath } from './helpers/signin-ui';

const TTL_S = 15;

describe('access-token refresh', () => {
  let server: RunningServer;
  let b: Browser;
  beforeAll(async () => {
    server = await spawnServer({ ACCESS_TOKEN_TTL: String(TTL_S) });
    useServer(server.url);
    b = await launch();
  });
  afterAll(async () => {
    await b?.close();
    useServer(null);
    await server?.stop();
  });

  it('keeps working past the token lifetime with no 401 in the console', async () => {
    const refused: string[] = [];
    b.page.on('response', (r) => {
      if (r.status() === 401) refused.push(r.url());
    });
    await loginThroughForm(b.page, '13800000009', DEMO_PASSWORD);
    await waitForPath(b.page, /^\/center\//);
    await settled(b.page);
    // Past the token's life (the reader reads for a while), then moves on. The token was issued
    // at the sign-in, before the page settled: a second more than its lifetime from here is past
    // its end on the server's clock and the browser's.
    await b.page.waitForTimeout((TTL_S + 1) * 1000);
    await b.page.goto(url('/center/crm/user'));
    await settled(b.page);
    await b.page.getByTestId('user-mobile').waitFor();
    await b.page.waitForTimeout((TTL_S + 1) * 1000);
    await b.page.goto(url('/center/crm/employee/list'));
    await settled(b.page);
    expect(refused).toEqual([]);
    expect(b.errors.filter((e) => e.includes('401'))).toEqual([]);
  });
});
