/** The message feature's request and answer schemas (站内信 and announcements). */
import { Type } from 'typebox';
import { Code, Id, Obj, PageNum, PageSize, ProdCode } from '../../core/schemas';

/** Message types to keep (the header's 通知 and 消息 tabs each show a group of types). */
const MsgTypes = Type.Array(Code(16), { minItems: 1, maxItems: 10 });

export const MessageItem = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  summary: Type.String(),
  msgType: Type.String(),
  msgTypeName: Type.String(),
  readStatus: Type.Integer(),
  sendTime: Type.String(),
});

export const MessageGetIsUnreadNumbersQuery = Obj({ receiveCompCode: Code() });

export const MessageListBody = Obj({
  readStatus: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
  msgType: Type.Optional(Code(16)),
  msgTypes: Type.Optional(MsgTypes),
  keyword: Type.Optional(Type.String({ maxLength: 50 })),
  pageNum: Type.Optional(PageNum),
  pageSize: Type.Optional(PageSize),
});

export const MessageDetailQuery = Obj({ id: Id });

export const MessageDetailAnswer = Type.Object({ ...MessageItem.properties, content: Type.String() });

export const MessageReadBody = Obj({ ids: Type.Array(Id, { minItems: 1, maxItems: 100 }) });

export const MessageReadAnswer = Type.Object({ updated: Type.Integer() });

export const MessageReadAllBody = Obj({ msgTypes: Type.Optional(MsgTypes) });

export const AfficheListQuery = Obj({ productCode: ProdCode });

export const AfficheListBody = Obj({
  title: Type.Optional(Type.String({ maxLength: 50 })),
  pageNum: Type.Optional(PageNum),
  pageSize: Type.Optional(PageSize),
});

export const AfficheDetailAnswer = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  content: Type.String(),
  productCode: Type.String(),
  publishTime: Type.String(),
});

export const UnreadCount = Type.Integer();

export const AfficheItem = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  summary: Type.String(),
  productCode: Type.String(),
  publishTime: Type.String(),
  top: Type.Integer(),
});
