/**
 * Checks on a picture chosen for the avatar before it is decoded: type and size. The crop
 * re-encodes it as a small PNG, so the source may be larger than the upload limit.
 */

export const AVATAR_ACCEPT = 'image/png,image/jpeg,image/webp';
const TYPES = new Set(AVATAR_ACCEPT.split(','));
/** Larger photos are refused before decoding (a pixel flood would freeze the tab). */
const AVATAR_SOURCE_MAX_BYTES = 10 * 1024 * 1024;

/** A Chinese message for an unusable file, or null when it may be cropped. */
export function avatarFileProblem(file: { type: string; size: number } | null | undefined): string | null {
  if (!file) return '请选择图片文件';
  if (!TYPES.has(file.type)) return '头像仅支持 JPG、PNG 或 WebP 格式的图片';
  if (file.size <= 0) return '图片文件为空，请重新选择';
  if (file.size > AVATAR_SOURCE_MAX_BYTES) return '图片不能超过 10MB，请压缩后重新选择';
  return null;
}
