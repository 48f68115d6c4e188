/**
 * Reads the one file of a multipart upload (part "file") for the upload routes. Every failure
 * is the client's and is answered in Chinese: not multipart (415), no "file" part, a file over
 * the route's size limit, or a broken multipart stream (busboy's errors carry no status).
 */
import type { FastifyRequest } from 'fastify';
import { AppError, fail } from './envelope';

export interface UploadedFile {
  fileName: string;
  data: Buffer;
}

export interface UploadMessages {
  /** The request has no part "file". */
  missing: string;
  /** The file is over the plugin's `fileSize` limit; without it the plugin's 413 answers. */
  tooLarge?: string;
}

export async function uploadedFile(request: FastifyRequest, messages: UploadMessages): Promise<UploadedFile> {
  if (!request.isMultipart()) throw new AppError(415, '请使用 multipart/form-data 上传文件', null, 415);
  try {
    const part = await request.file();
    if (part?.fieldname !== 'file') throw fail.bad(messages.missing, 'file');
    return { fileName: part.filename, data: await part.toBuffer() };
  } catch (err) {
    if (err instanceof AppError) throw err;
    if (messages.tooLarge !== undefined && (err as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(413, messages.tooLarge, { field: 'file' }, 413);
    }
    if (typeof (err as { statusCode?: unknown }).statusCode === 'number') throw err;
    throw fail.bad('上传内容不完整或格式不正确，请重新上传', 'file');
  }
}

/**
 * The multipart plugin's options for a route that takes one file: at most `fileSize` bytes
 * (over it, the file is refused rather than cut), `fields` text fields beside it, small headers.
 */
export function oneFileUpload(fileSize: number, fields: number) {
  return {
    limits: { fileSize, files: 1, fields, parts: fields + 1, fieldSize: 1024, headerPairs: 100 },
    throwFileSizeLimit: true,
  };
}
