/**
 * The support area's platform endpoints (see endpoint.ts): the customer-service desks (their paths
 * sealed) and the CBS3 chat room's URL and unread count for a member.
 */
import { endpoints } from './endpoint.js';
import {
  ChatUnreadValueSchema,
  ChatUrlQuerySchema,
  ChatUrlValueSchema,
  CustomerServiceValueSchema,
} from './support.js';

export const supportEndpoints = endpoints('support', {
  customerService: {
    method: 'GET',
    path: '/wps/system/customerService',
    auth: 'public',
    response: CustomerServiceValueSchema,
  },
  /** The chat room's URL made for the member's session (a trial account is refused). */
  chatUrl: {
    method: 'GET',
    path: '/wps/relay/CBS_chatUrl',
    auth: 'member',
    module: 'CBS3',
    query: ChatUrlQuerySchema,
    response: ChatUrlValueSchema,
    errors: ['TRIAL_ACCOUNT'],
  },
  /** Messages in the room since the member last had it open. */
  chatUnread: {
    method: 'GET',
    path: '/wps/relay/CBS_chatUnread',
    auth: 'member',
    module: 'CBS3',
    response: ChatUnreadValueSchema,
  },
});
