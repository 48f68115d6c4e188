/**
 * 开立凭证 (and 修改 of a returned one): receiver from the company's trade relations (an
 * administrator adds one by credit code), amount with its capitals as it is typed, due date
 * with the 365-day limit and the 180-day warning, contract and invoice numbers, attachments
 * through the portal's upload, remark. Every rule shows as the field changes; the submit carries
 * an idempotency key, so a double click makes one voucher.
 */
import { useState } from 'react';
import { Button, Form, Input, Result, Select, Space, Upload } from 'antd';
import type { UploadFile } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { errorMessage, uploadFile, useRequest } from '@scf/shared';
import {
  FormActions,
  FormScreen,
  useMayInProduct,
  PageLoading,
  RelationAddModal,
  RemarkItem,
  reviewSubmitText,
  SubmitForm,
  useVoucherSubmit,
  YuanAmountField,
} from '@scf/shared/voucher';
import { PortalDatePicker } from '@scf/shared/date-picker';
import { PortalLink } from '@scf/shared/ui';
import type { billPaths } from './bill-routes';
import { CONTRACT_NO, VOUCHER_AMOUNT, checkDueDate, daysBetween, issueToday, parseInvoiceNos } from './issue-rules';
import { loadIssueDraft, loadRelations, submitIssue, type IssueDraft } from './voucher-calls';
import { styles } from './issue-form.style';

interface FormValues {
  receiverCompId?: number;
  amount?: string;
  dueDate?: Dayjs | null;
  contractNo?: string;
  invoiceNos?: string;
  remark?: string;
}

const today = (): string => issueToday();

