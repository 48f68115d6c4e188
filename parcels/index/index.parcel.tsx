/**
 * The public site (`/index/*`) as a single-spa application: home, products, news, help and
 * about. The page comes from the shared route table; the root config already resolved
 * redirects and the session guard before this mounts.
 */
import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { ParcelError } from '@scf/shared/ui';
import { IndexApp } from './index-app.component';

export const { bootstrap, mount, unmount } = singleSpaReact({
  React,
  ReactDOMClient,
  rootComponent: IndexApp,
  errorBoundary: (error: Error) => <ParcelError error={error} />,
});
