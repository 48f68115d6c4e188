/**
 * Change mobile: a code is sent to the NEW number (`sms/sendCode`, purpose `mobile`), then the
 * image captcha and that code are checked together (`mobileNewCodeValid`), which marks the
 * number verified for `mobile/update`. A wrong captcha is burned by the server: a new image
 * is fetched.
 */
import { useState } from 'react';
import { Button, Flex, Form, Modal } from 'antd';
import { NoSpaceInput } from '@scf/shared/forms';
import { captchaRule, ensureBrowserId, errorMessage, mobileRule, sendSmsCode, showMessage, smsCodeRule, updateMobile, validateMobile, validateNewMobileCode, useCountdown } from '@scf/shared';
import { Captcha } from '../../common/captcha.component';
import { showFieldError } from '../../common/form-errors';

interface Values {
  mobile: string;
  captcha: string;
  smsCode: string;
}

const FIELD_MAP = { mobile: 'mobile', code: 'captcha', captcha: 'captcha', newCode: 'smsCode' } as const;

export function ChangeMobileModal({ open, onClose, onChanged }: { open: boolean; onClose: () => void; onChanged: () => void }): React.JSX.Element {
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const [sending, setSending] = useState(false);
  const [captchaKey, setCaptchaKey] = useState(0);
  const { remaining: cooldown, start: startCooldown } = useCountdown();

  const close = () => {
    form.resetFields();
    onClose();
  };

  const send = async () => {
    try {
      await form.validateFields(['mobile']);
    } catch {
      return;
    }
    const mobile = String(form.getFieldValue('mobile') ?? '');
    if (validateMobile(mobile)) return;
    setSending(true);
    try {
      const { cooldown: seconds } = await sendSmsCode({ mobile, purpose: 'mobile', browserID: ensureBrowserId() });
      startCooldown(seconds);
      showMessage('success', `验证码已发送至 ${mobile}`);
    } catch (err) {
      if (!showFieldError(form, err, FIELD_MAP)) showMessage('error', errorMessage(err, '验证码发送失败，请稍后重试'));
    } finally {
      setSending(false);
    }
  };

  const submit = async (values: Values) => {
    setSaving(true);
    try {
      try {
        await validateNewMobileCode({ code: values.captcha, newCode: values.smsCode, browserID: ensureBrowserId(), mobile: values.mobile });
      } catch (err) {
        // Whatever failed, the captcha was used up on the server.
        setCaptchaKey((k) => k + 1);
        form.setFieldValue('captcha', '');
        if (!showFieldError(form, err, FIELD_MAP)) showMessage('error', errorMessage(err, '验证失败，请重试'));
        return;
      }
      await updateMobile(values.mobile);
      form.resetFields();
      onChanged();
      onClose();
    } catch {
      // updateMobile's failure was shown by the pipeline; the form keeps the input.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal open={open} title="更换手机号" okText="确认更换" cancelText="取消" confirmLoading={saving} onOk={() => form.submit()} onCancel={close} destroyOnHidden>
      <Form form={form} layout="vertical" onFinish={(v) => void submit(v)} requiredMark="optional" name="change-mobile">
        <Form.Item name="mobile" label="新手机号" rules={[{ required: true, message: '请输入新手机号' }, mobileRule]}>
          <NoSpaceInput inputMode="numeric" autoComplete="tel" maxLength={11} />
        </Form.Item>
        <Form.Item label="图形验证码" required>
          <Flex gap={8} align="start" wrap>
            <Form.Item name="captcha" noStyle rules={[{ required: true, message: '请输入图形验证码' }, captchaRule]}>
              <NoSpaceInput maxLength={4} style={{ width: 140 }} autoComplete="off" aria-label="图形验证码" />
            </Form.Item>
            <Captcha refreshKey={captchaKey} />
          </Flex>
        </Form.Item>
        <Form.Item label="短信验证码" required>
          <Flex gap={8} align="start">
            <Form.Item name="smsCode" noStyle rules={[{ required: true, message: '请输入短信验证码' }, smsCodeRule]}>
              <NoSpaceInput inputMode="numeric" autoComplete="one-time-code" maxLength={6} style={{ width: 140 }} aria-label="短信验证码" />
            </Form.Item>
            <Button onClick={() => void send()} loading={sending} disabled={cooldown > 0}>
              {cooldown > 0 ? `${cooldown} 秒后重新获取` : '获取验证码'}
            </Button>
          </Flex>
        </Form.Item>
      </Form>
    </Modal>
  );
}
