/** The shapes of the reference data: regions, the linkage tree and dictionary entries. */
import { Type } from 'typebox';
import { Obj } from '../../core/schemas';

export const Region = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  pid: Type.Integer(),
});
/** A prefecture of `area/list` with its counties (empty for a municipality's district or a
 * prefecture without counties), so a picker can search the whole province at once. */
export const AreaNode = Type.Object({ ...Region.properties, children: Type.Array(Region) });
export const LinkageItem = Type.Object({ ...Region.properties, hasChildren: Type.Boolean() });
export const DictItem = Type.Object({ code: Type.String(), dictValue: Type.String(), dictLabel: Type.String() });

export const RegionList = Type.Array(Region);

export const AreaTree = Type.Array(AreaNode);

export const LinkageList = Type.Array(LinkageItem);

export const DictBody = Obj({
  code: Type.Optional(Type.String({ minLength: 1, maxLength: 32, pattern: '^[A-Za-z]+$' })),
});

export const DictList = Type.Array(DictItem);

export const Pid = Obj({ pid: Type.Integer({ minimum: 0, maximum: 2_147_483_647 }) });
