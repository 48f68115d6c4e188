/**
 * Password reset (`/resetpwd/*`) as a single-spa application: verify the mobile, set a new
 * password, and the server signs the person out everywhere (docs/api.md §5.8).
 */
import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { ParcelError } from '@scf/shared/ui';
import { ResetpwdApp } from './resetpwd-app.component';

export const { bootstrap, mount, unmount } = singleSpaReact({
  React,
  ReactDOMClient,
  rootComponent: ResetpwdApp,
  errorBoundary: (error: Error) => <ParcelError error={error} />,
});
