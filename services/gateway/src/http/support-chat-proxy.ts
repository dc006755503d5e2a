/**
 * `GET|POST /support-chat/*` is forwarded to the platform's `/support-chat/*`: the chat vendor's
 * pages (live desk, VIP desk, CBS3 chat room) whose relative URLs the customer-service paths and the
 * chat URL call give, and the small JSON API their script polls. Unlike the sandbox pay page these
 * keep the gateway's origin check: the page's own fetch sends the portal's Origin.
 */
import type { FastifyInstance } from 'fastify';
import { SUPPORT_CHAT_CSP } from '@portal/contracts';
import { registerPageProxy, type PageProxyOptions } from './sandbox-pay-proxy.js';

export const SUPPORT_CHAT_PREFIX = '/support-chat/';

export async function registerSupportChatProxy(app: FastifyInstance, opts: PageProxyOptions): Promise<void> {
  await registerPageProxy(app, { ...opts, prefix: SUPPORT_CHAT_PREFIX, csp: SUPPORT_CHAT_CSP });
}
