/**
 * Company registration (`/register/*`) as a single-spa application: a wizard whose state the
 * server keeps (docs/api.md §5.7); this tab holds only the registration ticket.
 */
import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { ParcelError } from '@scf/shared/ui';
import { RegisterApp } from './register-app.component';

export const { bootstrap, mount, unmount } = singleSpaReact({
  React,
  ReactDOMClient,
  rootComponent: RegisterApp,
  errorBoundary: (error: Error) => <ParcelError error={error} />,
});
