/** The shapes of the product calls: products, permits and their audit trail, certificates. */
import { Type } from 'typebox';
import { Code, Obj, ProdCode } from '../../core/schemas';

export const Product = Type.Object({
  productCode: Type.String(),
  productName: Type.String(),
  description: Type.String(),
  orderNum: Type.Integer(),
});

export const ProductWithPermit = Type.Object({
  ...Product.properties,
  permitStatus: Type.Integer(),
  permitStatusName: Type.String(),
});

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

export const ProductList = Type.Array(Product);

export const CompCodeQuery = Obj({ compCode: Code() });

export const ProductPermitList = Type.Array(ProductWithPermit);

export const PermitAuditQuery = Obj({
  compCode: Code(),
  productCode: Type.Optional(ProdCode),
  afterStatus: Type.Optional(Type.Integer({ minimum: 0, maximum: 99 })),
});

export const PermitAuditList = Type.Array(PermitAuditItem);

export const ProductCodeQuery = Obj({ productCode: ProdCode });

export const PersonalVoucherQuery = Obj({ compCode: Code(), userCode: Code() });

export const PersonalVoucherAnswer = Type.Union([PersonalVoucher, Type.Null()]);
