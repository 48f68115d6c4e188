/**
 * /register/permit, step 2: the company (name, unified social credit code with its check
 * character verified by shared's rule, enterprise role C101–C106, province and city/county from
 * the reference calls (both searchable as you type), address,
 * business licence). Prefilled from `reg/status`, so going back from
 * the next step, a reload or a rejected application keeps what was entered.
 */
import { useState } from 'react';
import { Alert, Button, Form, Input, Select } from 'antd';
import {
  COMPANY_ROLE_LABELS,
  navigate,
  requiredRule,
  roleOptions,
  submitPermit,
  textRule,
  usccRule,
  type RegStatus,
} from '@scf/shared';
import { choiceRule, FormNotice, useFormSubmit } from '@scf/shared/forms';
import { AreaPicker } from '../components/area-picker.component';
import { LicenceUpload } from '../components/licence-upload.component';
import { useRegions } from '../hooks/use-regions.hook';
import { useDraftSave } from '../hooks/use-draft-save.hook';
import { permitFormValues, type PermitValues } from '../registration-values';
import { STEP_PATH } from '../registration-steps';
import { styles } from './permit.style';

const FIELDS = [
  'compName',
  'creditCode',
  'compRole',
  'provinceCode',
  'areaCode',
  'address',
  'licenceFileToken',
] as const;

export default function PermitPage({ reg, ticket }: { reg: RegStatus; ticket: string }) {
  const [form] = Form.useForm<PermitValues>();
  const [initial] = useState(() => permitFormValues(reg));
  const invitation = reg.invitation;
  const draft = useDraftSave(ticket, () => {
    const v = form.getFieldsValue(true) as Partial<PermitValues>;
    const str = (x: unknown) => (typeof x === 'string' ? x : '');
    return {
      permit: {
        compName: str(v.compName).slice(0, 100),
        creditCode: str(v.creditCode)
          .replace(/[^0-9A-Za-z]/g, '')
          .slice(0, 18)
          .toUpperCase(),
        compRole: str(v.compRole),
        provinceCode: str(v.provinceCode),
        areaCode: str(v.areaCode),
        address: str(v.address).slice(0, 200),
        licenceFileToken: str(v.licenceFileToken),
      },
    };
  });
  const provinceCode = Form.useWatch('provinceCode', form) ?? initial.provinceCode;
  const regions = useRegions(provinceCode || undefined);

  const { submit, submitting, notice } = useFormSubmit(
    form,
    async (values: PermitValues) => {
      // What was typed is saved first: a refused submit keeps it for a reload or another tab.
      await draft.flush();
      await submitPermit({
        regTicket: ticket,
        compName: values.compName.trim(),
        creditCode: values.creditCode.toUpperCase(),
        compRole: values.compRole ?? '',
        provinceCode: values.provinceCode ?? '',
        areaCode: values.areaCode ?? '',
        address: values.address.trim(),
        licenceFileToken: values.licenceFileToken,
      });
      navigate(STEP_PATH.verification);
    },
    { fields: FIELDS, fallback: '提交失败，请稍后重试' },
  );

  return (
    <Form<PermitValues>
      form={form}
      layout="vertical"
      onFinish={submit}
      onFinishFailed={() => void draft.flush()}
      onValuesChange={draft.changed}
      name="register-permit"
      initialValues={initial}
      noValidate
    >
      {invitation && (
        <Alert
          type="info"
          showIcon
          style={styles.notice}
          title={`您正在接受「${invitation.inviterName}」的邀请注册`}
          description="企业名称和企业角色已按邀请填写；企业角色由邀请方指定，不可修改。"
        />
      )}
      {reg.approvalStatus === 'rejected' && (
        <Alert
          type="warning"
          showIcon
          role="alert"
          style={styles.notice}
          title="您的注册申请未通过审核"
          description={`原因：${reg.rejectReason || '未说明'}。请修改企业信息后重新提交。`}
        />
      )}
      <FormNotice message={notice ?? regions.error} />
      <Form.Item
        name="compName"
        label="企业名称"
        rules={[requiredRule('企业名称'), textRule('companyName')]}
        validateFirst
      >
        <Input size="large" maxLength={100} autoComplete="organization" placeholder="与营业执照上的名称一致" />
      </Form.Item>
      <Form.Item
        name="creditCode"
        label="统一社会信用代码"
        normalize={(v: unknown) => (typeof v === 'string' ? v.replace(/\s+/g, '').toUpperCase() : v)}
        rules={[requiredRule('统一社会信用代码'), usccRule]}
        extra={invitation?.creditCode ? '由邀请指定：邀请只对该统一社会信用代码的企业有效' : undefined}
        validateFirst
      >
        <Input size="large" maxLength={18} autoComplete="off" spellCheck={false} placeholder="18位代码，见营业执照" />
      </Form.Item>
      <Form.Item
        name="compRole"
        label="企业角色"
        rules={[choiceRule('企业角色')]}
        extra={
          invitation ? `由邀请指定：${COMPANY_ROLE_LABELS[invitation.compRole] ?? invitation.compRole}` : undefined
        }
      >
        <Select
          size="large"
          placeholder="请选择企业在平台中的角色"
          options={roleOptions('company')}
          disabled={invitation !== null}
        />
      </Form.Item>
      <div style={styles.two}>
        <Form.Item name="provinceCode" label="所在省份" style={styles.half} rules={[choiceRule('省份')]}>
          <Select
            size="large"
            placeholder="请选择省份"
            loading={regions.loadingProvinces}
            showSearch={{ optionFilterProp: 'label' }}
            options={regions.provinces.map((p) => ({ value: p.code, label: p.name }))}
            onChange={() => form.setFieldValue('areaCode', undefined)}
          />
        </Form.Item>
        <Form.Item name="areaCode" label="所在城市/区县" style={styles.half} rules={[choiceRule('城市/区县')]}>
          <AreaPicker
            areas={regions.areas}
            placeholder={provinceCode ? '请选择或输入搜索城市/区县' : '请先选择省份'}
            disabled={!provinceCode}
            loading={regions.loadingAreas}
          />
        </Form.Item>
      </div>
      <Form.Item name="address" label="详细地址" rules={[requiredRule('详细地址'), textRule('address')]} validateFirst>
        <Input size="large" maxLength={200} autoComplete="street-address" placeholder="街道、门牌号等" />
      </Form.Item>
      <Form.Item name="licenceFileToken" label="营业执照" rules={[{ required: true, message: '请上传营业执照' }]}>
        <LicenceUpload regTicket={ticket} />
      </Form.Item>
      <p style={styles.saved} role="status" aria-live="polite">
        {draft.status ?? ''}
      </p>
      <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
        下一步：管理员验证
      </Button>
    </Form>
  );
}
