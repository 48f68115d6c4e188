// The host serves a new build from the very next request: a built file's stamp changes whenever
// the file is rewritten, and a missing file has none.
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fileStamp } from '../../server/core/file-stamp';

const dir = mkdtempSync(path.join(os.tmpdir(), 'scf-stamp-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('fileStamp', () => {
  it('changes when a file is rewritten, with another size or another modification time', () => {
    const file = path.join(dir, 'importmap.json');
    writeFileSync(file, '{"imports":{}}');
    const first = fileStamp(file);
    expect(first).not.toBeNull();
    expect(fileStamp(file)).toEqual(first);
    writeFileSync(file, '{"imports":{"a":"/a.js"}}');
    const resized = fileStamp(file);
    expect(resized?.key).not.toBe(first?.key);
    const later = new Date(Date.now() + 60_000);
    utimesSync(file, later, later);
    const touched = fileStamp(file);
    expect(touched?.key).not.toBe(resized?.key);
    expect(Math.round(touched?.mtimeMs ?? 0)).toBe(later.getTime());
  });

  it('is null for a file that is not there', () => {
    expect(fileStamp(path.join(dir, 'missing.html'))).toBeNull();
  });
});
