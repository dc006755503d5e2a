import { z } from 'zod';

/**
 * Customer service and the chat room. The platform's paths are not public; these are the
 * project's decisions, written down once for both sides (docs/INTERFACES.md "Customer service and
 * chat").
 */

/** The path-list entry type the web uses (spec section 3: "type 3 used"). */
export const WEB_CUSTOMER_SERVICE_TYPE = 3;
/** Members whose club rank level is above this get the VIP chat (spec section 4). */
export const VIP_CHAT_MIN_RANK_EXCLUSIVE = 4;

export const CustomerServicePathSchema = z.object({ type: z.number().int(), path: z.string().min(1) });
export type CustomerServicePath = z.infer<typeof CustomerServicePathSchema>;

/**
 * `GET /wps/system/customerService` value. `version.pathList` is the live-chat desk by entry type,
 * `vip.pathList` the VIP desk by the same types (null when the brand has none). Every `path` is sealed
 * with the customer-service path key (`sealPath` in `@portal/contracts/crypto`).
 */
export const CustomerServiceValueSchema = z.object({
  version: z.object({ pathList: z.array(CustomerServicePathSchema) }),
  vip: z.object({ pathList: z.array(CustomerServicePathSchema) }).nullable(),
});
export type CustomerServiceValue = z.infer<typeof CustomerServiceValueSchema>;

const HEADER_COLOR = /^#[0-9a-fA-F]{6}$/;
const LANGUAGE = /^[A-Z]{2}(-[A-Z]{2})?$/;

/** `GET /wps/relay/CBS_chatUrl` query (token, module CBS3). */
export const ChatUrlQuerySchema = z.object({
  b2c: z.literal('1'),
  title: z.string().trim().min(1).max(60),
  language: z.string().regex(LANGUAGE),
  headerColor: z.string().regex(HEADER_COLOR),
});
export type ChatUrlQuery = z.infer<typeof ChatUrlQuerySchema>;

/** `GET /wps/relay/CBS_chatUrl` value: a URL relative to the portal (the gateway proxies it) or absolute. */
export const ChatUrlValueSchema = z.object({ chatUrl: z.string().min(1) });
export type ChatUrlValue = z.infer<typeof ChatUrlValueSchema>;

/** `GET /wps/relay/CBS_chatUnread` value: messages in the room since the member last had it open. */
export const ChatUnreadValueSchema = z.number().int().min(0);

/** The gateway's answer to the web: where to send the popup window. */
export const SupportUrlSchema = z.object({ url: z.string().min(1) });
export type SupportUrl = z.infer<typeof SupportUrlSchema>;

/** support.chatRoomUrl input: the web names the room's title and header colour for its theme. */
export const ChatRoomUrlInputSchema = z.object({
  headerColor: z.string().regex(HEADER_COLOR).default('#0f766e'),
});

/** Chat page API (the demo pages talk to it through the gateway's `/support-chat/*` proxy). */
export const ChatPostSchema = z.object({ text: z.string().trim().min(1).max(500) });
export const ChatMessageSchema = z.object({
  id: z.number().int(),
  from: z.enum(['me', 'agent', 'member']),
  name: z.string(),
  text: z.string(),
  at: z.string(),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

/** Content-Security-Policy of the demo chat pages: one same-origin script, talking only to this
 * origin. The upstream serves them with it and the gateway's /support-chat proxy sends it again. */
export const SUPPORT_CHAT_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "connect-src 'self'",
  "img-src 'self' data:",
  // The pages' script fonts (Thai, Khmer, Arabic, ...), served under the same prefix.
  "font-src 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'self'",
  "object-src 'none'",
].join('; ');
