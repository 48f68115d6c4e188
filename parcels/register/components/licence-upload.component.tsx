/**
 * The business-licence upload of the company step, as a form control whose value is the
 * stored file's token (`licenceFileToken`). A native file input behind a real button (keyboard
 * and screen readers get a button, not a hidden label trick); type and size are checked here
 * first so a wrong file costs no upload, the server checks the content again. An image is
 * previewed from the chosen file; a file uploaded earlier (a reload, going back) is offered
 * as a link through the download call with the registration ticket.
 */
import { useEffect, useRef, useState } from 'react';
import { Button } from 'antd';
import { DeleteOutlined, FileTextOutlined, UploadOutlined } from '@ant-design/icons';
import { errorMessage, fileDownloadUrl, uploadFile } from '@scf/shared';
import { checkLicenceFile, formatBytes, LICENCE_ACCEPT } from '../licence-file';
import { styles } from './licence-upload.style';

interface Props {
  /** Set by Form.Item, so its label names the button. */
  id?: string;
  regTicket: string;
  /** The stored file's token (Form.Item value). */
  value?: string;
  onChange?: (token: string) => void;
  /** The Form.Item's help and error text (set by Form.Item). */
  'aria-describedby'?: string;
}

interface Chosen {
  name: string;
  size: number;
  previewUrl: string | null;
}

// Form.Item also passes aria-required, which a button may not carry (the label says 营业执照
// is needed and the error text is linked): only the description is taken over.
export function LicenceUpload({ id, regTicket, value, onChange, 'aria-describedby': describedBy }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  // Object URLs hold the file in memory until revoked: free the previous one and the last.
  useEffect(
    () => () => {
      if (chosen?.previewUrl) URL.revokeObjectURL(chosen.previewUrl);
    },
    [chosen],
  );

  const pick = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    const check = checkLicenceFile(file);
    if (check) {
      setProblem(check);
      return;
    }
    setProblem(null);
    setUploading(true);
    try {
      const stored = await uploadFile(file, { fileName: file.name, regTicket }, { kind: 'silent' });
      setChosen({
        name: stored.fileName || file.name,
        size: file.size,
        previewUrl: file.type.startsWith('image/') ? URL.createObjectURL(file) : null,
      });
      onChange?.(stored.fileToken);
    } catch (err) {
      setProblem(errorMessage(err, '上传失败，请重试'));
    } finally {
      setUploading(false);
    }
  };

  const remove = () => {
    setChosen(null);
    onChange?.('');
    input.current?.focus();
  };

  const earlier = !chosen && value ? fileDownloadUrl(value, regTicket) : '';
  return (
    <div>
      <div style={styles.row}>
        <Button
          id={id}
          icon={<UploadOutlined aria-hidden="true" />}
          loading={uploading}
          onClick={() => input.current?.click()}
          aria-label={`营业执照：${value ? '重新上传' : '选择文件上传'}`}
          aria-describedby={describedBy}
        >
          {value ? '重新上传' : '选择文件上传'}
        </Button>
        <input
          ref={input}
          type="file"
          accept={LICENCE_ACCEPT}
          tabIndex={-1}
          aria-hidden="true"
          style={styles.fileInput}
          onChange={(e) => void pick(e.target.files?.[0])}
        />
      </div>
      <p style={styles.hint}>支持 JPG、PNG、WebP 图片（不超过 2 MB）或 PDF 文件（不超过 5 MB）</p>
      {problem && (
        <p style={styles.error} role="alert">
          {problem}
        </p>
      )}
      {chosen && value && (
        <div style={styles.file}>
          {chosen.previewUrl ? (
            <img src={chosen.previewUrl} alt="营业执照预览" style={styles.preview} />
          ) : (
            <FileTextOutlined aria-hidden="true" style={styles.fileIcon} />
          )}
          <span style={styles.name}>
            {chosen.name}（{formatBytes(chosen.size)}）已上传
          </span>
          <Button
            type="text"
            icon={<DeleteOutlined aria-hidden="true" />}
            onClick={remove}
            aria-label={`删除 ${chosen.name}`}
          />
        </div>
      )}
      {earlier && (
        <div style={styles.file}>
          <FileTextOutlined aria-hidden="true" style={styles.fileIcon} />
          <span style={styles.name}>
            已上传营业执照。
            <a href={earlier} target="_blank" rel="noopener noreferrer">
              查看文件（在新窗口打开）
            </a>
          </span>
        </div>
      )}
    </div>
  );
}
