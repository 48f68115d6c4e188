import { describe, expect, it, vi } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { ProductParcelHost } from '../../../parcels/center/product/product-parcel-host.component';
import type { ProductParcel } from '../../../parcels/center/product/product-parcel-loader';

function fakeParcel() {
  const calls: string[] = [];
  let mountedInto: HTMLElement | null = null;
  const parcel = {
    bootstrap: vi.fn(async () => {
      calls.push('bootstrap');
    }),
    mount: vi.fn(async (props: { domElement: HTMLElement; prodCode: string; basePath: string }) => {
      calls.push(`mount ${props.prodCode} ${props.basePath}`);
      mountedInto = props.domElement;
      props.domElement.innerHTML = '<p>product page</p>';
    }),
    unmount: vi.fn(async (props: { domElement: HTMLElement }) => {
      calls.push('unmount');
      props.domElement.innerHTML = '';
    }),
  };
  return { parcel: parcel as unknown as ProductParcel, calls, mountedInto: () => mountedInto };
}

describe('ProductParcelHost', () => {
  it('mounts the parcel into its own element with the product props, and unmounts it when removed', async () => {
    const f = fakeParcel();
    const onError = vi.fn();
    const view = render(
      <ProductParcelHost parcel={f.parcel} prodCode="CREDIT" basePath="/center/product/CREDIT" onError={onError} />,
    );
    await waitFor(() => expect(f.calls).toEqual(['bootstrap', 'mount CREDIT /center/product/CREDIT']));
    expect(f.mountedInto()?.getAttribute('data-scf-product')).toBe('CREDIT');
    expect(view.container.textContent).toContain('product page');
    view.unmount();
    await waitFor(() => expect(f.calls).toContain('unmount'));
    expect(onError).not.toHaveBeenCalled();
  });

  it('reports a parcel that fails to mount', async () => {
    const onError = vi.fn();
    const broken = {
      bootstrap: async () => undefined,
      mount: async () => {
        throw new Error('boom');
      },
      unmount: async () => undefined,
    } as unknown as ProductParcel;
    render(<ProductParcelHost parcel={broken} prodCode="BILL" basePath="/center/product/BILL" onError={onError} />);
    await waitFor(() => expect(onError).toHaveBeenCalled());
  });
});
