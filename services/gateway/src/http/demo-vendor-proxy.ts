/**
 * `GET|POST /demo-vendor/*` is forwarded to the platform's `/demo-vendor/*`: the built-in demo game
 * vendor's pages (the slot, the Vietnamese lottery, the sandbox page of other vendors), their
 * scripts and the JSON API those scripts call. The launch URL the platform answers is relative, so
 * the game runs on the portal's origin inside the /game iframe. No cookie or session is forwarded:
 * the signed launch ticket in the URL is the game's only credential. The gateway's origin check
 * applies to the API's POSTs (the page's own fetch sends the portal's Origin).
 */
import { DEMO_VENDOR_CSP, DEMO_VENDOR_PREFIX } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { registerPageProxy, type PageProxyOptions } from './sandbox-pay-proxy.js';

export async function registerDemoVendorProxy(app: FastifyInstance, opts: PageProxyOptions): Promise<void> {
  await registerPageProxy(app, { ...opts, prefix: DEMO_VENDOR_PREFIX, csp: DEMO_VENDOR_CSP });
}
