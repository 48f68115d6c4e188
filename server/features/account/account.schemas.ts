/** The account feature's request and answer schemas (the signed-in person's own account). */
import { Type } from 'typebox';
import { Code, Email, EncryptedPassword, Kid, Mobile, Obj, ProdCode, Text } from '../../core/schemas';
import { CompanyListItemSchema } from '../company/company.schemas';
import { CompRoleList, EmpRoleList } from '../auth/auth.schemas';

export const ListDictAnswer = Type.Array(CompanyListItemSchema);

export const LoginViewAnswer = Type.Object({
  userCode: Type.String(),
  userName: Type.String(),
  mobile: Type.String(),
  email: Type.String(),
  photoFileToken: Type.String(),
  photoFileName: Type.String(),
  employeeCode: Type.String(),
  compCode: Type.String(),
  compName: Type.String(),
  compRole: CompRoleList,
  /** The enterprise role chosen with refresh/token compRoleCode; '' until one is chosen. */
  currentCompRole: Type.String(),
  employeeRole: EmpRoleList,
});

export const OldPwdCheckQuery = Obj({ pwd: EncryptedPassword, kid: Type.Optional(Kid) });

export const PassWordUpdateBody = Obj({
  oldPassword: EncryptedPassword,
  newPassword: EncryptedPassword,
  kid: Type.Optional(Kid),
});

export const EmailUpdateQuery = Obj({ email: Email });

export const MobileUpdateQuery = Obj({ mobile: Mobile });

export const MobileCheckAnswer = Type.Object({ available: Type.Boolean() });

export const PhotoUpdateQuery = Obj({ fileToken: Code(64), fileName: Text(100, 1) });

export const CustUserCheckPassByProductCodeCompCodeAndUserCodeQuery = Obj({
  productCode: ProdCode,
  compCode: Code(),
  userCode: Code(),
});

export const CustUserCheckPassByProductCodeCompCodeAndUserCodeAnswer = Type.Object({
  pass: Type.Boolean(),
  employeeRole: Type.Array(Type.String()),
});
