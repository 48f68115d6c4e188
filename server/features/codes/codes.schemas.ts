/** The codes feature's request and answer schemas (SMS and e-mail codes). */
import { Type } from 'typebox';
import { BrowserId, Captcha, Code6, Email, Mobile, Obj } from '../../core/schemas';

export const Cooldown = Type.Object({ cooldown: Type.Integer() });

export const SmsSendCodeBody = Obj({
  mobile: Mobile,
  purpose: Type.Union([
    Type.Literal('login'),
    Type.Literal('register'),
    Type.Literal('resetpwd'),
    Type.Literal('mobile'),
  ]),
  captcha: Type.Optional(Captcha),
  browserID: BrowserId,
});

export const SmsMobileNewCodeValidQuery = Obj({ code: Captcha, newCode: Code6, browserID: BrowserId, mobile: Mobile });

export const MailSendEmailCodeQuery = Obj({ email: Email, browserID: BrowserId });

export const MailEmailCodeValidQuery = Obj({ code: Code6, browserID: BrowserId });

export const MailEmailCodeValidAnswer = Type.Object({ email: Type.String() });
