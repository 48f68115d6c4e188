/**
 * 发起转让 / 拆分: a held voucher (chosen here, or given by `?voucher=`), then one line per
 * receiver (the company's trade relations) with its amount. The sum, what stays with the
 * holder and every rule show as the lines change; the application goes to the holder's
 * reviewer, and while it waits its sum is reserved on the voucher. The submit carries an
 * idempotency key, so a double click makes one application.
 */
import { useRef, useState } from 'react';
import { Alert, Button, Card, Descriptions, Flex, Form, Input, Select, Space, Typography } from 'antd';
import { errorMessage, fenToYuan, formatMoney, navigate, newIdempotencyKey, padDocNumber, typedYuanToFen, useRequest, useRoute } from '@scf/shared';
import { PortalLink } from '@scf/shared/ui';
import { voucherParam, type EndorsePaths } from './endorse-routes';
import { checkTransfer, MAX_PARTS, type PartInput } from './transfer-rules';
import { loadRelations, loadTransferable, submitTransfer } from './transfer-calls';

interface FormValues {
  voucherId?: number;
  parts: PartInput[];
  remark?: string;
}

export function TransferFormPage({ paths }: { paths: EndorsePaths }): React.JSX.Element {
  const { search } = useRoute();
  const [form] = Form.useForm<FormValues>();
  const vouchers = useRequest((signal) => loadTransferable(signal), []);
  const relations = useRequest((signal) => loadRelations(signal), []);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const idemKey = useRef(newIdempotencyKey());
  const voucherId = Form.useWatch('voucherId', form);
  const parts = Form.useWatch('parts', form) ?? [];
  const voucher = (vouchers.data ?? []).find((v) => v.id === voucherId);
  const availableFen = voucher ? (typedYuanToFen(voucher.availableAmount) ?? 0) : 0;
  const check = voucher ? checkTransfer(parts, availableFen, voucher.daysToDue) : null;
  const initialVoucher = voucherParam(search ?? '');

  const submit = async (v: FormValues): Promise<void> => {
    if (!voucher || !check || check.problem || check.parts.some(Boolean)) return;
    setBusy(true);
    setProblem(null);
    try {
      const id = await submitTransfer(
        {
          voucherId: voucher.id,
          parts: v.parts.map((p) => ({ receiverCompId: p.receiverCompId as number, amount: fenToYuan(typedYuanToFen(p.amount ?? '') ?? 0) ?? '' })),
          remark: (v.remark ?? '').trim(),
        },
        idemKey.current,
      );
      navigate(paths.application(id));
    } catch (err) {
      setProblem(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Typography.Title level={1} style={{ fontSize: 20, margin: 0 }}>
          发起转让
        </Typography.Title>
        <PortalLink to={paths.list}>返回列表</PortalLink>
      </Flex>
      <Card>
        <Form<FormValues>
          form={form}
          layout="vertical"
          initialValues={{ voucherId: initialVoucher ?? undefined, parts: [{}] }}
          onFinish={(v) => void submit(v)}
          onValuesChange={() => {
            idemKey.current = newIdempotencyKey();
          }}
          style={{ maxWidth: 720 }}
        >
          <Form.Item name="voucherId" label="转让的凭证" rules={[{ required: true, message: '请选择要转让的凭证' }]}>
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              loading={!vouchers.data && !vouchers.error}
              placeholder="选择持有中的凭证"
              notFoundContent={vouchers.error ? '凭证加载失败' : '暂无可转让的凭证'}
              options={(vouchers.data ?? []).map((v) => ({
                value: v.id,
                label: `${padDocNumber(v.voucherNo)} · ${v.issuerName} · 可用 ¥${formatMoney(v.availableAmount)} · 到期 ${v.dueDate}`,
              }))}
            />
          </Form.Item>
          {voucher ? (
            <Descriptions
              size="small"
              bordered
              column={{ xs: 1, sm: 2 }}
              style={{ marginBottom: 16 }}
              items={[
                { key: 'amount', label: '凭证金额', children: `¥${formatMoney(voucher.amount)}` },
                { key: 'available', label: '可用余额', children: <span data-testid="available">¥{formatMoney(voucher.availableAmount)}</span> },
                { key: 'issuer', label: '开立方', children: voucher.issuerName },
                { key: 'due', label: '到期日期', children: voucher.dueDate },
              ]}
            />
          ) : null}
          <Form.List name="parts">
            {(fields, { add, remove }) => (
              <Flex vertical gap={8}>
                {fields.map((field, i) => (
                  <Flex key={field.key} gap={8} wrap align="flex-start">
                    <Form.Item
                      name={[field.name, 'receiverCompId']}
                      label={`接收方 ${i + 1}`}
                      style={{ flex: '1 1 260px', marginBottom: 8 }}
                      validateStatus={check?.parts[i]?.startsWith('同一接收方') ? 'error' : undefined}
                    >
                      <Select
                        showSearch={{ optionFilterProp: 'label' }}
                        placeholder="选择交易对手"
                        options={(relations.data ?? []).map((r) => ({ value: r.compId, label: `${r.compName}（${r.creditCode}）` }))}
                        notFoundContent={relations.error ? '交易对手加载失败' : '暂无交易对手'}
                      />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, 'amount']}
                      label={`转让金额 ${i + 1}（元）`}
                      style={{ flex: '1 1 180px', marginBottom: 8 }}
                      validateStatus={check?.parts[i] ? 'error' : undefined}
                      help={voucher && parts[i]?.receiverCompId !== undefined ? (check?.parts[i] ?? undefined) : undefined}
                    >
                      <Input prefix="¥" inputMode="decimal" maxLength={16} />
                    </Form.Item>
                    {fields.length > 1 ? (
                      <Button type="link" danger onClick={() => remove(field.name)} style={{ marginTop: 30 }} aria-label={`删除接收方 ${i + 1}`}>
                        删除
                      </Button>
                    ) : null}
                  </Flex>
                ))}
                <Button type="dashed" disabled={fields.length >= MAX_PARTS} onClick={() => add({})} style={{ alignSelf: 'flex-start' }}>
                  添加接收方（拆分）
                </Button>
              </Flex>
            )}
          </Form.List>
          {check ? (
            <Typography.Paragraph role="status" style={{ marginTop: 16 }} data-testid="transfer-sum">
              转让合计 ¥{formatMoney(fenToYuan(check.sumFen))}，转让后自留 ¥{formatMoney(fenToYuan(Math.max(0, check.remainderFen)))}
            </Typography.Paragraph>
          ) : null}
          {check?.problem ? <Alert type="error" showIcon title={check.problem} style={{ marginBottom: 16 }} /> : null}
          <Form.Item name="remark" label="备注（选填）">
            <Input.TextArea rows={2} maxLength={200} showCount />
          </Form.Item>
          {problem ? <Alert type="error" showIcon title={problem} style={{ marginBottom: 16 }} /> : null}
          <Space>
            <Button type="primary" htmlType="submit" loading={busy} disabled={!check || Boolean(check.problem) || check.parts.some(Boolean)}>
              提交复核
            </Button>
            <Button href={paths.list} onClick={(e) => { e.preventDefault(); navigate(paths.list); }}>
              取消
            </Button>
          </Space>
        </Form>
      </Card>
    </Flex>
  );
}
