/** How the descriptor walk calls each support endpoint (see walk.ts). */
import { supportEndpoints } from '@portal/contracts';
import type { Examples } from './walk.js';

const e = supportEndpoints;

export const supportExamples: Examples = {
  'support.customerService': (walk) => walk.call(e.customerService, {}, null),
  'support.chatUrl': (walk) =>
    walk.call(e.chatUrl, {
      query: { b2c: '1', title: 'Descriptor walk', language: 'EN', headerColor: '#1a2b3c' },
    }),
  'support.chatUnread': (walk) => walk.call(e.chatUnread, {}),
};
