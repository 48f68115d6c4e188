/**
 * The sign-in parcels are built and deployed one by one and may not import each other, so a
 * few modules exist once per parcel (captcha, SMS code, password inputs, countdown, form
 * errors…) until they move to @scf/shared. They must stay identical copies: a fix in one
 * that does not reach the others fails here.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '../../..');
const read = (parcel: string, file: string): string => readFileSync(path.join(ROOT, 'parcels', parcel, file), 'utf8');

const SHARED_BY_SIGN_IN: Record<string, string[]> = {
  'captcha-svg.ts': ['login', 'register', 'resetpwd'],
  'form-errors.ts': ['login', 'register', 'resetpwd'],
  'hooks/use-captcha.hook.ts': ['login', 'register', 'resetpwd'],
  'hooks/use-countdown.hook.ts': ['login', 'register', 'resetpwd'],
  'components/captcha-field.component.tsx': ['login', 'register', 'resetpwd'],
  'components/captcha-image.component.tsx': ['login', 'register', 'resetpwd'],
  'components/sms-code-field.component.tsx': ['login', 'register', 'resetpwd'],
  'components/form-notice.component.tsx': ['login', 'register', 'resetpwd'],
  'components/password-input.component.tsx': ['register', 'resetpwd'],
  'components/password-strength.component.tsx': ['register', 'resetpwd'],
  'components/new-password-fields.component.tsx': ['register', 'resetpwd'],
  'components/wizard-layout.component.tsx': ['register', 'resetpwd'],
  'components/portal-link.component.tsx': ['index', 'login', 'register', 'resetpwd', 'not-found'],
  'components/parcel-error.component.tsx': ['index', 'login', 'register', 'resetpwd', 'not-found'],
};

describe('modules copied between the sign-in parcels', () => {
  for (const [file, parcels] of Object.entries(SHARED_BY_SIGN_IN)) {
    it(`${file} is the same in ${parcels.join(', ')}`, () => {
      const [first, ...rest] = parcels;
      const original = read(first as string, file);
      for (const p of rest) expect(read(p, file), `${p}/${file}`).toBe(original);
    });
  }
});
