/**
 * antd Form rules built from the validators, so forms and the server say the same thing.
 * Empty values pass here: combine with `{ required: true, message }` where a field is required.
 */
import type { FormRule } from 'antd';
import { validateCaptchaInput, validateEmail, validateMobile, validatePassword, validateSmsCode, validateUscc } from './validators';

function ruleOf(check: (v: unknown) => string | null): FormRule {
  return {
    validator: (_rule, value: unknown) => {
      if (value === undefined || value === null || value === '') return Promise.resolve();
      const message = check(value);
      return message ? Promise.reject(new Error(message)) : Promise.resolve();
    },
  };
}

export const mobileRule: FormRule = ruleOf(validateMobile);
export const emailRule: FormRule = ruleOf(validateEmail);
export const passwordRule: FormRule = ruleOf(validatePassword);
export const usccRule: FormRule = ruleOf(validateUscc);
export const smsCodeRule: FormRule = ruleOf(validateSmsCode);
export const captchaRule: FormRule = ruleOf(validateCaptchaInput);

/** `{ required: true }` with a Chinese message naming the field. */
export function requiredRule(label: string): FormRule {
  return { required: true, whitespace: true, message: `请输入${typeof label === 'string' ? label : ''}` };
}
