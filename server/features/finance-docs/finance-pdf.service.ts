/**
 * PDFs of a disbursement record (放款凭证, ZNX) and of a settlement record (清分凭证, SETTLE),
 * drawn with the voucher's library, font and demo seal; the SHA-256 of every file handed out is
 * recorded, and the public 验证 accepts their numbers (RZ…, JS…) as it accepts voucher numbers.
 */
import { createHash } from 'node:crypto';
import type { AppContext } from '../../core/context';
import { formatTime } from '../../core/time';
import { documentFacts, financeDocumentIssuedAt, insertFinanceDocument } from './finance-docs.repo';
import { amountInWords, fenToYuan } from '../../../shared/format/fen';
import { formatMoney } from '../../../shared/format/money';
import {
  documentPage,
  headingRule,
  PAGE_LEFT,
  type PdfFile,
  documentFoot,
  notIssued,
} from '../voucher/pdf/document-page';
import { MUTED } from '../voucher/pdf/pdf-writer';

export interface FinanceDoc {
  docNo: string;
  title: string;
  /** Who paid and who received. */
  payer: string;
  payee: string;
  amountFen: number;
  date: string;
  /** Label → value lines of the body. */
  lines: ReadonlyArray<readonly [string, string]>;
  sealOf: string;
  statusName: string;
  dueDate: string;
}

async function render(d: FinanceDoc, now: number): Promise<Buffer> {
  const { doc, page, w } = await documentPage(d.title, `单号：${d.docNo}`, d.statusName, now, `${d.title} ${d.docNo}`);
  const left = PAGE_LEFT;
  headingRule(page);
  let y = 452;
  const row = async (label: string, value: string, size = 12) => {
    await w.draw(label, left, y, size, MUTED);
    await w.draw(value, left + 110, y, size);
    y -= 26;
  };
  await row('付款方', d.payer);
  await row('收款方', d.payee);
  await row('金额（小写）', `¥${formatMoney(fenToYuan(d.amountFen))}`, 14);
  await row('金额（大写）', amountInWords(d.amountFen) ?? '', 14);
  await row('日期', d.date);
  for (const [label, value] of d.lines) await row(label, value);
  await w.seal(d.sealOf, 690, 200, 62);
  const digest = createHash('sha256')
    .update([d.docNo, d.payer, d.payee, String(d.amountFen), d.date, ...d.lines.map((l) => l.join(':'))].join('\n'))
    .digest('hex');
  return documentFoot({ doc, page, w }, { digestName: '单据摘要', digest, numberName: '单号', now });
}

/** Renders and records a finance document (the caller checked it may see it). */
export async function financePdf(ctx: AppContext, d: FinanceDoc): Promise<PdfFile> {
  const now = ctx.clock();
  const bytes = await render(d, now);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  await insertFinanceDocument(ctx.db, d.docNo, sha256, now);
  return { bytes, sha256, fileName: `${d.title}_${d.docNo}.pdf` };
}

/** Public: whether the file hash belongs to a record PDF the platform issued under this number. */
export async function verifyFinancePdf(ctx: AppContext, docNo: string, sha256: string) {
  const known = await financeDocumentIssuedAt(ctx.db, docNo, sha256);
  const facts = known !== null ? await documentFacts(ctx.db, docNo) : null;
  if (known === null || !facts) return notIssued(docNo);
  return {
    genuine: true,
    voucherNo: docNo,
    issuerName: facts.payer,
    holderName: facts.payee,
    amount: fenToYuan(facts.amountFen) ?? '',
    dueDate: facts.dueDate,
    statusName: facts.statusName,
    issuedTime: formatTime(known),
  };
}
