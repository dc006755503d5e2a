/**
 * The push area's platform endpoints (see push.ts): the key a browser subscribes with, a member's
 * subscriptions and push settings. What is sent is decided by the platform (messages, rewards,
 * security events); the operator reads the send log through the admin API (`GET /admin/push/log`).
 */
import { endpoints } from './endpoint.js';
import {
  PushConfigSchema,
  PushDoneSchema,
  PushReplaceSchema,
  PushSettingsSchema,
  PushStatusQuerySchema,
  PushStatusSchema,
  PushSubscribeSchema,
  PushUnsubscribeSchema,
  SetPushSettingsSchema,
} from './push.js';

export const pushEndpoints = endpoints('push', {
  config: { method: 'GET', path: '/wps/push/config', auth: 'public', response: PushConfigSchema },
  settings: { method: 'GET', path: '/wps/member/push', auth: 'member', response: PushSettingsSchema },
  setSettings: {
    method: 'PUT',
    path: '/wps/member/push',
    auth: 'member',
    body: SetPushSettingsSchema,
    response: PushSettingsSchema,
    errors: ['TRIAL_ACCOUNT'],
  },
  /**
   * Idempotent by endpoint: the same browser subscribing again updates its keys and language. Past
   * MAX_PUSH_SUBSCRIPTIONS the member's least recently subscribed browser is dropped.
   */
  subscribe: {
    method: 'POST',
    path: '/wps/member/push/subscriptions',
    auth: 'member',
    body: PushSubscribeSchema,
    response: PushSettingsSchema,
    errors: ['TRIAL_ACCOUNT'],
  },
  /** Whether this browser's endpoint is one of the member's subscriptions. */
  status: {
    method: 'GET',
    path: '/wps/member/push/subscriptions/status',
    auth: 'member',
    query: PushStatusQuerySchema,
    response: PushStatusSchema,
  },
  /**
   * A renewed subscription replaces the old one (same browser, new endpoint or keys). The old
   * endpoint held by another member: NOT_FOUND (not this member's), nothing changed; one no longer
   * held (a push service already said it was gone) is no obstacle.
   */
  replace: {
    method: 'POST',
    path: '/wps/member/push/subscriptions/replace',
    auth: 'member',
    body: PushReplaceSchema,
    response: PushSettingsSchema,
    errors: ['TRIAL_ACCOUNT', 'NOT_FOUND'],
  },
  unsubscribe: {
    method: 'POST',
    path: '/wps/member/push/subscriptions/remove',
    auth: 'member',
    body: PushUnsubscribeSchema,
    response: PushDoneSchema,
  },
});
