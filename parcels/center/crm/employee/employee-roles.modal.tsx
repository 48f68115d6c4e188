/**
 * Assign roles E101–E111 per opened product to one employee (`cust/employee/roles`). The
 * server keeps at least one administrator and says so when this would remove the last one.
 */
import { useEffect } from 'react';
import { Alert, Form, Modal } from 'antd';
import { setEmployeeRoles, useAction, type Employee, type Product, type ProductEmployeeRole } from '@scf/shared';
import { showFormProblem } from '@scf/shared/forms';
import { RolesEditor, assignableRoles } from './roles-editor.component';
import { formModalProps } from '../../common/form-modal';
import { styles } from './employee-roles.style';

export function EmployeeRolesModal({
  employee,
  products,
  onClose,
  onSaved,
}: {
  employee: Employee | null;
  products: readonly Product[];
  onClose: () => void;
  onSaved: () => void;
}): React.JSX.Element {
  const [form] = Form.useForm<{ roles: ProductEmployeeRole[] }>();

  useEffect(() => {
    if (employee) form.setFieldsValue({ roles: assignableRoles(employee.employeeRole, products) });
  }, [employee, products, form]);

  const save = useAction({
    run: ({ employeeCode, roles }: { employeeCode: string; roles: ProductEmployeeRole[] }) =>
      setEmployeeRoles({ employeeCode, roles: assignableRoles(roles, products) }),
    onSuccess: () => {
      onSaved();
      onClose();
    },
    onError: (err) => showFormProblem(form, err, ['roles'] as const),
  });
  const submit = ({ roles }: { roles: ProductEmployeeRole[] }) => {
    if (employee) void save.mutate({ employeeCode: employee.employeeCode, roles });
  };

  return (
    <Modal
      open={employee !== null}
      title={`分配角色：${employee?.userName ?? ''}`}
      okText="保存"
      {...formModalProps(form, save.isPending, onClose)}
      width={560}
    >
      {employee?.self ? (
        <Alert
          type="warning"
          showIcon
          style={styles.notice}
          title="您正在修改自己的角色，保存后您的菜单和权限会随之变化。"
        />
      ) : null}
      <Form form={form} layout="vertical" onFinish={(v) => void submit(v)} name="employee-roles">
        <Form.Item name="roles" label="各产品角色" extra="仅可为企业已开通的产品分配角色">
          <RolesEditor products={products} idPrefix="edit-roles" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
