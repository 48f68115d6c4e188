/** Shapes of the permission calls. */
import { Type } from 'typebox';
import { Obj, ProdCode } from '../../core/schemas';

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

export const ProductMenuBody = Obj({ productCode: Type.Optional(ProdCode) });

export const MenuTree = Type.Array(MenuItemSchema);

export const PermList = Type.Array(Type.Object({ resUri: Type.String() }));
