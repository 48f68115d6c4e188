/**
 * Data the server loaded for the page it rendered, serialised into the page as
 * `<script type="application/json" id="scf-page-data">`. The browser reads it once, so the
 * first render after hydration shows the same answers the server rendered, without a refetch.
 */
import { hasWindow, isRecord } from '../util/guards';

export const PAGE_DATA_ID = 'scf-page-data';

let seed: Record<string, unknown> | null = null;

function readSeed(): Record<string, unknown> {
  if (seed) return seed;
  seed = {};
  if (!hasWindow()) return seed;
  const text = document.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return seed;
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) seed = parsed as Record<string, unknown>;
  } catch {
    // A damaged block only means the page loads its data itself.
  }
  return seed;
}

/** The answers the server rendered the page with, by request key (empty without any). */
export function pageData(): Readonly<Record<string, unknown>> {
  return readSeed();
}

/**
 * JSON for a `<script type="application/json">`: `<` is escaped, so no value can close the
 * element or open a comment, whatever the CMS stored.
 */
export function serialisePageData(data: Readonly<Record<string, unknown>>): string {
  let json: string | undefined;
  try {
    json = JSON.stringify(isRecord(data) ? data : {});
  } catch {
    json = undefined;
  }
  return (json ?? '{}')
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
