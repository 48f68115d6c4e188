/**
 * The 404 page as a single-spa application. Its content is plain elements; the portal
 * provider is there for what shared may show over any page (messages, the session dialog).
 */
import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { ParcelError, PortalProvider } from '@scf/shared/ui';
import { NotFoundPage } from './not-found.page';

export const { bootstrap, mount, unmount } = singleSpaReact({
  React,
  ReactDOMClient,
  rootComponent: () => (
    <PortalProvider>
      <NotFoundPage />
    </PortalProvider>
  ),
  errorBoundary: (error: Error) => <ParcelError error={error} />,
});
