/** The stored files (SQL only; who may see a file is decided in files.routes.ts). */
import type { Db } from '../../db/db';
import { ACTIVE, MEMBERSHIP } from '../../core/status';

export interface NewFile {
  token: string;
  ownerPersonId: number | null;
  ownerCompId: number | null;
  regId: number | null;
  fileName: string;
  contentType: string;
  data: Uint8Array;
  createdAt: number;
}

export async function insertFile(db: Db, f: NewFile): Promise<void> {
  await db.query(
    `INSERT INTO files (token, owner_person_id, owner_comp_id, reg_id, file_name, content_type, size, data, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [f.token, f.ownerPersonId, f.ownerCompId, f.regId, f.fileName, f.contentType, f.data.length, f.data, f.createdAt],
  );
}

export interface FileRow {
  token: string;
  owner_person_id: number | null;
  owner_comp_id: number | null;
  reg_id: number | null;
  file_name: string;
  content_type: string;
  data: Uint8Array;
}

export async function fileByToken(db: Db, token: string): Promise<FileRow | null> {
  const rows = await db.query<FileRow>(
    'SELECT token, owner_person_id, owner_comp_id, reg_id, file_name, content_type, data FROM files WHERE token = $1',
    [token],
  );
  return rows[0] ?? null;
}

/** Whether the file is the avatar of an active member of the company (not invited, removed or disabled there). */
export async function isAvatarOfActiveMember(db: Db, token: string, compId: number): Promise<boolean> {
  const rows = await db.query<{ id: number }>(
    `SELECT p.id FROM persons p JOIN employees e ON e.person_id = p.id
     WHERE p.photo_file_token = $1 AND e.comp_id = $2
       AND e.status = ${MEMBERSHIP.member} AND e.is_active = ${ACTIVE.enabled} LIMIT 1`,
    [token, compId],
  );
  return rows.length > 0;
}

/** The content type of a file the person uploaded, or null when they have no such file. */
export async function ownFileType(db: Db, token: string, personId: number): Promise<string | null> {
  const rows = await db.query<{ content_type: string }>(
    'SELECT content_type FROM files WHERE token = $1 AND owner_person_id = $2',
    [token, personId],
  );
  return rows[0]?.content_type ?? null;
}
