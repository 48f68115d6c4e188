/**
 * The portal's layout components (spec §2): the header, the message-centre sidebar and the
 * customer-service widget. The centre renders them as React components; the custom elements
 * of `parcels/elements` wrap the same components for other sites.
 */
export * from './layout-links';
export * from './layout-url';
export * from './layout-navigation';
export * from './header-parts';
export * from './header-theme';
export * from './portal-header.component';
export * from './header-company-switch.component';
export * from './header-role-switch.component';
export * from './header-user-menu.component';
export * from './message-sidebar.component';
export * from './service-widget.component';
export * from './use-header-account.hook';
export * from './use-unread-count.hook';
export * from './use-media-query.hook';
export * from './use-slide-in.hook';
