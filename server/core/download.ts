/** Answers a generated PDF as a private download, with its SHA-256 (for the public verification) in a header. */
import type { FastifyReply } from 'fastify';

export function sendPdf(reply: FastifyReply, pdf: { bytes: Buffer; sha256: string; fileName: string }) {
  return reply
    .header('cache-control', 'private, no-store')
    .header('x-content-sha256', pdf.sha256)
    .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(pdf.fileName)}`)
    .type('application/pdf')
    .send(pdf.bytes);
}
