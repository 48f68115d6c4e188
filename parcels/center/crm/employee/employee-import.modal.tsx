/**
 * 导入员工: download the template, choose a filled-in .xlsx, import. The server adds every row
 * or none; when it refuses rows, they are listed here with their row number and reason so the
 * administrator can correct the file and import it again.
 */
import { useState } from 'react';
import { Alert, Button, Flex, Modal, Table, Typography, Upload, type UploadFile } from 'antd';
import {
  employeeImportTemplateUrl,
  errorMessage,
  importEmployees,
  importRefusedRows,
  type ImportRefusedRow,
  showMessage,
} from '@scf/shared';
import { styles } from './employee-import.style';

/** The server's limit, checked here first so a large file is not sent for nothing. */
const MAX_BYTES = 2 * 1024 * 1024;

export interface EmployeeImportProps {
  open: boolean;
  onClose: () => void;
  /** After a successful import (the list reloads). */
  onImported: () => void;
}

interface Outcome {
  message: string;
  refused: ImportRefusedRow[];
}

export function EmployeeImportModal({ open, onClose, onImported }: EmployeeImportProps): React.JSX.Element {
  const [file, setFile] = useState<UploadFile | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const close = () => {
    setFile(null);
    setOutcome(null);
    onClose();
  };

  const submit = async () => {
    const blob = file?.originFileObj;
    if (!file || !blob) {
      setOutcome({ message: '请先选择要导入的 .xlsx 文件', refused: [] });
      return;
    }
    if (blob.size > MAX_BYTES) {
      setOutcome({ message: '导入文件不能超过2MB', refused: [] });
      return;
    }
    setBusy(true);
    setOutcome(null);
    try {
      const r = await importEmployees(blob, file.name, { kind: 'silent' });
      showMessage(
        'success',
        r.invited > 0
          ? `已导入${r.added}名员工，另向${r.invited}个已有账号的手机号发出了加入邀请`
          : `已导入${r.added}名员工`,
      );
      onImported();
      close();
    } catch (err) {
      setOutcome({ message: errorMessage(err), refused: importRefusedRows(err) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title="导入员工"
      okText="导入"
      cancelText="取消"
      confirmLoading={busy}
      onOk={() => void submit()}
      onCancel={close}
      destroyOnHidden
      width={outcome?.refused.length ? 760 : 520}
    >
      <Flex vertical gap={12} data-scf-import>
        <Typography.Paragraph style={styles.instructions}>
          请先下载模板，按模板填写姓名、手机号、邮箱（选填）和角色后上传。文件须为 .xlsx
          格式，不超过2MB，最多1000行。任一行有误时不会导入任何员工。
        </Typography.Paragraph>
        <div>
          <Button href={employeeImportTemplateUrl()} download>
            下载模板
          </Button>
        </div>
        <Upload
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          maxCount={1}
          fileList={file ? [file] : []}
          beforeUpload={(f) => {
            setFile({ uid: f.uid, name: f.name, size: f.size, type: f.type, originFileObj: f });
            setOutcome(null);
            // Kept here and sent by 导入, not uploaded on choosing.
            return false;
          }}
          onRemove={() => {
            setFile(null);
            setOutcome(null);
          }}
        >
          <Button>选择文件</Button>
        </Upload>
        {outcome ? <Alert type="error" showIcon title={outcome.message} role="alert" /> : null}
        {outcome?.refused.length ? (
          <Table<ImportRefusedRow>
            size="small"
            rowKey="row"
            pagination={outcome.refused.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
            dataSource={outcome.refused}
            scroll={{ x: 600 }}
            columns={[
              { title: '行号', dataIndex: 'row', width: 70 },
              { title: '姓名', dataIndex: 'userName', width: 110, render: (v: string) => v || '—' },
              { title: '手机号', dataIndex: 'mobile', width: 130, render: (v: string) => v || '—' },
              { title: '原因', dataIndex: 'reason' },
            ]}
            data-scf-import-refused
          />
        ) : null}
      </Flex>
    </Modal>
  );
}
