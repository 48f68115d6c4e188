/**
 * 发起转让 / 拆分: a held voucher (chosen here, or given by `?voucher=`), then one line per
 * receiver (the company's trade relations) with its amount. The sum, what stays with the
 * holder and every rule show as the lines change; the application goes to the holder's
 * reviewer, and while it waits its sum is reserved on the voucher. The submit carries an
 * idempotency key, so a double click makes one application. At `transfer/<id>` the same form
 * edits a returned application (its voucher fixed, its parts and remark filled, the reviewer's
 * reason above) and resubmits it.
 */
import { Alert, Button, Flex, Form, Input, Result, Select, Space, Typography } from 'antd';
import { fenToYuan, formatMoney, padDocNumber, typedYuanToFen, useRequest, useRoute } from '@scf/shared';
import { PortalLink } from '@scf/shared/ui';
import {
  FormActions,
  FormScreen,
  PageLoading,
  RemarkItem,
  reviewSubmitText,
  RowButton,
  SubmitForm,
  useVoucherSubmit,
  VoucherBrief,
} from '@scf/shared/voucher';
import { voucherParam, type EndorsePaths } from './endorse-routes';
import { checkTransfer, MAX_PARTS, type PartInput } from './transfer-rules';
import {
  loadRelations,
  loadTransferable,
  loadTransferDraft,
  submitTransfer,
  type TransferableVoucher,
  type TransferDraft,
} from './transfer-calls';
import { styles } from './transfer-form.style';

interface FormValues {
  voucherId?: number;
  parts: PartInput[];
  remark?: string;
}

/** `applicationId`: a returned application to edit and resubmit, or null for a new transfer. */
export function TransferFormPage({
  applicationId,
  paths,
}: {
  applicationId: number | null;
  paths: EndorsePaths;
}): React.JSX.Element {
  const draft = useRequest(
    (signal) => (applicationId === null ? Promise.resolve(null) : loadTransferDraft(applicationId, signal)),
    [applicationId],
  );
  const back = applicationId === null ? paths.list : paths.application(applicationId);
  if (draft.error)
    return (
      <Result
        status="warning"
        title="转让申请加载失败"
        extra={
          <Space>
            <Button onClick={draft.reload}>重试</Button>
            <PortalLink to={paths.list}>返回列表</PortalLink>
          </Space>
        }
      />
    );
  if (applicationId !== null && !draft.data) return <PageLoading />;
  if (draft.data && !draft.data.editable) {
    return (
      <Result
        status="info"
        title="该转让申请不能修改"
        subTitle="只有已退回的转让申请可以由经办人修改后重新提交"
        extra={<PortalLink to={back}>查看转让申请</PortalLink>}
      />
    );
  }
  return <TransferForm draft={draft.data ?? null} paths={paths} back={back} />;
}

