/**
 * Holding a page's requests back, to see what the page shows before they are answered: every
 * request matching `pattern` waits until `release`, which sends the held ones on and lets later
 * ones through. The route stays in place; a test that is done with it unroutes it.
 */
import type { Page, Route } from 'playwright-core';

export interface HeldRequests {
  /** How many requests are waiting. */
  count: () => number;
  release: () => Promise<void>;
}

export async function holdRequests(page: Page, pattern: string | RegExp): Promise<HeldRequests> {
  const held: Route[] = [];
  let holding = true;
  await page.route(pattern, (route) => {
    if (holding) held.push(route);
    else void route.continue();
  });
  return {
    count: () => held.length,
    release: async () => {
      holding = false;
      for (const route of held.splice(0)) await route.continue();
    },
  };
}
