import { describe, expect, it, vi } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { mountRootParcel, type AppProps } from 'single-spa';
import { ProductParcelHost } from '../../../parcels/center/product/product-parcel-host.component';
import { ParcelMounterContext, type ParcelMounter } from '../../../parcels/center/product/parcel-mounter.context';
import type { ProductParcel } from '../../../parcels/center/product/product-parcel-loader';

/** A product parcel; `slowUnmount` finishes a task later, as single-spa-react's own unmount does. */
function fakeParcel({ slowUnmount = false } = {}) {
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
      if (slowUnmount) await new Promise((resolve) => setTimeout(resolve, 0));
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

  it('leaves the parcel to its owner when the owner is leaving too: one unmount, no single-spa error #6', async () => {
    // The centre is an application owning its product parcels: here a parcel standing in for it.
    let ownerProps: AppProps | null = null;
    const domElement = document.createElement('div');
    const owner = mountRootParcel(
      {
        name: 'centre',
        bootstrap: async () => undefined,
        mount: async (props: AppProps) => {
          ownerProps = props;
        },
        unmount: async () => undefined,
      },
      { domElement },
    );
    await owner.mountPromise;
    if (!ownerProps) throw new Error('the owner was not mounted');
    const mounter: ParcelMounter = {
      mountParcel: (ownerProps as AppProps).mountParcel,
      ownerLeaving: () => owner.getStatus() === 'UNMOUNTING',
    };
    const f = fakeParcel({ slowUnmount: true });
    const view = render(
      <ParcelMounterContext.Provider value={mounter}>
        <ProductParcelHost parcel={f.parcel} prodCode="CREDIT" basePath="/center/product/CREDIT" onError={vi.fn()} />
      </ParcelMounterContext.Provider>,
    );
    await waitFor(() => expect(f.calls).toContain('mount CREDIT /center/product/CREDIT'));
    // The page drops the product (a sign-out re-renders the centre), and the centre leaves at once.
    view.unmount();
    await expect(owner.unmount()).resolves.not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(f.calls.filter((c) => c === 'unmount')).toEqual(['unmount']);
  });
});
