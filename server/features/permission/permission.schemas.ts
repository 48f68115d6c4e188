/** Shapes of the permission calls. */
import { Type } from 'typebox';

/** One menu resource: `M` a directory, `C` a page. */
export const MenuItemSchema = Type.Object({
  resCode: Type.String(),
  resName: Type.String(),
  resType: Type.String(),
  resUri: Type.String(),
  parentCode: Type.String(),
  orderNum: Type.Integer(),
  prodCode: Type.String(),
});
