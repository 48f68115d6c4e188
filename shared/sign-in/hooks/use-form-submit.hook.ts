/**
 * `useFormSubmit(form, action, problem)`: the submit of a form whose failure is shown where it
 * belongs. While the action runs the button shows `submitting`; each attempt clears the notice
 * above the form. The action may put up a notice itself (`say`: a step after the call failed,
 * such as storing its answer); an error it throws goes beside the field the server blamed, or
 * into the notice (showFormProblem). Every sign-in, registration and reset form submits this way.
 */
import { useState } from 'react';
import type { FormInstance } from 'antd';
import { type FormFields, showFormProblem } from '../form-errors';

export interface FormSubmitProblem<F extends string> {
  /** The form's fields the server may blame. */
  fields: FormFields<F>;
  /** The message when the error has none of its own. */
  fallback: string;
}

export interface FormSubmit<V> {
  /** For antd `onFinish`. */
  submit: (values: V) => Promise<void>;
  submitting: boolean;
  /** The message above the form (FormNotice), or null. */
  notice: string | null;
}

export function useFormSubmit<V, F extends string>(
  form: FormInstance<V>,
  action: (values: V, say: (notice: string) => void) => Promise<void>,
  problem: FormSubmitProblem<F>,
  initialNotice: string | null = null,
): FormSubmit<V> {
  const [submitting, setSubmitting] = useState(false);
  const [notice, setNotice] = useState<string | null>(initialNotice);

  const submit = async (values: V) => {
    setSubmitting(true);
    setNotice(null);
    try {
      await action(values, setNotice);
    } catch (err) {
      showFormProblem(form, err, problem.fields, { fallback: problem.fallback, elsewhere: setNotice });
    } finally {
      setSubmitting(false);
    }
  };
  return { submit, submitting, notice };
}
