/**
 * The one mobile breakpoint of the portal: a viewport narrower than 992 px is a phone or a
 * small tablet (docs/requirements.md#layout). Components ask `useMediaQuery(MOBILE_MEDIA_QUERY)`;
 * the store closes the side menu when the viewport crosses it.
 */
export const MOBILE_BREAKPOINT_PX = 992;

/** Narrower than the breakpoint (the .02 keeps a 991.5 px zoomed viewport on the mobile side). */
export const MOBILE_MEDIA_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;

/**
 * The side of the breakpoint a page is rendered for on the server, which has no window: it
 * guesses from the request (a phone's browser says so), and the browser hydrates with the same
 * side before it measures its own viewport, so a phone's first paint is already its layout.
 */
export type Viewport = 'mobile' | 'desktop';

export const isViewport = (v: unknown): v is Viewport => v === 'mobile' || v === 'desktop';
