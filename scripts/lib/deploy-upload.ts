/**
 * Uploads a parcel build's files to the portal (PUT /api/deploy/assets), which stores them in its
 * database so that every instance serves them: the deploy that follows needs no file copied to
 * any machine. Files go in batches under the server's per-request limit; a file the portal
 * already holds with the same bytes is skipped there, so a retried job uploads nothing new.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** What the server takes: scripts, styles, manifests and source maps (never .gz/.br siblings). */
const UPLOADABLE = /\.(js|mjs|css|json|map)$/;
/** Below the server's 8 MB per request, with room for the JSON around the base64. */
const BATCH_BYTES = 6 * 1024 * 1024;
const BATCH_FILES = 100;

interface UploadFile {
  path: string;
  content: string;
  integrity: string;
}

/**
 * `files`: each built file, relative to `outDir` as the build reported it (`assets/parcels/center/…`),
 * with the path it gets on the portal (in the specifier's folder, `/assets/deployed/@scf+center/…`);
 * the entry's `.modules.json` manifest is added when the build wrote it.
 */
export async function uploadParcelFiles(
  portal: string,
  token: string,
  specifier: string,
  outDir: string,
  files: readonly { rel: string; path: string }[],
  entryRel: string,
): Promise<{ stored: number; unchanged: number }> {
  const others = files.filter((f) => !UPLOADABLE.test(f.rel) && !/\.(gz|br)$/.test(f.rel));
  if (others.length) {
    throw new Error(
      `the portal stores only scripts, styles, manifests and source maps, ` +
        `and this build also wrote ${others.map((f) => f.rel).join(', ')}: ` +
        `host the parcel on a CDN (--base) or inline those files`,
    );
  }
  const wanted = new Map(files.filter((f) => UPLOADABLE.test(f.rel)).map((f) => [f.rel.replace(/^\/+/, ''), f.path]));
  const entry = files.find((f) => f.rel.replace(/^\/+/, '') === entryRel);
  const manifest = entryRel.replace(/\.m?js$/, '.modules.json');
  if (entry && existsSync(path.join(outDir, manifest)))
    wanted.set(manifest, entry.path.replace(/\.m?js$/, '.modules.json'));
  const batches: UploadFile[][] = [[]];
  let size = 0;
  for (const [rel, target] of [...wanted].sort(([a], [b]) => a.localeCompare(b))) {
    const body = readFileSync(path.join(outDir, rel));
    const current = batches[batches.length - 1] ?? [];
    if (current.length > 0 && (size + body.length > BATCH_BYTES || current.length >= BATCH_FILES)) {
      batches.push([]);
      size = 0;
    }
    size += body.length;
    batches[batches.length - 1]?.push({
      path: target,
      content: body.toString('base64'),
      integrity: `sha384-${createHash('sha384').update(body).digest('base64')}`,
    });
  }
  let stored = 0;
  let unchanged = 0;
  for (const batch of batches.filter((b) => b.length > 0)) {
    const res = await fetch(`${portal}/api/deploy/assets`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ specifier, files: batch }),
      signal: AbortSignal.timeout(120_000),
    });
    const text = await res.text();
    let envelope: { ok?: boolean; msg?: string; body?: { stored?: string[]; unchanged?: string[] } } = {};
    try {
      envelope = JSON.parse(text) as typeof envelope;
    } catch {
      throw new Error(`the portal at ${portal} answered HTTP ${res.status} to the upload, not the deploy API`);
    }
    if (!envelope.ok) throw new Error(`the portal refused the upload: ${envelope.msg ?? `HTTP ${res.status}`}`);
    stored += envelope.body?.stored?.length ?? 0;
    unchanged += envelope.body?.unchanged?.length ?? 0;
  }
  return { stored, unchanged };
}
