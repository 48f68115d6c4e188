/**
 * An example product parcel (docs/product-parcels.md): deployed on its own, mapped in the
 * import map as `@scf/product-<code>`, mounted by the centre with `mountRootParcel` under
 * `/center/product/<CODE>` with the props `prodCode` and `basePath`.
 */
import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { ExampleApp, type ExampleProps } from './example-app.component';

export const { bootstrap, mount, unmount, update } = singleSpaReact<ExampleProps>({
  React,
  ReactDOMClient,
  rootComponent: ExampleApp,
  errorBoundary: () => <p role="alert">产品页面出错，请刷新重试。</p>,
});
