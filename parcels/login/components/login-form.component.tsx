/**
 * What the two login tabs share: the form with its notice above, 记住账号, the 登录 button and
 * the submit. A submit calls the form's own login, finishes it the same way for both (tokens
 * and navigation, or the company choice handed up), puts a refused field's message beside it
 * and counts down a throttled account's wait with the button disabled. Each tab gives only its
 * fields and how it logs in.
 */
import { useState, type ReactNode } from 'react';
import { Button, Checkbox, Form, type FormInstance } from 'antd';
import { getRememberedAccount, type LoginChoice, useCountdown } from '@scf/shared';
import { FormNotice, showFormProblem, waitText, type FormProblem } from '@scf/shared/forms';
import { finishLogin, INVALID_LOGIN_ANSWER } from '../login-flow';
import { styles } from './login-form.style';

export interface LoginValues {
  remember: boolean;
}

/**
 * The remembered account for the form's first field (`accept` keeps what fits the form),
 * and the box ticked when one is remembered.
 */
export function useRememberedAccount(accept: (remembered: string) => string): { account: string; remember: boolean } {
  const [initial] = useState(() => {
    const remembered = getRememberedAccount();
    return { account: accept(remembered), remember: remembered !== '' };
  });
  return initial;
}

export interface LoginFormProps<V extends LoginValues, F extends keyof V & string> {
  name: string;
  form: FormInstance<V>;
  initialValues: Partial<V>;
  target: string;
  onChoose: (choice: LoginChoice) => void;
  /** The server's answer to these values, and the account they log in as. */
  login: (values: V) => Promise<{ result: unknown; account: string }>;
  /** The fields a server error may blame. */
  fields: readonly F[];
  /** Fields emptied when the server refuses them (a password). */
  clear?: readonly F[];
  /** After a refusal has been shown. */
  onProblem?: (problem: FormProblem<F>) => void;
  /** After every attempt, right or wrong. */
  onSettled?: () => void;
  children: ReactNode;
}

export function LoginForm<V extends LoginValues, F extends keyof V & string>({
  name,
  form,
  initialValues,
  target,
  onChoose,
  login,
  fields,
  clear,
  onProblem,
  onSettled,
  children,
}: LoginFormProps<V, F>): React.JSX.Element {
  const wait = useCountdown();
  const [submitting, setSubmitting] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  const submit = async (values: V) => {
    setSubmitting(true);
    setNotice(null);
    try {
      const { result, account } = await login(values);
      const outcome = finishLogin(result, { account, keep: values.remember === true }, target);
      if (outcome.kind === 'choose') onChoose(outcome.choice);
      if (outcome.kind === 'invalid') setNotice(INVALID_LOGIN_ANSWER);
    } catch (err) {
      const problem = showFormProblem(form, err, fields, {
        fallback: '登录失败，请稍后重试',
        elsewhere: setNotice,
        clear,
      });
      if (problem.retryAfter !== null) wait.start(problem.retryAfter);
      onProblem?.(problem);
    } finally {
      setSubmitting(false);
      onSettled?.();
    }
  };

  const waiting = wait.remaining > 0;
  return (
    <Form<V>
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={initialValues}
      onFinish={submit}
      name={name}
      noValidate
    >
      <FormNotice message={waiting && notice ? `${notice}（剩余 ${waitText(wait.remaining)}）` : notice} />
      {children}
      <Form.Item name="remember" valuePropName="checked" style={styles.remember}>
        <Checkbox>记住账号</Checkbox>
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" block loading={submitting} disabled={waiting}>
        {waiting ? `请 ${waitText(wait.remaining)} 后再试` : '登录'}
      </Button>
    </Form>
  );
}
