/**
 * @scf/shared/layout: the portal's layout components (docs/requirements.md#layout): the header, the message-centre
 * sidebar and the customer-service widget. The centre renders them as React components; the
 * custom elements of `parcels/elements` wrap the same components for other sites. Their
 * antd-free helpers (links, URL checks, hooks) are in the core entry, `@scf/shared`.
 */
export * from './header-theme';
export * from './portal-header.component';
export * from './header-company-switch.component';
export * from './header-role-switch.component';
export * from './header-user-menu.component';
export * from './message-sidebar.component';
export * from './service-widget.component';
