import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { PortalProvider } from '@scf/shared/ui';
import { RolesEditor } from '../../../parcels/center/crm/employee/roles-editor.component';

// antd's first render of a Select is slow on a loaded machine (styles are generated).
vi.setConfig({ testTimeout: 30_000 });

afterEach(cleanup);

const products = [
  { productCode: 'CRM', productName: '客户关系', description: '', orderNum: 1 },
  { productCode: 'CREDIT', productName: '授信管理', description: '', orderNum: 2 },
];

describe('RolesEditor', () => {
  it('has one labelled select per opened product, never offering E100', () => {
    render(
      <PortalProvider loadingOverlay={false}>
        <RolesEditor products={products} idPrefix="t" value={[{ prodCode: 'CRM', employeeRole: 'E101' }]} />
      </PortalProvider>,
    );
    expect(screen.getByRole('combobox', { name: '客户关系' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: '授信管理' })).toBeTruthy();
    expect(screen.getByText('管理员')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '授信管理' }));
    expect(screen.queryAllByText(/E100/)).toHaveLength(0);
  });

  it('reports the server shape when a role is chosen for a product', () => {
    const onChange = vi.fn();
    render(
      <PortalProvider loadingOverlay={false}>
        <RolesEditor
          products={products}
          idPrefix="t"
          value={[{ prodCode: 'CRM', employeeRole: 'E101' }]}
          onChange={onChange}
        />
      </PortalProvider>,
    );
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '授信管理' }));
    const option = screen.getAllByText('复核员').find((el) => el.closest('.ant-select-item-option'));
    fireEvent.click(option as HTMLElement);
    expect(onChange).toHaveBeenCalledWith([
      { prodCode: 'CRM', employeeRole: 'E101' },
      { prodCode: 'CREDIT', employeeRole: 'E103' },
    ]);
  });
});
