/** The captcha feature's request and answer schemas. */
import { Type } from 'typebox';
import { BrowserId, Captcha, Obj } from '../../core/schemas';

export const VerifyCodeQuery = Obj({ browserID: BrowserId });

export const VerifyCodeAnswer = Type.Object({ image: Type.String() });

export const VerifyCodeValidQuery = Obj({ code: Captcha, browserID: BrowserId });
