/** The password reset's request and answer schemas. */
import { Type } from 'typebox';
import { Envelope } from '../../core/envelope';
import { BrowserId, Code6, EncryptedPassword, Kid, Mobile, Obj, Ticket } from '../../core/schemas';

export const ResetpwdAccountBody = Obj({ mobile: Mobile, smsCode: Code6, browserID: BrowserId });

export const ResetpwdAccountAnswer = Envelope(Type.Object({ resetTicket: Type.String(), expiresIn: Type.Integer() }));

export const ResetpwdResetBody = Obj({ resetTicket: Ticket, password: EncryptedPassword, kid: Type.Optional(Kid) });
