/**
 * One rule per kind of field (shared/rules/input-rules.ts), table-driven with the values users
 * typed in the walk-through (issue 33): each refused value gets the message that names what is
 * wrong, and the forms' rules (textRule, emailRule, idNumberRule) say exactly the same thing.
 */
import { describe, expect, it } from 'vitest';
import type { FormRule } from 'antd';
import { comparedWith, emailRule, idNumberRule, textRule } from '../../../shared/format/form-rules';
import { emailProblem, idNumberProblem, isEmail, textProblem } from '../../../shared/rules/input-rules';
import { EMAIL_CASES, ID_CASES, TEXT_CASES } from '../../server/helpers/field-rule-cases';

/** The rule's message for `value`, in a form whose other fields hold `others`. */
async function formMessage(
  rule: FormRule,
  value: unknown,
  others: Record<string, unknown> = {},
): Promise<string | null> {
  const r = typeof rule === 'function' ? rule({ getFieldValue: (name: string) => others[name] } as never) : rule;
  if (!r.validator) throw new Error('not a validator rule');
  try {
    await r.validator({} as never, value, () => undefined);
    return null;
  } catch (e) {
    return (e as Error).message;
  }
}

describe('text field rules', () => {
  it.each(TEXT_CASES)('%s (%s) %j → %s', async (kind, label, value, expected) => {
    expect(textProblem(kind, value, { label })).toBe(expected);
    // The form's rule: the same message at the field.
    expect(await formMessage(textRule(kind, label), value)).toBe(expected);
  });

  it('counts an emoji as one character and never throws on garbage', () => {
    expect(textProblem('freeText', '😀'.repeat(1000), { label: '企业简介' })).toBeNull();
    for (const v of [undefined, null, 5, {}, []]) expect(textProblem('personName', v)).toBe('请输入姓名');
    expect(textProblem('personName', '', { optional: true })).toBeNull();
  });
});

describe('e-mail rule', () => {
  it.each(EMAIL_CASES)('%j → %s', async (value, expected) => {
    expect(emailProblem(value)).toBe(expected);
    expect(isEmail(value)).toBe(expected === null);
    expect(await formMessage(emailRule, value)).toBe(expected);
  });
});

describe('document number rule', () => {
  it.each(ID_CASES)('%s %s → %s', async (idType, value, expected) => {
    expect(idNumberProblem(idType, value)).toBe(expected);
    expect(
      await formMessage(
        idNumberRule(() => idType),
        value,
      ),
    ).toBe(expected);
  });
});

describe('a field compared with another field of the form', () => {
  const confirm = comparedWith('password', (v, password) => (!v || v === password ? null : '两次输入的密码不一致'));

  it('reads the other field when it checks, and says the message only when they disagree', async () => {
    expect(await formMessage(confirm, 'Abc12345', { password: 'Abc12345' })).toBeNull();
    expect(await formMessage(confirm, 'Abc12346', { password: 'Abc12345' })).toBe('两次输入的密码不一致');
    // Empty is left to the field's required rule.
    expect(await formMessage(confirm, '', { password: 'Abc12345' })).toBeNull();
  });
});
