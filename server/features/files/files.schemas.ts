/** The files feature's request and answer schemas (uploads and downloads). */
import { Type } from 'typebox';
import { Envelope } from '../../core/envelope';
import { Code, Obj, Ticket } from '../../core/schemas';

export const FileStoreQuery = Obj({ regTicket: Type.Optional(Ticket) });

export const FileStoreAnswer = Envelope(
  Type.Object({ fileToken: Type.String(), fileName: Type.String(), contentType: Type.String(), size: Type.Integer() }),
);

export const DownLoadQuery = Obj({ fileToken: Code(64), regTicket: Type.Optional(Ticket) });

export const DownLoadAnswer = Type.Unsafe<Buffer>({ description: 'the file', type: 'string', format: 'binary' });
