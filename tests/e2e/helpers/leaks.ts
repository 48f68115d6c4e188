/**
 * What repeated visits leave behind: listeners, DOM nodes and documents after a first round of
 * `visits` and after `rounds` more, measured by Chrome's performance metrics after garbage
 * collection. A parcel that unmounts cleanly grows none of them.
 */
import { expect } from 'vitest';
import type { Browser } from './browser';
import { spaGo } from './centre';

export type Visit = readonly [path: string, ready: string];

export async function expectNoGrowthOver(b: Browser, visits: readonly Visit[], rounds = 4): Promise<void> {
  const cdp = await b.context.newCDPSession(b.page);
  await cdp.send('Performance.enable');
  const cycle = async (): Promise<void> => {
    for (const [path, ready] of visits) {
      await spaGo(b.page, path);
      await b.page.waitForFunction((p) => location.pathname === p, path);
      await b.page.locator(ready).first().waitFor();
    }
  };
  const metrics = async (): Promise<Record<string, number>> => {
    // single-spa's lifecycle timeout timers (bootstrap 4 s, mount/unmount 3 s) keep the last
    // parcels reachable until they fire; measure after they have.
    await b.page.waitForTimeout(4500);
    for (let i = 0; i < 3; i++) await cdp.send('HeapProfiler.collectGarbage');
    const { metrics: list } = (await cdp.send('Performance.getMetrics')) as {
      metrics: { name: string; value: number }[];
    };
    return Object.fromEntries(list.map((m) => [m.name, m.value]));
  };
  await cycle();
  const before = await metrics();
  for (let i = 0; i < rounds; i++) await cycle();
  const after = await metrics();
  await cdp.detach();
  const grew = (name: string): number => (after[name] ?? 0) - (before[name] ?? 0);
  expect(grew('JSEventListeners'), 'event listeners').toBeLessThanOrEqual(0);
  expect(grew('Nodes'), 'DOM nodes').toBeLessThanOrEqual(200);
  expect(grew('Documents'), 'documents').toBeLessThanOrEqual(0);
}
