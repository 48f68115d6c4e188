/**
 * /index/verify 凭证验证: anyone holding a voucher PDF checks whether it is genuine — the
 * voucher number and the file's SHA-256 (printed on the PDF's hash line, or computed here from
 * the chosen file, which never leaves the browser) are looked up among the documents the
 * portal issued. The answer names the voucher's facts so the reader can compare them.
 */
import { useState, type FormEvent } from 'react';
import { errorMessage, formatMoney, verifyVoucher, type VerifyResult } from '@scf/shared';
import { PageFrame } from '../components/page-frame.component';
import { styles } from './verify.style';

const MAX_PDF_BYTES = 10 * 1024 * 1024;

/** The SHA-256 of a file as 64 hex digits, computed in the browser. */
async function sha256Hex(file: Blob): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', await file.arrayBuffer());
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

type Outcome =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'done'; result: VerifyResult }
  | { kind: 'error'; message: string };

export default function VerifyPage({ title }: { title: string }) {
  const [voucherNo, setVoucherNo] = useState('');
  const [hash, setHash] = useState('');
  const [fileNote, setFileNote] = useState<string | null>(null);
  const [problems, setProblems] = useState<{ voucherNo?: string; hash?: string }>({});
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });

  const pickFile = async (file: File | undefined): Promise<void> => {
    if (!file) return;
    if (file.size > MAX_PDF_BYTES) {
      setProblems((p) => ({ ...p, hash: '文件超过 10 MB，不是本平台出具的凭证文件' }));
      return;
    }
    setFileNote('正在计算文件摘要……');
    try {
      const h = await sha256Hex(file);
      setHash(h);
      setFileNote(`已计算“${file.name}”的摘要（文件未上传）`);
      setProblems((p) => ({ ...p, hash: undefined }));
    } catch {
      setFileNote(null);
      setProblems((p) => ({ ...p, hash: '无法读取该文件，请重新选择' }));
    }
  };

  const submit = async (e: FormEvent): Promise<void> => {
    e.preventDefault();
    const no = voucherNo.trim();
    const h = hash.trim().toLowerCase();
    const next = {
      voucherNo: /^\d{12}$/.test(no) ? undefined : '请输入12位凭证编号',
      hash: /^[0-9a-f]{64}$/.test(h) ? undefined : '请输入64位文件摘要（SHA-256），或选择凭证PDF文件',
    };
    setProblems(next);
    if (next.voucherNo || next.hash) return;
    setOutcome({ kind: 'busy' });
    try {
      setOutcome({ kind: 'done', result: await verifyVoucher({ voucherNo: no, sha256: h }) });
    } catch (err) {
      setOutcome({ kind: 'error', message: errorMessage(err, '验证失败，请稍后重试') });
    }
  };

  return (
    <PageFrame title={title}>
      <div style={styles.card}>
        <p style={styles.intro}>
          输入凭证编号，并粘贴凭证PDF底部“文件摘要”一行的内容，或直接选择PDF文件，即可核验该凭证是否由本平台出具、内容是否被改动。
        </p>
        <form noValidate onSubmit={(e) => void submit(e)}>
          <div style={styles.field}>
            <label htmlFor="verify-no">凭证编号</label>
            <input
              id="verify-no"
              style={styles.input}
              inputMode="numeric"
              maxLength={12}
              autoComplete="off"
              value={voucherNo}
              aria-invalid={Boolean(problems.voucherNo)}
              aria-describedby={problems.voucherNo ? 'verify-no-error' : undefined}
              onChange={(e) => setVoucherNo(e.target.value.replace(/\D/g, ''))}
            />
            {problems.voucherNo ? (
              <span id="verify-no-error" style={styles.error}>
                {problems.voucherNo}
              </span>
            ) : null}
          </div>
          <div style={styles.field}>
            <label htmlFor="verify-hash">文件摘要（SHA-256）</label>
            <input
              id="verify-hash"
              style={styles.hashInput}
              maxLength={64}
              autoComplete="off"
              spellCheck={false}
              value={hash}
              aria-invalid={Boolean(problems.hash)}
              aria-describedby={problems.hash ? 'verify-hash-error' : undefined}
              onChange={(e) => setHash(e.target.value.trim())}
            />
            {problems.hash ? (
              <span id="verify-hash-error" style={styles.error}>
                {problems.hash}
              </span>
            ) : null}
          </div>
          <div style={styles.field}>
            <label htmlFor="verify-file">或选择凭证PDF文件</label>
            <input
              id="verify-file"
              type="file"
              accept="application/pdf,.pdf"
              onChange={(e) => void pickFile(e.target.files?.[0])}
            />
            {fileNote ? (
              <span style={styles.hint} role="status">
                {fileNote}
              </span>
            ) : null}
          </div>
          <button type="submit" style={styles.button} disabled={outcome.kind === 'busy'}>
            {outcome.kind === 'busy' ? '正在验证……' : '验证'}
          </button>
        </form>
        <div aria-live="polite">
          {outcome.kind === 'error' ? <p style={styles.error}>{outcome.message}</p> : null}
          {outcome.kind === 'done' && outcome.result.genuine ? (
            <section style={styles.genuine} data-testid="verify-genuine">
              <strong>验证通过：该凭证文件由本平台出具，内容未被改动。</strong>
              <dl style={styles.dl}>
                <dt>凭证编号</dt>
                <dd style={styles.fact}>{outcome.result.voucherNo}</dd>
                <dt>开立方</dt>
                <dd style={styles.fact}>{outcome.result.issuerName}</dd>
                <dt>持有方</dt>
                <dd style={styles.fact}>{outcome.result.holderName}</dd>
                <dt>金额</dt>
                <dd style={styles.fact}>¥{formatMoney(outcome.result.amount)}</dd>
                <dt>到期日期</dt>
                <dd style={styles.fact}>{outcome.result.dueDate}</dd>
                <dt>当前状态</dt>
                <dd style={styles.fact}>{outcome.result.statusName}</dd>
              </dl>
            </section>
          ) : null}
          {outcome.kind === 'done' && !outcome.result.genuine ? (
            <section style={styles.fake} data-testid="verify-fake">
              <strong style={styles.fakeTitle}>验证未通过：本平台没有出具过与该编号和摘要相符的凭证文件。</strong>
              <p style={styles.fakeHint}>文件可能被修改过，或编号输入有误。请向开立方核实，切勿仅凭该文件交易。</p>
            </section>
          ) : null}
        </div>
      </div>
    </PageFrame>
  );
}
