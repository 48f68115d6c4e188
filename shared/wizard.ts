/**
 * @scf/shared/wizard: the page layout of the registration and
 * password-reset wizards (antd Steps), and their result page.
 */
export { WizardLayout } from './sign-in/components/wizard-layout.component';
export { WizardResult, type WizardResultProps } from './sign-in/components/wizard-result.component';
