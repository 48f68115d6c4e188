/**
 * The frame every portal document shares (the voucher face, the disbursement and settlement
 * records): one A4 landscape page with the platform as author, a border, the title, the
 * document's number on the left and its status on the right, over a rule.
 */
import { PDFDocument, type PDFPage } from 'pdf-lib';
import { CjkText } from './cjk-font';
import { INK, LINE, Writer } from './pdf-writer';

/** A rendered document, its SHA-256 (recorded for the public verification) and its download name. */
export interface PdfFile {
  bytes: Buffer;
  sha256: string;
  fileName: string;
}

export const PAGE_LEFT = 56;
export const PAGE_RIGHT = 786;

interface DocumentPage {
  doc: PDFDocument;
  page: PDFPage;
  w: Writer;
}

export async function documentPage(
  title: string,
  numberText: string,
  statusName: string,
  now: number,
  docTitle = `${title} ${numberText}`,
): Promise<DocumentPage> {
  const doc = await PDFDocument.create();
  doc.setTitle(docTitle);
  doc.setAuthor('供应链金融服务平台');
  doc.setProducer('供应链金融服务平台');
  doc.setCreator('供应链金融服务平台');
  doc.setCreationDate(new Date(now));
  doc.setModificationDate(new Date(now));
  const page = doc.addPage([842, 595]);
  const w = new Writer(page, new CjkText(doc));
  page.drawRectangle({ x: 36, y: 36, width: 770, height: 523, borderColor: LINE, borderWidth: 1 });
  await w.draw(title, 421, 520, 24, INK, 'center');
  await w.draw(numberText, PAGE_LEFT, 490, 11);
  await w.draw(`状态：${statusName}`, PAGE_RIGHT, 490, 11, INK, 'right');
  return { doc, page, w };
}

/** The rule under the heading; drawn after any further heading text. */
export function headingRule(page: PDFPage): void {
  page.drawLine({ start: { x: PAGE_LEFT, y: 480 }, end: { x: PAGE_RIGHT, y: 480 }, thickness: 0.8, color: LINE });
}
