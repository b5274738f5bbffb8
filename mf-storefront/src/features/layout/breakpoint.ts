import { MOBILE_BREAKPOINT_PX } from '@vetrina/contracts/constants';

/**
 * The header's layout switch, in CSS rather than in JS (useMediaQuery), so the HTML is the same on the server
 * and in every browser: desktop navigation from MOBILE_BREAKPOINT_PX up, the menu button and side menu below.
 */
export const DESKTOP_QUERY = `(min-width:${MOBILE_BREAKPOINT_PX}px)`;
export const DESKTOP_MEDIA = `@media ${DESKTOP_QUERY}`;
