/** The integrity the page's import map declares for each URL (absolute), as the browser reads it. */
export function declaredIntegrity(): Map<string, string> {
  const out = new Map<string, string>();
  for (const el of document.querySelectorAll('script[type="importmap"], script[type="importmap-shim"]')) {
    try {
      const integrity = (JSON.parse(el.textContent ?? '{}') as { integrity?: Record<string, unknown> }).integrity ?? {};
      for (const [url, hash] of Object.entries(integrity))
        if (typeof hash === 'string') out.set(new URL(url, location.href).href, hash);
    } catch {
      // Not JSON: the browser ignores such a map too.
    }
  }
  return out;
}
