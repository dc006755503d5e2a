import { z } from 'zod';
import { ALL_LANGUAGES } from './i18n.js';

/**
 * Web push (ADR 0017): a member's browsers subscribed to the platform's pushes, what the member
 * wants pushed and when not, and the log of every send the operator reads. The platform sends
 * with the standard Web Push protocol (VAPID, aes128gcm); the browser's push service delivers.
 */

/** What a push is about. `security` is never held back: a stranger's act on the account is news now. */
export const PUSH_KINDS = ['messages', 'rewards', 'security'] as const;
export const PushKindSchema = z.enum(PUSH_KINDS);
export type PushKind = z.infer<typeof PushKindSchema>;

/**
 * The security events a push tells of (their words are the web's: `pwa` strings). `newDevice`: a
 * sign-in from a browser the member never signed in or registered from (not the first sign-in ever).
 */
export const SECURITY_EVENTS = ['passkeyAdded', 'passwordChanged', 'newDevice'] as const;
export type SecurityEvent = (typeof SECURITY_EVENTS)[number];

/** A member keeps at most this many subscribed browsers (old phones, other browsers). */
export const MAX_PUSH_SUBSCRIPTIONS = 10;

/** `HH:MM`, 24-hour. */
const ClockSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'clock_time');

/** An IANA zone the runtime knows (`Europe/London`), in which quiet hours are read. */
export const TimeZoneSchema = z
  .string()
  .min(1)
  .max(64)
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, 'time_zone');

/** Hours in which nothing but a security push is sent; `from` after `to` spans midnight. */
export const QuietHoursSchema = z
  .object({ from: ClockSchema, to: ClockSchema, timeZone: TimeZoneSchema })
  .refine((q) => q.from !== q.to, { message: 'quiet_hours_empty', path: ['to'] });
export type QuietHours = z.infer<typeof QuietHoursSchema>;

export const PushSettingsSchema = z.object({
  /** The kinds the member wants pushed (each on by default once a browser is subscribed). */
  kinds: z.object({ messages: z.boolean(), rewards: z.boolean(), security: z.boolean() }),
  quietHours: QuietHoursSchema.nullable(),
  /** Browsers subscribed now. */
  subscriptions: z.number().int().min(0),
});
export type PushSettings = z.infer<typeof PushSettingsSchema>;

export const SetPushSettingsSchema = PushSettingsSchema.omit({ subscriptions: true });
export type SetPushSettings = z.infer<typeof SetPushSettingsSchema>;

const Base64UrlKey = (max: number) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, 'base64url')
    .min(16)
    .max(max);

/** A browser's PushSubscription (its `toJSON()`), with the language its pushes are worded in. */
export const PushSubscribeSchema = z.object({
  endpoint: z
    .url({ protocol: /^https?$/ })
    .max(2_048)
    // A push service is a public HTTPS host; plain http only to this machine (tests, local push servers).
    .refine((u) => u.startsWith('https://') || /^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?\//.test(u), {
      message: 'push_endpoint',
    }),
  expirationTime: z.number().int().nullable().optional(),
  keys: z.object({ p256dh: Base64UrlKey(128), auth: Base64UrlKey(48) }),
  language: z.enum(ALL_LANGUAGES),
});
export type PushSubscribe = z.infer<typeof PushSubscribeSchema>;

export const PushUnsubscribeSchema = z.object({ endpoint: z.string().min(1).max(2_048) });

/**
 * A browser's renewed subscription in place of its old one (the service worker's
 * `pushsubscriptionchange`): the old endpoint, if the member's, is dropped; one another member holds
 * is refused. Without `language` the new one keeps the old one's (the worker knows no language).
 */
export const PushReplaceSchema = PushSubscribeSchema.extend({
  oldEndpoint: z.string().min(1).max(2_048),
  language: PushSubscribeSchema.shape.language.optional(),
});
export type PushReplace = z.infer<typeof PushReplaceSchema>;

/** Whether the platform holds this endpoint for the member (the web's check on start). */
export const PushStatusQuerySchema = z.object({ endpoint: z.string().min(1).max(2_048) });
export const PushStatusSchema = z.object({ subscribed: z.boolean() });
export type PushStatus = z.infer<typeof PushStatusSchema>;

export const PushConfigSchema = z.object({
  /** The VAPID public key a browser subscribes with (`applicationServerKey`), base64url. */
  publicKey: z.string().min(1),
});
export type PushConfig = z.infer<typeof PushConfigSchema>;

export const PushDoneSchema = z.object({ ok: z.literal(true) });

/**
 * What a push carries (the service worker words it in `language`): the kind, the item's own title
 * when it has one (a message's, a reward's), the security event, and where a tap opens.
 */
export const PushPayloadSchema = z.object({
  kind: PushKindSchema,
  language: z.enum(ALL_LANGUAGES),
  title: z.string().max(200).optional(),
  event: z.enum(SECURITY_EVENTS).optional(),
  url: z.string().startsWith('/'),
  tag: z.string().max(64),
});
export type PushPayload = z.infer<typeof PushPayloadSchema>;

/**
 * One line of the send log, one per (member, item): `sent` to `delivered` browsers; held back and
 * why (`quiet` hours, `protection`: a self-excluded or timed-out member gets security pushes only,
 * `off`: the member turned the kind off, `none`: no browser subscribed); `gone`: every browser's
 * subscription had ended (404/410, removed); `failed`: the push service refused or was unreachable.
 */
export const PUSH_OUTCOMES = [
  'pending',
  'sent',
  'quiet',
  'protection',
  'off',
  'none',
  'gone',
  'failed',
] as const;
export type PushOutcome = (typeof PUSH_OUTCOMES)[number];
export const PushLogEntrySchema = z.object({
  id: z.number().int(),
  account: z.string(),
  kind: PushKindSchema,
  ref: z.string(),
  outcome: z.enum(PUSH_OUTCOMES),
  delivered: z.number().int(),
  removed: z.number().int(),
  failStatus: z.number().int().nullable(),
  at: z.string(),
});
export type PushLogEntry = z.infer<typeof PushLogEntrySchema>;
