/** The shapes of the public CMS content: sections and their items. */
import { Type } from 'typebox';
import { Id, Obj, PageNum, PageSize } from '../../core/schemas';

const BizCode = Type.String({ minLength: 1, maxLength: 32, pattern: '^[A-Z_]+$', 'x-msg': '业务编码不正确' });

export const CmsItem = Type.Object({
  id: Type.Integer(),
  bizCode: Type.String(),
  title: Type.String(),
  summary: Type.String(),
  content: Type.String(),
  imageUrl: Type.String(),
  linkUrl: Type.String(),
  publishTime: Type.String(),
  orderNum: Type.Integer(),
});

export const CmsHurdle = Type.Object({ bizCode: Type.String(), name: Type.String(), orderNum: Type.Integer() });

export const NoQuery = Obj({});

export const HurdleList = Type.Array(CmsHurdle);

export const BizCodeBody = Obj({ bizCode: BizCode });

export const ItemList = Type.Array(CmsItem);

export const BizCodePageBody = Obj({
  bizCode: BizCode,
  pageNum: Type.Optional(PageNum),
  pageSize: Type.Optional(PageSize),
});

export const BizCodeItemBody = Obj({ bizCode: BizCode, id: Type.Optional(Id) });
