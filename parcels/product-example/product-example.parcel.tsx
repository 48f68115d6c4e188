/**
 * An example product parcel (docs/product-parcels.md): deployed on its own, mapped in the
 * import map as `@scf/product-<code>`, mounted by the centre with `mountRootParcel` under
 * `/center/product/<CODE>` with the props `prodCode` and `basePath`.
 */
import { PRODUCT_CENTRE_PATH } from '@scf/shared';
import { defineParcel } from '@scf/shared/ui';
import { ExampleApp, type ExampleProps } from './example-app.component';

// The centre's own overlay covers the page; a product adds none.
export const parcel = defineParcel<ExampleProps>({
  rootComponent: ExampleApp,
  provider: { loadingOverlay: false },
  errorHome: { path: PRODUCT_CENTRE_PATH, label: '返回产品中心' },
  label: 'product-example',
});
export const { bootstrap, mount, unmount, update } = parcel.lifecycles;
