/**
 * @scf/shared/forms: the portal's form controls on antd: the whitespace-stripping inputs and
 * the sign-in kit that login, register and resetpwd share (captcha, SMS code, passwords, form
 * errors, page frame). The date pickers (`@scf/shared/date-picker`) and the registration and
 * reset wizard's layout (`@scf/shared/wizard`, antd Steps) are entries of their own, so the
 * login page does not download them before it paints.
 *
 * The sign-in kit takes core rules and calls from the core entry module (`../index`), not
 * from the core's files: the core is loaded before any parcel anyway, and importing its files
 * one by one makes the vendor build split them out of the core chunk into chunks shared with
 * this entry (+1.5 KB gzip for the core and +2 KB before /index/index paints, `npm run bench`).
 */
export { NoSpaceInput, NoSpacePassword, type NoSpaceInputProps } from './format/no-space-input.component';
export { choiceRule } from './format/choice-rule';

// Sign-in kit (login, register, resetpwd)
export {
  formProblem,
  reportFormError,
  showFormProblem,
  waitText,
  type FormProblem,
  type FormFields,
  type ShowFormProblemOptions,
} from './sign-in/form-errors';
export { captchaImageOf, useCaptcha, type Captcha } from './sign-in/hooks/use-captcha.hook';
export { CaptchaField } from './sign-in/components/captcha-field.component';
export { CaptchaImage } from './sign-in/components/captcha-image.component';
export { SmsCodeField } from './sign-in/components/sms-code-field.component';
export { useSendCode, type SendCode, type SentCode } from './sign-in/hooks/use-send-code.hook';
export { SentCodeStatus, sendTimeText } from './sign-in/components/sent-code-status.component';
export { FormNotice } from './sign-in/components/form-notice.component';
export { PasswordInput, type PasswordInputProps } from './sign-in/components/password-input.component';
export { PasswordStrength } from './sign-in/components/password-strength.component';
export { NewPasswordFields } from './sign-in/components/new-password-fields.component';
export { MobileCodeFields } from './sign-in/components/mobile-code-fields.component';
export { useFormSubmit, type FormSubmit, type FormSubmitProblem } from './sign-in/hooks/use-form-submit.hook';
export { SignInFrame, SIGN_IN_BAR_LINK_STYLE } from './sign-in/components/sign-in-frame.component';
