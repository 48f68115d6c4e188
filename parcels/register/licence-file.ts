/**
 * What the licence upload accepts, checked before uploading (the server decides by content:
 * docs/api.md, "Files" — JPEG/PNG/WebP ≤ 2 MiB, PDF ≤ 5 MiB).
 */

export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
export const MAX_PDF_BYTES = 5 * 1024 * 1024;
export const LICENCE_ACCEPT = 'image/jpeg,image/png,image/webp,application/pdf,.jpg,.jpeg,.png,.webp,.pdf';

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const IMAGE_EXT = /\.(jpe?g|png|webp)$/i;
const PDF_EXT = /\.pdf$/i;

/** A Chinese reason the file cannot be used, or null. */
export function checkLicenceFile(file: { name: string; size: number; type: string }): string | null {
  const isImage = IMAGE_TYPES.includes(file.type) || (file.type === '' && IMAGE_EXT.test(file.name));
  const isPdf = file.type === 'application/pdf' || (file.type === '' && PDF_EXT.test(file.name));
  if (!isImage && !isPdf) return '文件格式不支持：请上传 JPG、PNG、WebP 图片或 PDF 文件';
  if (file.size === 0) return '文件是空的，请重新选择';
  if (isImage && file.size > MAX_IMAGE_BYTES) return '图片不能超过 2 MB，请压缩后重新上传';
  if (isPdf && file.size > MAX_PDF_BYTES) return 'PDF 文件不能超过 5 MB';
  return null;
}

export function formatBytes(n: number): string {
  if (!Number.isFinite(n) || n < 0) return '';
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1)} KB`;
  return `${(n / 1024 / 1024).toFixed(1)} MB`;
}
