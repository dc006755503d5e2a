/** Leaving the portal for a provider's page; an object so tests can watch the call. */
export const browser = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

/** How often a pending deposit order is asked again (tests shorten it). */
export const POLL_MS = { deposit: 5000 };
