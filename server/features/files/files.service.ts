/**
 * Files of the portal API: stored in the database (every instance sees them) under random
 * tokens; the type is read from the content (JPEG, PNG, WebP, PDF), never from the name or the
 * declared type.
 */
import type { AppContext, AuthContext } from '../../core/context';
import { AppError, fail } from '../../core/envelope';
import { randomToken } from '../../core/crypto';
import type { UploadedFile } from '../../core/upload';
import { authenticate } from '../session/session.service';
import { registrationByTicket } from '../registration/registration.service';
import { enforceIp, POLICIES } from '../../infra/throttle/throttle.service';
import { detectType, imageSize } from './file-type';
import { type FileRow, fileByToken, insertFile, isAvatarOfActiveMember } from './files.repo';

const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
/** Largest upload (a PDF); the multipart plugin of the upload route enforces it. */
export const MAX_PDF_BYTES = 5 * 1024 * 1024;
const MAX_PIXELS_SIDE = 4096;

function cleanName(name: string, ext: string): string {
  const base = name
    .replace(/[\u0000-\u001f<>:"/\\|?*]/g, '')
    .trim()
    .slice(0, 80);
  const stem = base.replace(/\.[^.]*$/, '') || 'file';
  return `${stem}.${ext}`;
}

/**
 * Who may upload: a signed-in caller, or a registration in progress by its ticket; the uploads
 * of an IP are throttled. Answers the registration the file will belong to (null when signed in).
 */
export async function uploaderRegistration(
  ctx: AppContext,
  auth: AuthContext | null,
  regTicket: string | undefined,
  ip: string,
): Promise<number | null> {
  let regId: number | null = null;
  if (!auth) {
    if (regTicket === undefined) throw fail.unauthenticated();
    regId = (await registrationByTicket(ctx, regTicket)).id;
  }
  await enforceIp(ctx, 'upload', ip, POLICIES.uploadIp);
  return regId;
}

/** Stores an uploaded file once its content is a JPEG, PNG, WebP (≤ 2 MiB, ≤ 4096 px a side) or PDF. */
export async function storeFile(
  ctx: AppContext,
  auth: AuthContext | null,
  regId: number | null,
  { fileName: name, data }: UploadedFile,
) {
  const type = detectType(data);
  if (!type) throw fail.bad('只能上传 JPG、PNG、WebP 图片或 PDF 文件', 'file');
  if (type.contentType !== 'application/pdf') {
    if (data.length > MAX_IMAGE_BYTES) throw new AppError(413, '图片不能超过2MB', { field: 'file' }, 413);
    const size = imageSize(data, type.contentType);
    // An image whose size cannot be read could be anything (a pixel flood among others): refused.
    if (!size) throw fail.bad('图片已损坏或格式不正确，请重新上传', 'file');
    if (size.width > MAX_PIXELS_SIDE || size.height > MAX_PIXELS_SIDE || size.width === 0 || size.height === 0) {
      throw fail.bad('图片尺寸不能超过4096×4096像素', 'file');
    }
  }
  const token = randomToken(24);
  const fileName = cleanName(name, type.ext);
  await insertFile(ctx.db, {
    token,
    ownerPersonId: auth?.personId ?? null,
    ownerCompId: auth?.compId ?? null,
    regId,
    fileName,
    contentType: type.contentType,
    data,
    createdAt: ctx.clock(),
  });
  return { fileToken: token, fileName, contentType: type.contentType, size: data.length };
}

/** How a download proves who asks: an access token (bearer or cookie), or a registration ticket. */
export interface DownloadCaller {
  accessToken: string | null;
  regTicket: string | undefined;
}

/**
 * A file the caller may see: their own or their company's, a colleague's avatar, or one
 * uploaded during the registration of the ticket. Anything else is 404, whether or not it exists.
 */
export async function downloadableFile(ctx: AppContext, fileToken: string, who: DownloadCaller): Promise<FileRow> {
  const file = await fileByToken(ctx.db, fileToken);
  let allowed = false;
  if (who.accessToken) {
    const auth = await authenticate(ctx, who.accessToken, true);
    if (file) {
      allowed = file.owner_person_id === auth.personId || file.owner_comp_id === auth.compId;
      if (!allowed) {
        // A colleague's avatar: the owner must be an active member of the caller's company
        // (not invited, removed or disabled there).
        allowed = await isAvatarOfActiveMember(ctx.db, file.token, auth.compId);
      }
    }
  } else if (who.regTicket !== undefined) {
    const reg = await registrationByTicket(ctx, who.regTicket);
    allowed = file !== null && file.reg_id === reg.id;
  } else {
    throw fail.unauthenticated();
  }
  if (!file || !allowed) throw new AppError(404, '文件不存在或无权访问', null, 404);
  return file;
}
