/** How the descriptor walk calls each messages endpoint (see walk.ts). */
import { messagesEndpoints } from '@portal/contracts';
import type { Examples } from './walk.js';

const e = messagesEndpoints;

export const messagesExamples: Examples = {
  'messages.messages': (walk) => walk.call(e.messages, { query: { pageNo: 1, pageSize: 10 } }),
  'messages.message': async (walk) => {
    // A message of the walk's own, so there is one to open whatever the seed holds.
    await walk.admin('POST', '/admin/messages', {
      account: 'demoplayer',
      title: 'Descriptor walk',
      content: '<p>One message to open.</p>',
    });
    const page = e.messages.response.parse(
      await walk.call(e.messages, { query: { pageNo: 1, pageSize: 1 } }),
    );
    const [newest] = page.list;
    if (!newest) throw new Error('the player has no message');
    return walk.call(e.message, { query: { id: newest.id } });
  },
  'messages.unreadCount': (walk) => walk.call(e.unreadCount, {}),
  'messages.feedbackSettings': (walk) => walk.call(e.feedbackSettings, {}, null),
  'messages.feedback': (walk) =>
    walk.call(e.feedback, {
      body: { content: 'the descriptor walk found every page it asked for', comment: '', images: [] },
    }),
};
