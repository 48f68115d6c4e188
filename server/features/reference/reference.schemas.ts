/** The shapes of the reference data: regions, the linkage tree and dictionary entries. */
import { Type } from 'typebox';

export const Region = Type.Object({ id: Type.Integer(), code: Type.String(), name: Type.String(), pid: Type.Integer() });
/** A prefecture of `area/list` with its counties (empty for a municipality's district or a
 * prefecture without counties), so a picker can search the whole province at once. */
export const AreaNode = Type.Object({ ...Region.properties, children: Type.Array(Region) });
export const LinkageItem = Type.Object({ ...Region.properties, hasChildren: Type.Boolean() });
export const DictItem = Type.Object({ code: Type.String(), dictValue: Type.String(), dictLabel: Type.String() });
