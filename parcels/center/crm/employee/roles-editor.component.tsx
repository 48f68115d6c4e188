/**
 * Roles per opened product for one employee: one multiple select per product with the
 * labels E101–E111 from shared (E100 is never offered). Works as a Form control: the value
 * is the server's shape, `[{prodCode, employeeRole}]`.
 */
import { Flex, Select, Typography } from 'antd';
import { roleOptions, type Product, type ProductEmployeeRole } from '@scf/shared';
import { styles } from './roles-editor.style';

export interface RolesEditorProps {
  products: readonly Product[];
  value?: ProductEmployeeRole[];
  onChange?: (value: ProductEmployeeRole[]) => void;
  idPrefix: string;
}

const OPTIONS = roleOptions('employee');
const ALLOWED = new Set(OPTIONS.map((o) => o.value));

/** The roles of one product in a value list. */
export function rolesOf(value: readonly ProductEmployeeRole[] | undefined, prodCode: string): string[] {
  return (value ?? []).filter((r) => r.prodCode === prodCode && ALLOWED.has(r.employeeRole)).map((r) => r.employeeRole);
}

/** The value with one product's roles replaced; other products (and their order) are kept. */
export function withRoles(
  value: readonly ProductEmployeeRole[] | undefined,
  prodCode: string,
  roles: readonly string[],
): ProductEmployeeRole[] {
  const others = (value ?? []).filter((r) => r.prodCode !== prodCode);
  return [...others, ...roles.filter((r) => ALLOWED.has(r)).map((employeeRole) => ({ prodCode, employeeRole }))];
}

/** Only roles that may be assigned: opened products, E101–E111 (E100 and unknown codes dropped). */
export function assignableRoles(
  value: readonly ProductEmployeeRole[] | undefined,
  products: readonly Product[],
): ProductEmployeeRole[] {
  const codes = new Set(products.map((p) => p.productCode));
  return (value ?? []).filter((r) => codes.has(r.prodCode) && ALLOWED.has(r.employeeRole));
}

export function RolesEditor({ products, value, onChange, idPrefix }: RolesEditorProps): React.JSX.Element {
  return (
    <Flex vertical gap={12}>
      {products.map((p) => {
        const id = `${idPrefix}-${p.productCode}`;
        return (
          <div key={p.productCode}>
            <Typography.Text id={`${id}-label`}>{p.productName}</Typography.Text>
            <Select
              mode="multiple"
              allowClear
              style={styles.picker}
              aria-labelledby={`${id}-label`}
              placeholder="不分配角色"
              options={OPTIONS}
              value={rolesOf(value, p.productCode)}
              onChange={(roles: string[]) => onChange?.(withRoles(value, p.productCode, roles))}
              data-product={p.productCode}
            />
          </div>
        );
      })}
    </Flex>
  );
}
