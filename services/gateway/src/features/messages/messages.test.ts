import { ErrorCode } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { deliver } from '../../test/fake-messages.js';
import { useGatewayApp } from '../../test/gateway-app.js';
import { callerOf, loggedIn } from '../../test/money.js';
import { Browser } from '../../test/browser.js';

describe('messages and feedback', () => {
  const gw = useGatewayApp({
    env: { UPSTREAM_TIMEOUT_MS: '5000', STATUS_POLL_MS: '50' },
    verifier: true,
    perTest: { fresh: ['accounts', 'messages'] },
  });

  it('lists, reads (marking read) and counts a member’s messages', async () => {
    deliver(gw.up.state.messages, 'alice', 'First');
    deliver(gw.up.state.messages, 'alice', 'Second');
    const b = await loggedIn(gw.app);
    expect((await b.query('messages.unreadCount')).data).toBe(2);
    const page = await b.query('messages.list', { pageNo: 1, pageSize: 10 });
    expect(page.data).toMatchObject({
      totalCount: 2,
      list: [{ title: 'Second', isRead: false }, { title: 'First' }],
    });
    const read = await b.mutation('messages.read', { id: 2 });
    expect(read.data).toMatchObject({ title: 'Second', content: '<p>Second</p>', isRead: true });
    expect((await b.query('messages.unreadCount')).data).toBe(1);
  });

  it('requires a login', async () => {
    const anonymous = new Browser(gw.app);
    expect((await anonymous.query('messages.unreadCount')).code).toBe(ErrorCode.loginRequired);
    expect((await anonymous.mutation('feedback.submit', { content: 'a b c d e' })).code).toBe(
      ErrorCode.loginRequired,
    );
  });

  it('pushes the unread count when a message arrives for this member or for everyone, and not for others', async () => {
    const b = await loggedIn(gw.app); // alice, member 1
    const controller = new AbortController();
    const caller = await callerOf(gw.app, b, controller.signal);
    const it = (await caller.messages.onUnread())[Symbol.asyncIterator]() as AsyncIterator<number>;
    try {
      expect((await it.next()).value).toBe(0);
      const next = it.next();
      // Another member's message: alice's count does not change, so nothing is pushed for it.
      await gw.app.services.realtime.publishToMember(2, { type: 'messages.changed' });
      deliver(gw.up.state.messages, 'alice', 'Hello');
      await gw.app.services.realtime.publishToMember(1, { type: 'messages.changed' });
      expect((await next).value).toBe(1);

      deliver(gw.up.state.messages, 'alice', 'To everyone');
      await gw.app.services.realtime.publishBroadcast({ type: 'messages.changed' });
      expect((await it.next()).value).toBe(2);

      await b.mutation('messages.read', { id: 1 });
      await gw.app.services.realtime.publishToMember(1, { type: 'messages.changed' });
      expect((await it.next()).value).toBe(1);
    } finally {
      controller.abort();
      await it.return?.(undefined);
    }
  });

  it('publishes the feedback settings and passes a feedback through, with field refusals intact', async () => {
    const anonymous = new Browser(gw.app);
    expect((await anonymous.query('feedback.settings')).data).toMatchObject({ minWords: 5, maxWords: 500 });
    const b = await loggedIn(gw.app);
    const okRes = await b.mutation('feedback.submit', {
      content: 'one two three four five',
      comment: 'thanks',
      images: ['data:image/png;base64,iVBORw0KGgo='],
    });
    expect(okRes.status).toBe(200);
    expect(gw.up.state.messages.feedback).toHaveLength(1);
    const refused = await b.mutation('feedback.submit', { content: 'too few' });
    expect(refused.status).toBe(400);
    expect(refused.fields).toEqual({ content: 'feedback_content_words' });
    // Four images never leave the gateway.
    const four = await b.mutation('feedback.submit', {
      content: 'one two three four five',
      images: Array(4).fill('data:image/png;base64,iVBORw0KGgo='),
    });
    expect(four.code).toBe(ErrorCode.validation);
    expect(gw.up.state.messages.feedback).toHaveLength(1);
  });
});
