/** @scf/shared/wizard: the page layout of the registration and password-reset wizards (antd Steps). */
export { WizardLayout } from './sign-in/components/wizard-layout.component';