function TransferForm({
  draft,
  paths,
  back,
}: {
  draft: TransferDraft | null;
  paths: EndorsePaths;
  back: string;
}): React.JSX.Element {
  const { search } = useRoute();
  const [form] = Form.useForm<FormValues>();
  // Editing keeps the application's voucher; a new transfer chooses among the held ones.
  const held = useRequest(
    (signal) => (draft ? Promise.resolve<TransferableVoucher[]>([draft.voucher]) : loadTransferable(signal)),
    [draft],
  );
  const relations = useRequest((signal) => loadRelations(signal), []);
  const send = useVoucherSubmit();
  const voucherId = Form.useWatch('voucherId', form);
  const parts = Form.useWatch('parts', form) ?? [];
  const voucher = (held.data ?? []).find((v) => v.id === voucherId);
  const availableFen = voucher ? (typedYuanToFen(voucher.availableAmount) ?? 0) : 0;
  const check = voucher ? checkTransfer(parts, availableFen, voucher.daysToDue) : null;
  const initial: FormValues = draft
    ? {
        voucherId: draft.voucher.id,
        parts: draft.parts.map((p) => ({ receiverCompId: p.receiverCompId, amount: p.amount })),
        remark: draft.remark,
      }
    : { voucherId: voucherParam(search ?? '') ?? undefined, parts: [{}] };

  const submit = async (v: FormValues): Promise<void> => {
    if (!voucher || !check || check.problem || check.parts.some(Boolean)) return;
    await send.submit(async (idempotencyKey) => {
      const id = await submitTransfer(
        {
          applicationId: draft?.applicationId ?? null,
          voucherId: voucher.id,
          parts: v.parts.map((p) => ({
            receiverCompId: p.receiverCompId as number,
            amount: fenToYuan(typedYuanToFen(p.amount ?? '') ?? 0) ?? '',
          })),
          remark: (v.remark ?? '').trim(),
        },
        idempotencyKey,
      );
      return paths.application(id);
    });
  };

  return (
    <FormScreen
      title={draft ? `修改转让申请 ${draft.appNo}` : '发起转让'}
      back={back}
      backText={draft ? '返回转让申请' : '返回列表'}
      returnReason={draft?.returnReason}
    >
      <SubmitForm<FormValues> form={form} initialValues={initial} onSubmit={submit} send={send} maxWidth={720}>
        <Form.Item name="voucherId" label="转让的凭证" rules={[{ required: true, message: '请选择要转让的凭证' }]}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            disabled={draft !== null}
            loading={!held.data && !held.error}
            placeholder="选择持有中的凭证"
            notFoundContent={held.error ? '凭证加载失败' : '暂无可转让的凭证'}
            options={(held.data ?? []).map((v) => ({
              value: v.id,
              label:
                `${padDocNumber(v.voucherNo)} · ${v.issuerName} · 可用 ` +
                `¥${formatMoney(v.availableAmount)} · 到期 ${v.dueDate}`,
            }))}
          />
        </Form.Item>
        {voucher ? <VoucherBrief voucher={voucher} /> : null}
        <Form.List name="parts">
          {(fields, { add, remove }) => (
            <Flex vertical gap={8}>
              {fields.map((field, i) => (
                <Flex key={field.key} gap={8} wrap align="flex-start">
                  <Form.Item
                    name={[field.name, 'receiverCompId']}
                    label={`接收方 ${i + 1}`}
                    style={styles.receiverField}
                    validateStatus={check?.parts[i]?.startsWith('同一接收方') ? 'error' : undefined}
                  >
                    <Select
                      showSearch={{ optionFilterProp: 'label' }}
                      placeholder="选择交易对手"
                      options={(relations.data ?? []).map((r) => ({
                        value: r.compId,
                        label: `${r.compName}（${r.creditCode}）`,
                      }))}
                      notFoundContent={relations.error ? '交易对手加载失败' : '暂无交易对手'}
                    />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'amount']}
                    label={`转让金额 ${i + 1}（元）`}
                    style={styles.amountField}
                    validateStatus={check?.parts[i] ? 'error' : undefined}
                    help={
                      voucher && parts[i]?.receiverCompId !== undefined ? (check?.parts[i] ?? undefined) : undefined
                    }
                  >
                    <Input prefix="¥" inputMode="decimal" maxLength={16} />
                  </Form.Item>
                  {fields.length > 1 ? (
                    <RowButton.Remove label={`删除接收方 ${i + 1}`} onClick={() => remove(field.name)} />
                  ) : null}
                </Flex>
              ))}
              <RowButton.Add disabled={fields.length >= MAX_PARTS} onClick={() => add({})}>
                添加接收方（拆分）
              </RowButton.Add>
            </Flex>
          )}
        </Form.List>
        {check ? (
          <Typography.Paragraph role="status" style={styles.sum} data-testid="transfer-sum">
            转让合计 ¥{formatMoney(fenToYuan(check.sumFen))}，转让后自留 ¥
            {formatMoney(fenToYuan(Math.max(0, check.remainderFen)))}
          </Typography.Paragraph>
        ) : null}
        {check?.problem ? <Alert type="error" showIcon title={check.problem} style={styles.problem} /> : null}
        <RemarkItem />
        <FormActions
          send={send}
          submitText={reviewSubmitText(draft !== null)}
          cancelTo={back}
          disabled={!check || Boolean(check.problem) || check.parts.some(Boolean)}
        />
      </SubmitForm>
    </FormScreen>
  );
}
