/**
 * 融资产品参数: the funding party's administrator (ZNX E101) sets its financing ratio, annual
 * rate, service fee rate, fixed fee and the amount above which its risk reviewers decide too.
 * New applications use the new terms; those already made keep theirs. Others read them.
 */
import { Alert, Button, Card, Flex, Form, Input, Typography } from 'antd';
import { errorMessage, formatMoney, useAction, useRequest } from '@scf/shared';
import { PortalLink } from '@scf/shared/ui';
import { DetailLoad, PageHeading } from '@scf/shared/voucher';
import type { ZnxPaths } from './znx-routes';
import { checkSettings, percentText, type SettingsDraft } from './znx-rules';
import { loadSettings, saveSettings, useZnxReader } from './znx-calls';
import { styles } from './znx-settings.style';

const FIELDS: ReadonlyArray<{ name: keyof SettingsDraft; label: string; suffix: string; extra: string }> = [
  { name: 'ratio', label: '融资比例', suffix: '%', extra: '融资金额 = 申请金额 × 融资比例（0.01%–100%）' },
  { name: 'annualRate', label: '年化利率', suffix: '%', extra: '利息 = 融资金额 × 年化利率 × 天数 ÷ 360（0%–36%）' },
  { name: 'feeRate', label: '服务费率', suffix: '%', extra: '服务费 = 融资金额 × 服务费率（0%–10%）' },
  { name: 'fixedFee', label: '固定手续费（元/笔）', suffix: '元', extra: '每笔申请另收的固定费用' },
  {
    name: 'riskThreshold',
    label: '风控审核起点（元）',
    suffix: '元',
    extra: '融资金额超过此金额的申请还需风控初审、风控复审',
  },
];

export function ZnxSettingsPage({ paths }: { paths: ZnxPaths }): React.JSX.Element {
  const settings = useRequest((signal) => loadSettings(signal), []);
  const [form] = Form.useForm<SettingsDraft>();
  const saving = useAction({
    run: (value: Parameters<typeof saveSettings>[0]) => saveSettings(value),
    onSuccess: settings.reload,
  });
  const editable = useZnxReader().may('settings');
  const back = <PortalLink to={paths.list}>返回列表</PortalLink>;
  if (settings.error || settings.loading)
    return <DetailLoad request={settings} what="产品参数" loading="正在加载……" back={back} />;
  const s = settings.data ?? null;

  const save = async (d: SettingsDraft): Promise<void> => {
    const checked = checkSettings(d);
    if (!checked.ok) {
      form.setFields([{ name: checked.field, errors: [checked.message] }]);
      return;
    }
    await saving.mutate(checked.value);
  };

  return (
    <Flex vertical gap={16}>
      <PageHeading title="融资产品参数">{back}</PageHeading>
      <Card>
        {s ? (
          <Typography.Paragraph type="secondary">
            当前：{s.text}，固定手续费 ¥{formatMoney(s.fixedFee)}/笔，融资金额超过 ¥{formatMoney(s.riskThreshold)}{' '}
            需风控审核（{s.updatedAt} 更新）
          </Typography.Paragraph>
        ) : (
          <Alert
            type="info"
            showIcon
            title="尚未设置融资产品参数，设置后申请方才能向本机构申请融资"
            style={styles.aboveForm}
          />
        )}
        <Form<SettingsDraft>
          form={form}
          layout="vertical"
          disabled={!editable}
          initialValues={
            s
              ? {
                  ratio: percentText(s.ratioBp),
                  annualRate: percentText(s.annualRateBp),
                  feeRate: percentText(s.feeRateBp),
                  fixedFee: s.fixedFee,
                  riskThreshold: s.riskThreshold,
                }
              : { ratio: '80', annualRate: '4.5', feeRate: '0.1', fixedFee: '200.00', riskThreshold: '5000000.00' }
          }
          onFinish={(d) => void save(d)}
          onValuesChange={saving.reset}
          style={styles.form}
        >
          {FIELDS.map((f) => (
            <Form.Item
              key={f.name}
              name={f.name}
              label={f.label}
              extra={f.extra}
              rules={[{ required: true, message: `请输入${f.label.replace(/（.*/, '')}` }]}
            >
              <Input suffix={f.suffix} inputMode="decimal" maxLength={16} />
            </Form.Item>
          ))}
          {saving.error ? (
            <Alert type="error" showIcon title={errorMessage(saving.error)} style={styles.aboveForm} />
          ) : null}
          {editable ? (
            <Button type="primary" htmlType="submit" loading={saving.isPending}>
              保存
            </Button>
          ) : (
            <Typography.Text type="secondary">仅资金方管理员可以修改产品参数</Typography.Text>
          )}
        </Form>
      </Card>
    </Flex>
  );
}
