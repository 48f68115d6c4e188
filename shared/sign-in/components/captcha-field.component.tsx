/**
 * The image-captcha field: the answer input (form field `captcha`), the image beside it as a
 * button that loads a new one, and a visible text link "看不清？换一张" (WCAG 3.3.8: the
 * image is never the only way; the SMS path is the other). The input is the only control of
 * its Form.Item, so antd puts aria-invalid and the error text on the input itself.
 */
import { useEffect, type CSSProperties } from 'react';
import { Form } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { captchaRule, THEME } from '../../index';
import { NoSpaceInput } from '../../format/no-space-input.component';
import type { Captcha } from '../hooks/use-captcha.hook';
import { CaptchaImage } from './captcha-image.component';
import { CodeField } from './code-field.component';

const styles = {
  field: { flex: 1, minWidth: 0, marginBottom: 0 },
  imageButton: {
    flex: '0 0 auto',
    width: 120,
    height: 40,
    padding: 0,
    border: `1px solid ${THEME.border}`,
    borderRadius: 6,
    background: THEME.quietBackground,
    cursor: 'pointer',
    overflow: 'hidden',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    color: THEME.textSecondary,
    fontSize: 12,
  },
  extra: { display: 'flex', justifyContent: 'space-between', gap: 8, marginTop: 4 },
  textButton: {
    padding: '2px 0',
    minHeight: 24,
    border: 'none',
    background: 'none',
    color: THEME.primary,
    cursor: 'pointer',
    fontSize: 14,
  },
} satisfies Record<string, CSSProperties>;

interface Props {
  id: string;
  captcha: Captcha;
  disabled?: boolean;
  /**
   * False where the captcha only guards sending an SMS code: the form's own submit must not
   * ask for it again (the send used it up); the code field checks it before sending.
   */
  requiredOnSubmit?: boolean;
}

export function CaptchaField({ id, captcha, disabled, requiredOnSubmit = true }: Props) {
  const form = Form.useFormInstance();
  // A new image voids the old answer: clear what was typed for it, but keep an error the
  // server just gave for it (setFieldValue would wipe the error too).
  useEffect(() => {
    if (captcha.version > 0) form.setFields([{ name: 'captcha', value: '' }]);
  }, [captcha.version, form]);

  const imageLabel = captcha.loading ? '验证码加载中' : '看不清？换一张';
  return (
    <CodeField
      label="图形验证码"
      id={id}
      name="captcha"
      rules={requiredOnSubmit ? [{ required: true, message: '请输入图形验证码' }, captchaRule] : []}
      input={
        <NoSpaceInput
          id={id}
          size="large"
          maxLength={4}
          autoComplete="off"
          spellCheck={false}
          placeholder="请输入右侧4位字符"
          disabled={disabled}
        />
      }
      beside={
        <button
          type="button"
          style={styles.imageButton}
          onClick={captcha.refresh}
          aria-label={`图形验证码，${imageLabel}`}
          disabled={captcha.loading}
        >
          {captcha.image ? (
            <CaptchaImage src={captcha.image} width={120} height={40} />
          ) : (
            <span>{captcha.loading ? '加载中…' : '点击加载'}</span>
          )}
        </button>
      }
    >
      <div style={styles.extra}>
        <span
          role={captcha.error ? 'alert' : undefined}
          style={{ color: captcha.error ? THEME.error : THEME.textSecondary, fontSize: 14 }}
        >
          {captcha.error ?? '不区分大小写'}
        </span>
        <button type="button" style={styles.textButton} onClick={captcha.refresh} disabled={captcha.loading}>
          <ReloadOutlined aria-hidden="true" /> 看不清？换一张
        </button>
      </div>
    </CodeField>
  );
}
