/**
 * The server renders a page within a time budget and caches it; a page whose first render is
 * still under way is served bare for the browser to render. Tests about server markup first
 * wait until the server hands the page out rendered.
 */
import { url } from './browser';

/** Fetches `path` until it arrives rendered and containing `contains`; returns the HTML. */
export async function untilServerRendered(
  path: string,
  contains = 'data-scf-ssr=',
  headers: Record<string, string> = {},
): Promise<string> {
  for (let attempt = 0; attempt < 60; attempt++) {
    const html = await (await fetch(url(path), { headers })).text();
    if (html.includes('data-scf-ssr=') && html.includes(contains)) return html;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${path} was never served rendered`);
}
