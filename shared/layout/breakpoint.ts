/**
 * The one mobile breakpoint of the portal: a viewport narrower than 992 px is a phone or a
 * small tablet (docs/requirements.md#layout). Components ask `useMediaQuery(MOBILE_MEDIA_QUERY)`;
 * the store closes the side menu when the viewport crosses it.
 */
export const MOBILE_BREAKPOINT_PX = 992;

/** Narrower than the breakpoint (the .02 keeps a 991.5 px zoomed viewport on the mobile side). */
export const MOBILE_MEDIA_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;
