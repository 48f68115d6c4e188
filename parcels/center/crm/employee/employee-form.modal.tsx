/**
 * Add an employee (name, mobile, e-mail, roles per opened product) or edit one (name,
 * e-mail). A new person signs in with an SMS code or resets a password; no password is set here.
 */
import { useEffect, useState } from 'react';
import { Form, Input, Modal, Typography } from 'antd';
import { NoSpaceInput, reportFormError } from '@scf/shared/forms';
import {
  addEmployee,
  editEmployee,
  emailRule,
  mobileRule,
  showAlert,
  showMessage,
  textRule,
  type Employee,
  type Product,
  type ProductEmployeeRole,
  requiredRule,
} from '@scf/shared';
import { RolesEditor, assignableRoles } from './roles-editor.component';
import { formModalProps } from '../../common/form-modal';

interface Values {
  userName: string;
  mobile: string;
  email: string;
  roles: ProductEmployeeRole[];
}

const FIELDS = ['userName', 'mobile', 'email', 'roles'] as const;

export interface EmployeeFormProps {
  /** null: add a new employee; an employee: edit that one. */
  employee: Employee | null;
  open: boolean;
  products: readonly Product[];
  onClose: () => void;
  onSaved: () => void;
}

export function EmployeeFormModal({
  employee,
  open,
  products,
  onClose,
  onSaved,
}: EmployeeFormProps): React.JSX.Element {
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const adding = employee === null;

  useEffect(() => {
    if (!open) return;
    form.setFieldsValue(
      adding
        ? { userName: '', mobile: '', email: '', roles: [] }
        : { userName: employee.userName, email: employee.email ?? '' },
    );
  }, [open, employee, adding, form]);

  const submit = async (v: Values) => {
    setSaving(true);
    try {
      const userName = v.userName.trim();
      const email = (v.email ?? '').trim();
      if (adding) {
        // Silent calls: a refusal is shown once, next to the field it blames or as one message.
        const added = await addEmployee(
          { userName, mobile: v.mobile, ...(email ? { email } : {}), roles: assignableRoles(v.roles, products) },
          { kind: 'silent' },
        );
        // A person who already has an account joins only with their consent.
        if (added?.pending) {
          showAlert({
            title: '已发出加入邀请',
            content: '该手机号已有平台账号：对方在“个人信息”中接受邀请后，才会成为本企业员工并出现在员工列表中。',
            okText: '知道了',
          });
        } else {
          showMessage('success', '操作成功！');
        }
      } else {
        await editEmployee({ employeeCode: employee.employeeCode, userName }, { kind: 'silent' });
        showMessage('success', '操作成功！');
      }
      onSaved();
      onClose();
    } catch (err) {
      reportFormError(form, err, FIELDS);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={adding ? '新增员工' : `编辑员工：${employee.userName}`}
      okText="保存"
      {...formModalProps(form, saving, onClose)}
      width={560}
    >
      <Form form={form} layout="vertical" onFinish={(v) => void submit(v)} name="employee-form">
        <Form.Item name="userName" label="姓名" rules={[requiredRule('姓名'), textRule('personName')]}>
          <Input maxLength={50} autoComplete="off" />
        </Form.Item>
        {adding ? (
          <Form.Item
            name="mobile"
            label="手机号"
            extra="员工使用该手机号登录"
            rules={[{ required: true, message: '请输入手机号' }, mobileRule]}
          >
            <NoSpaceInput maxLength={11} inputMode="numeric" autoComplete="off" />
          </Form.Item>
        ) : (
          // Shown, not edited: "可选" would be a contradiction. This form marks only optional
          // fields, so `required` simply leaves the mark off (nothing is validated here).
          <Form.Item label="手机号" required extra="手机号不可修改">
            <Typography.Text>{employee.mobile}</Typography.Text>
          </Form.Item>
        )}
        {adding ? (
          <Form.Item name="email" label="邮箱" extra="该手机号尚无邮箱时作为其邮箱" rules={[emailRule]}>
            <NoSpaceInput maxLength={100} type="email" autoComplete="off" />
          </Form.Item>
        ) : (
          // One person, one e-mail: the person changes it in 个人信息 (with a code), for every company.
          <Form.Item label="邮箱" required extra="邮箱由员工本人在“个人信息”中修改">
            <Typography.Text>{employee.email || '—'}</Typography.Text>
          </Form.Item>
        )}
        {adding ? (
          <Form.Item
            name="roles"
            label="角色分配"
            // At least one role is needed: marked required, so the label never says "可选".
            required
            rules={[
              {
                validator: (_r, v: ProductEmployeeRole[] | undefined) =>
                  assignableRoles(v, products).length > 0
                    ? Promise.resolve()
                    : Promise.reject(new Error('请至少为一个产品分配角色')),
              },
            ]}
          >
            <RolesEditor products={products} idPrefix="add-roles" />
          </Form.Item>
        ) : null}
      </Form>
    </Modal>
  );
}
