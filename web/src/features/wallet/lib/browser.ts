/** Leaving the portal for a provider's page; an object so tests can watch the call. */
export const browser = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

/** How often pending transfers and deposit orders are asked again (tests shorten these). */
export const POLL_MS = { transfer: 3000, deposit: 5000 };
