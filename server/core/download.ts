/**
 * Downloads: generated files answered as private attachments (never cached by a proxy), named
 * as RFC 5987 asks for Chinese file names. One place for the headers every download route sends.
 */
import type { FastifyReply } from 'fastify';
import { formatDate } from './time';

/** RFC 5987 file name for a download with Chinese characters. */
function disposition(kind: 'attachment' | 'inline', fileName: string): string {
  return `${kind}; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function sendPrivate(reply: FastifyReply, type: string, fileName: string, body: Buffer) {
  return reply
    .header('cache-control', 'private, no-store')
    .header('content-disposition', disposition('attachment', fileName))
    .type(type)
    .send(body);
}

/** Answers a generated PDF as a private download, with its SHA-256 (for the public verification) in a header. */
export function sendPdf(reply: FastifyReply, pdf: { bytes: Buffer; sha256: string; fileName: string }) {
  return sendPrivate(reply.header('x-content-sha256', pdf.sha256), 'application/pdf', pdf.fileName, pdf.bytes);
}

/** Answers a workbook (.xlsx) as a private download named `fileName`. */
export function sendXlsx(reply: FastifyReply, fileName: string, body: Buffer) {
  return sendPrivate(reply, XLSX_TYPE, fileName, body);
}

/**
 * Answers a list's export: the workbook named after the list and the day (China time) it was
 * made, e.g. 凭证列表_20260101.xlsx.
 */
export function sendExport(reply: FastifyReply, file: { name: string; body: Buffer }, now: number) {
  return sendXlsx(reply, `${file.name}_${formatDate(now).replace(/-/g, '')}.xlsx`, file.body);
}

/**
 * Answers an uploaded file as its uploader sent it: sandboxed and never sniffed into another
 * type, so that no upload can run as a page of the portal.
 */
export function sendStoredFile(
  reply: FastifyReply,
  file: { file_name: string; content_type: string; data: Uint8Array },
  kind: 'attachment' | 'inline' = 'attachment',
) {
  return reply
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('content-disposition', disposition(kind, file.file_name))
    .type(file.content_type)
    .send(Buffer.from(file.data));
}
