/**
 * The frame every portal document shares (the voucher face, the disbursement and settlement
 * records): one A4 landscape page with the platform as author, a border, the title, the
 * document's number on the left and its status on the right, over a rule.
 */
import { PDFDocument, type PDFPage } from 'pdf-lib';
import { CjkText } from './cjk-font';
import { formatTime } from '../../../core/time';
import { INK, LINE, MUTED, Writer } from './pdf-writer';

/** A rendered document, its SHA-256 (recorded for the public verification) and its download name. */
export interface PdfFile {
  bytes: Buffer;
  sha256: string;
  fileName: string;
}

export const PAGE_LEFT = 56;
const PAGE_RIGHT = 786;

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

/**
 * The foot every document shares: the digest of its facts over a rule, when it was issued and
 * how to verify it (by `numberName`), the demo seal's notice; then the file's bytes.
 */
export async function documentFoot(
  { doc, page, w }: DocumentPage,
  f: { digestName: string; digest: string; numberName: string; now: number },
): Promise<Buffer> {
  page.drawLine({ start: { x: PAGE_LEFT, y: 100 }, end: { x: PAGE_RIGHT, y: 100 }, thickness: 0.8, color: LINE });
  await w.draw(`${f.digestName}（SHA-256）：${f.digest}`, PAGE_LEFT, 84, 9, MUTED);
  await w.draw(
    `出具时间：${formatTime(f.now)}　验证：在平台「凭证验证」中输入${f.numberName}及本文件的SHA-256值`,
    PAGE_LEFT,
    68,
    9,
    MUTED,
  );
  await w.draw(
    '演示环境：签章为演示签章，不具法律效力；正式环境以持牌CA数字证书（SM2/SM3）签名并加盖可信时间戳。',
    PAGE_LEFT,
    52,
    9,
    MUTED,
  );
  return Buffer.from(await doc.save());
}

/** The public verification's answer for a file the platform did not issue under that number. */
export function notIssued(no: string) {
  return {
    genuine: false,
    voucherNo: no,
    issuerName: '',
    holderName: '',
    amount: '',
    dueDate: '',
    statusName: '',
    issuedTime: '',
  };
}
