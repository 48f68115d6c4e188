/** The shapes of the product calls: products, permits and their audit trail, certificates. */
import { Type } from 'typebox';

export const Product = Type.Object({ productCode: Type.String(), productName: Type.String(), description: Type.String(), orderNum: Type.Integer() });

export const ProductWithPermit = Type.Object({ ...Product.properties, permitStatus: Type.Integer(), permitStatusName: Type.String() });

export const PermitAuditItem = Type.Object({
  id: Type.Integer(),
  productCode: Type.String(),
  beforeStatus: Type.Integer(),
  afterStatus: Type.Integer(),
  afterStatusName: Type.String(),
  remark: Type.String(),
  createTime: Type.String(),
});

export const PersonalVoucher = Type.Object({
  compCode: Type.String(),
  userCode: Type.String(),
  userName: Type.String(),
  certStatus: Type.Integer(),
  certStatusName: Type.String(),
  certSn: Type.String(),
  validFrom: Type.String(),
  validTo: Type.String(),
});
