/** Uploads and download links (docs/api.md §5.9). */
import { ApiError } from '../http/api-error';
import { apiBase } from '../http/api-base';
import { call } from '../http/client';
import type { ApiResult } from './contract';
import { P, type CallOptions } from './request';
import type { StoredFile } from './types';

/** Uploads one file (JPEG/PNG/WebP ≤ 2 MiB, PDF ≤ 5 MiB); `regTicket` before login. */
export function uploadFile(
  file: Blob,
  options: { fileName?: string; regTicket?: string } = {},
  opts?: CallOptions,
): Promise<StoredFile> {
  if (typeof Blob === 'undefined' || !(file instanceof Blob)) {
    return Promise.reject(new ApiError({ kind: 'business', message: '请选择要上传的文件' }));
  }
  const o = options ?? {};
  const form = new FormData();
  const name =
    typeof o.fileName === 'string' && o.fileName
      ? o.fileName
      : typeof File !== 'undefined' && file instanceof File
        ? file.name
        : 'file';
  form.append('file', file, name);
  // A multipart body, which the generated contract does not describe: the answer's type still
  // comes from it.
  return call<ApiResult<`${typeof P}/third/file/store`>>(
    'POST',
    `${P}/third/file/store`,
    { query: { regTicket: o.regTicket }, body: form },
    { kind: 'update' },
    opts,
  );
}

/**
 * The URL of a stored file for `<img src>` or a download link; the server accepts the access
 * token cookie there. '' for a missing token.
 */
export function fileDownloadUrl(fileToken: unknown, regTicket?: string): string {
  if (typeof fileToken !== 'string' || fileToken === '') return '';
  const q = new URLSearchParams({ fileToken });
  if (typeof regTicket === 'string' && regTicket) q.set('regTicket', regTicket);
  return `${apiBase()}${P}/third/file/down/load?${q.toString()}`;
}
