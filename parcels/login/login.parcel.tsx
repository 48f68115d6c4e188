/**
 * Sign-in (`/login`, `/login/changeComp`) as a single-spa application. The root config has
 * run the session guard before this mounts (a reader with a token never sees /login).
 */
import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { ParcelError } from '@scf/shared/ui';
import { LoginApp } from './login-app.component';

export const { bootstrap, mount, unmount } = singleSpaReact({
  React,
  ReactDOMClient,
  rootComponent: LoginApp,
  errorBoundary: (error: Error) => <ParcelError error={error} />,
});
