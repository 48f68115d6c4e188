/**
 * The `center` application (issue 6): the product centre, customer relations and the message
 * centre, everything a signed-in employee does after login. single-spa mounts it for every
 * `/center/...` route of the shared route table.
 */
import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { AppProps } from 'single-spa';
import { CenterApp } from './center-app.component';
import { ParcelMounterContext } from './product/parcel-mounter.context';

/** single-spa hands the application its `mountParcel`; product parcels are mounted with it. */
function CenterRoot({ mountParcel }: Partial<AppProps>): React.JSX.Element {
  const app = <CenterApp />;
  return mountParcel ? <ParcelMounterContext.Provider value={mountParcel}>{app}</ParcelMounterContext.Provider> : app;
}

export const { bootstrap, mount, unmount } = singleSpaReact({
  React,
  ReactDOMClient,
  rootComponent: CenterRoot,
  errorBoundary: (error: Error) => {
    console.error('[scf] center crashed', error);
    return (
      <main style={{ padding: 48, textAlign: 'center' }}>
        <p role="alert">页面加载出错，请刷新重试。</p>
        <a href="/center/product/product">返回产品中心</a>
      </main>
    );
  },
});