export function IssueFormPage({
  voucherId,
  paths,
}: {
  voucherId: number | null;
  paths: ReturnType<typeof billPaths>;
}): React.JSX.Element {
  const [form] = Form.useForm<FormValues>();
  const relations = useRequest((signal) => loadRelations(signal), []);
  const draft = useRequest(
    (signal) => (voucherId ? loadIssueDraft(voucherId, signal) : Promise.resolve(null)),
    [voucherId],
  );
  const [files, setFiles] = useState<UploadFile[] | null>(null);
  const [adding, setAdding] = useState(false);
  // One key per filled form: a second click (or a retry after a lost answer) is the same request.
  const send = useVoucherSubmit();
  const due = Form.useWatch('dueDate', form);
  const dueCheck = checkDueDate(today(), due ? due.format('YYYY-MM-DD') : null);
  const admin = useMayInProduct('relations', 'BILL');

  if (draft.error)
    return <Result status="warning" title="申请加载失败" extra={<PortalLink to={paths.list}>返回列表</PortalLink>} />;
  if (voucherId && !draft.data) return <PageLoading description={null} />;
  const initial: FormValues = draft.data ? toForm(draft.data) : {};
  const shownFiles =
    files ??
    (draft.data?.attachments ?? []).map((a) => ({
      uid: a.fileToken,
      name: a.fileName,
      status: 'done' as const,
      response: a,
    }));

  const submit = async (v: FormValues): Promise<void> => {
    const invoices = parseInvoiceNos(v.invoiceNos);
    await send.submit(async (idempotencyKey) => {
      const id = await submitIssue(
        {
          voucherId,
          receiverCompId: v.receiverCompId ?? 0,
          amount: (v.amount ?? '').trim().replace(/,/g, ''),
          dueDate: v.dueDate ? v.dueDate.format('YYYY-MM-DD') : '',
          contractNo: (v.contractNo ?? '').trim(),
          invoiceNos: 'list' in invoices ? invoices.list : [],
          attachments: shownFiles
            .filter((f) => f.status === 'done')
            .map((f) => f.response as { fileToken: string; fileName: string }),
          remark: (v.remark ?? '').trim(),
        },
        idempotencyKey,
      );
      return paths.detail(id);
    });
  };

  return (
    <FormScreen
      title={voucherId ? '修改开立申请' : '开立凭证'}
      back={paths.list}
      returnReason={draft.data?.returnReason}
      after={<RelationAddModal open={adding} onClose={() => setAdding(false)} onAdded={() => relations.reload()} />}
    >
      <SubmitForm<FormValues> form={form} initialValues={initial} onSubmit={submit} send={send} maxWidth={640}>
        <Form.Item label="接收方" required>
          <Space.Compact style={styles.fullWidth}>
            <Form.Item name="receiverCompId" noStyle rules={[{ required: true, message: '请选择接收方' }]}>
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                loading={!relations.data && !relations.error}
                placeholder="选择有贸易关系的企业"
                aria-label="接收方"
                options={(relations.data ?? []).map((r) => ({
                  value: r.compId,
                  label: `${r.compName}（${r.creditCode}）`,
                }))}
                notFoundContent={relations.error ? '交易对手加载失败' : '暂无交易对手，请先由管理员添加'}
              />
            </Form.Item>
            {admin ? <Button onClick={() => setAdding(true)}>添加交易对手</Button> : null}
          </Space.Compact>
        </Form.Item>
        <YuanAmountField label="凭证金额（元）" rule={VOUCHER_AMOUNT} placeholder="例如 1000000.00" />
        <Form.Item
          name="dueDate"
          label="到期日期"
          rules={[
            {
              validator: async (_r, v: Dayjs | null | undefined) => {
                const r = checkDueDate(today(), v ? v.format('YYYY-MM-DD') : null);
                if (!r.ok) throw new Error(r.problem);
              },
            },
          ]}
          validateStatus={dueCheck.ok && dueCheck.warning ? 'warning' : undefined}
          help={dueCheck.ok && dueCheck.warning ? dueCheck.warning : undefined}
        >
          <PortalDatePicker
            style={styles.fullWidth}
            disabledDate={(d) => {
              const days = daysBetween(today(), d.format('YYYY-MM-DD'));
              return days <= 0 || days > 365;
            }}
          />
        </Form.Item>
        <Form.Item
          name="contractNo"
          label="合同编号"
          rules={[
            { required: true, whitespace: true, message: '请输入合同编号' },
            { pattern: CONTRACT_NO, message: '合同编号为1至50位字母、数字、汉字或 - _ /' },
          ]}
        >
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item
          name="invoiceNos"
          label="发票号码（选填）"
          extra="多个号码用逗号或空格分隔"
          rules={[
            {
              validator: async (_r, v: string | undefined) => {
                const r = parseInvoiceNos(v);
                if ('problem' in r) throw new Error(r.problem);
              },
            },
          ]}
        >
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
        <Form.Item label="附件（合同、发票）" extra="PDF 不超过 5 MB，图片不超过 2 MB，最多 10 个">
          <Upload
            fileList={shownFiles}
            maxCount={10}
            accept=".pdf,.jpg,.jpeg,.png,.webp"
            customRequest={({ file, onSuccess, onError }) => {
              uploadFile(file as Blob)
                .then((stored) => onSuccess?.({ fileToken: stored.fileToken, fileName: (file as File).name }))
                .catch((err: unknown) => onError?.(new Error(errorMessage(err))));
            }}
            onChange={({ fileList }) =>
              setFiles(fileList.map((f) => (f.status === 'error' ? { ...f, response: errorMessage(f.error) } : f)))
            }
          >
            <Button>上传附件</Button>
          </Upload>
        </Form.Item>
        <RemarkItem />
        <FormActions send={send} submitText={reviewSubmitText(Boolean(voucherId))} cancelTo={paths.list} />
      </SubmitForm>
    </FormScreen>
  );
}

function toForm(d: IssueDraft): FormValues {
  return {
    receiverCompId: d.receiverCompId,
    amount: d.amount,
    dueDate: dayjs(d.dueDate),
    contractNo: d.contractNo,
    invoiceNos: d.invoiceNos.join(', '),
    remark: d.remark,
  };
}
