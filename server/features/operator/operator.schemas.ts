/** The shapes of the operator channel's requests (npm run admin through a running server). */
import { Type } from 'typebox';
import { CompCode } from '../deploy/deploy.schemas';

/** The first administrator of a deployment (create-admin); the service checks the values themselves. */
export const FirstAdmin = Type.Object(
  {
    compName: Type.String({ maxLength: 200 }),
    creditCode: Type.String({ maxLength: 32 }),
    compRole: Type.String({ maxLength: 24 }),
    mobile: Type.String({ maxLength: 20 }),
    adminName: Type.String({ maxLength: 100 }),
    password: Type.String({ maxLength: 128 }),
  },
  { additionalProperties: false },
);

export const OperatorAnswer = Type.Any();

export const ApproveBody = Type.Object(
  { compCode: CompCode, sameNameConfirmed: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);

export const RejectBody = Type.Object(
  { compCode: CompCode, reason: Type.String({ minLength: 1, maxLength: 200 }) },
  { additionalProperties: false },
);

export const NoBody = Type.Object({}, { additionalProperties: false });
