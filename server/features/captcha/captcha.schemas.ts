/** The captcha feature's request and answer schemas. */
import { Type } from 'typebox';
import { Envelope } from '../../core/envelope';
import { BrowserId, Captcha, Obj } from '../../core/schemas';

export const VerifyCodeQuery = Obj({ browserID: BrowserId });

export const VerifyCodeAnswer = Envelope(Type.Object({ image: Type.String() }));

export const VerifyCodeValidQuery = Obj({ code: Captcha, browserID: BrowserId });
