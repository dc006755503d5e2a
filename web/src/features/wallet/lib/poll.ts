/** How often a pending transfer is asked again (tests shorten it). */
export const POLL_MS = { transfer: 3000 };
