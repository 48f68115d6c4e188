/**
 * 打印 / 下载 the voucher face as a PDF (pdf-lib): parties with credit codes, the amount in
 * figures and in capitals, dates, the promise, the issuer's seal (drawn, labelled 演示签章: there
 * is no licensed CA here) and a hash line (the SHA-256 of the voucher's facts). The SHA-256 of
 * every file handed out is recorded, and the public 验证 answers whether a number and a file
 * hash belong together (docs/decisions/voucher-pdf-verification.md says what a real deployment
 * plugs in instead: a licensed CA's SM2 signature, SM3 digests, a trusted timestamp).
 */
import { createHash } from 'node:crypto';
import type { AppContext } from '../../core/context';
import { formatTime } from '../../core/time';
import { VOUCHER_NAMES, type VoucherStatus } from '../../core/status';
import { amountInWords, fenToYuan } from '../../../shared/format/fen';
import { formatMoney } from '../../../shared/format/money';
import { companiesByIds, voucherByNo, type VoucherRow } from './voucher.repo';
import { documentKnown, insertDocument } from './voucher-document.repo';
import { documentPage, headingRule, PAGE_LEFT, type PdfFile, documentFoot, notIssued } from './pdf/document-page';
import { PROMISE_TEXT, visibleVoucher } from './voucher-query.service';
import type { VoucherCaller } from './voucher-caller';
import { verifyFinancePdf } from '../finance-docs/finance-pdf.service';
import { INK, MUTED } from './pdf/pdf-writer';

interface Party {
  name: string;
  creditCode: string;
}

/** The facts a voucher face states, in a fixed order: their SHA-256 is the face's hash line. */
function factsDigest(v: VoucherRow, issuer: Party, holder: Party): string {
  const facts = [
    v.voucher_no,
    v.root_no,
    issuer.name,
    issuer.creditCode,
    holder.name,
    holder.creditCode,
    String(v.amount_fen),
    v.issue_date ?? '',
    v.due_date,
    v.contract_no,
  ];
  return createHash('sha256').update(facts.join('\n')).digest('hex');
}

/** Renders the face of a voucher (already checked visible to the caller). */
async function renderVoucherPdf(
  v: VoucherRow,
  parties: { issuer: Party; from: Party; holder: Party },
  now: number,
): Promise<Buffer> {
  const { doc, page, w } = await documentPage(
    '电子债权凭证',
    `凭证编号：${v.voucher_no}`,
    VOUCHER_NAMES[v.status as VoucherStatus] ?? v.status,
    now,
    `电子债权凭证 ${v.voucher_no}`,
  );
  const left = PAGE_LEFT;
  await w.draw(`原始凭证编号：${v.root_no}`, 300, 490, 11);
  headingRule(page);

  let y = 455;
  const row = async (label: string, value: string, x = left, size = 12) => {
    await w.draw(label, x, y, size, MUTED);
    await w.draw(value, x + 96, y, size);
  };
  await row('开立方', parties.issuer.name);
  await row('信用代码', parties.issuer.creditCode, 430);
  y -= 26;
  if (v.parent_id !== null) {
    await row('转让方', parties.from.name);
    await row('信用代码', parties.from.creditCode, 430);
    y -= 26;
  }
  await row('持有方', parties.holder.name);
  await row('信用代码', parties.holder.creditCode, 430);
  y -= 34;
  await row('金额（小写）', `¥${formatMoney(fenToYuan(v.amount_fen))}`, left, 14);
  y -= 26;
  await row('金额（大写）', amountInWords(v.amount_fen) ?? '', left, 14);
  y -= 30;
  await row('开立日', v.issue_date ?? '');
  await row('到期日', v.due_date, 430);
  y -= 26;
  await row('合同编号', v.contract_no);
  await row('发票号码', v.invoice_nos.join('、').slice(0, 60) || '—', 430);
  y -= 34;
  y = await w.paragraph(PROMISE_TEXT, left, y, 11, 520, INK);
  await w.draw(`开立方：${parties.issuer.name}`, left, y - 6, 11);

  await w.seal(parties.issuer.name, 690, 200, 62);

  const digest = factsDigest(v, parties.issuer, parties.holder);
  return documentFoot({ doc, page, w }, { digestName: '凭证摘要', digest, numberName: '凭证编号', now });
}

export async function voucherPdf(ctx: AppContext, c: VoucherCaller, voucherId: number): Promise<PdfFile> {
  const v = await visibleVoucher(ctx, c, voucherId);
  const companies = await companiesByIds(ctx.db, [v.issuer_comp_id, v.from_comp_id, v.holder_comp_id]);
  const party = (id: number): Party => ({
    name: companies.get(id)?.comp_name ?? '',
    creditCode: companies.get(id)?.credit_code ?? '',
  });
  const now = ctx.clock();
  const bytes = await renderVoucherPdf(
    v,
    { issuer: party(v.issuer_comp_id), from: party(v.from_comp_id), holder: party(v.holder_comp_id) },
    now,
  );
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  await insertDocument(ctx.db, v.id, sha256, now);
  return { bytes, sha256, fileName: `电子债权凭证_${v.voucher_no}.pdf` };
}

/** Public: whether the file hash belongs to a PDF the platform issued for this voucher number. */
export async function verifyVoucherPdf(ctx: AppContext, voucherNo: string, sha256: string) {
  // Disbursement (RZ…) and settlement (JS…) records are the finance products' documents.
  if (!/^[0-9]{12}$/.test(voucherNo)) return verifyFinancePdf(ctx, voucherNo, sha256);
  const v = await voucherByNo(ctx.db, voucherNo);
  const known = v ? await documentKnown(ctx.db, v.id, sha256) : null;
  if (!v || known === null) return notIssued(voucherNo);
  const companies = await companiesByIds(ctx.db, [v.issuer_comp_id, v.holder_comp_id]);
  return {
    genuine: true,
    voucherNo,
    issuerName: companies.get(v.issuer_comp_id)?.comp_name ?? '',
    holderName: companies.get(v.holder_comp_id)?.comp_name ?? '',
    amount: fenToYuan(v.amount_fen) ?? '',
    dueDate: v.due_date,
    statusName: VOUCHER_NAMES[v.status as VoucherStatus] ?? String(v.status),
    issuedTime: formatTime(known),
  };
}
