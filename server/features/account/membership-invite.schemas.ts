/** The request and answer schemas of the invitations a person receives to join a company. */
import { Type } from 'typebox';
import { Envelope } from '../../core/envelope';
import { Code, Obj } from '../../core/schemas';

export const JoinInvitesListAnswer = Envelope(
  Type.Array(Type.Object({ employeeCode: Type.String(), compName: Type.String(), createTime: Type.String() })),
);

export const CodeQuery = Obj({ employeeCode: Code() });
