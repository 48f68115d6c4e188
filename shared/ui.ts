/**
 * @scf/shared/ui: what every portal React root renders around its content (antd in Chinese,
 * the portal theme, the notifier and the loading overlay). Loaded once through the import map
 * beside the core entry (`@scf/shared`), whose state and rules it uses. Form controls are in
 * `@scf/shared/forms`, the HTML sanitiser in `@scf/shared/sanitize`: a page that shows
 * neither does not download them before it paints.
 */
export { PortalProvider, type PortalProviderProps } from './ui/portal-provider.component';
export { LoadingOverlay } from './ui/loading-overlay.component';
export { SectionTitle } from './ui/section-title.component';
// Plain HTML without antd, so they add next to nothing before the first paint.
export { PortalLink, type PortalLinkProps } from './ui/portal-link.component';
export { ParcelError, type ParcelErrorProps } from './ui/parcel-error.component';
export {
  defineParcel,
  defineProductParcel,
  type Parcel,
  type ParcelOptions,
  type ProductParcelOptions,
  type ProductProps,
} from './ui/define-parcel';
export { SkipLink } from './ui/skip-link.component';
export { LINK_BUTTON_STYLES } from './ui/link-button-styles';
export { VISUALLY_HIDDEN } from './ui/visually-hidden';
