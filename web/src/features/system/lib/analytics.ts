import { useEffect } from 'react';

/** Google's tag loader; the gateway's CSP admits this host only for a brand with a gtagId. */
export const GTAG_SRC = 'https://www.googletagmanager.com/gtag/js';
/** A gtag id as Google issues them (G-XXXX, GT-XXXX, AW-XXXX, UA-XXXX-Y). */
const GTAG_ID = /^[A-Z]{1,3}-[A-Z0-9-]{4,20}$/;

type GtagWindow = Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void };

/**
 * Loads gtag.js for the brand's gtagId, once, and only when one is set. The bootstrap snippet
 * Google suggests is inline script, which the CSP forbids; it runs from this bundle instead. No
 * consent defaults are set here (consent-neutral: the brand's consent tooling decides).
 */
export function loadAnalytics(gtagId: string | null | undefined): void {
  if (!gtagId || !GTAG_ID.test(gtagId)) return;
  if (document.querySelector(`script[src^="${GTAG_SRC}"]`)) return;
  const w = window as GtagWindow;
  w.dataLayer = w.dataLayer ?? [];
  w.gtag = function gtag() {
    // gtag.js reads the arguments object itself, as Google's snippet pushes it.
    // eslint-disable-next-line prefer-rest-params
    (w.dataLayer ??= []).push(arguments);
  };
  w.gtag('js', new Date());
  w.gtag('config', gtagId);
  const script = document.createElement('script');
  script.async = true;
  script.src = `${GTAG_SRC}?id=${encodeURIComponent(gtagId)}`;
  document.head.appendChild(script);
}

export function useAnalytics(gtagId: string | null | undefined): void {
  useEffect(() => loadAnalytics(gtagId), [gtagId]);
}
