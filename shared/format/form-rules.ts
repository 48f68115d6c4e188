/**
 * antd Form rules built from the validators, so forms and the server say the same thing.
 * Empty values pass here: combine with `{ required: true, message }` where a field is required.
 */
import type { FormRule } from 'antd';
import { idNumberProblem, textProblem, type TextKind } from '../rules/input-rules';
import {
  validateCaptchaInput,
  validateEmail,
  validateMobile,
  validatePassword,
  validateSmsCode,
  validateUscc,
} from './validators';

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

/**
 * The shared rule of a kind of text field (person name, company name, address, free text) with
 * the field's label in its message: the server checks the same rule and says the same thing.
 */
export function textRule(kind: TextKind, label?: string): FormRule {
  return ruleOf((v) => textProblem(kind, v, { label, optional: true }));
}

/**
 * The document number of the chosen document type, checked at the field: an identity card's
 * length, birth date and check character; 5–20 letters or digits otherwise.
 */
export function idNumberRule(idType: () => unknown): FormRule {
  return ruleOf((v) => idNumberProblem(idType(), v));
}

/**
 * A rule that compares the field with another field of the same form (a confirmation, the other
 * end of a range): `problem` gets both values and answers the message, or null when they agree.
 * Give the Form.Item `dependencies={[other]}` so the field is checked again when the other changes.
 */
export function comparedWith(other: string, problem: (value: unknown, otherValue: unknown) => string | null): FormRule {
  return ({ getFieldValue }) => ({
    validator: (_rule, value: unknown) => {
      const message = problem(value, getFieldValue(other));
      return message ? Promise.reject(new Error(message)) : Promise.resolve();
    },
  });
}

/** `{ required: true }` with a Chinese message naming the field. */
export function requiredRule(label: string): FormRule {
  return { required: true, whitespace: true, message: `请输入${typeof label === 'string' ? label : ''}` };
}
