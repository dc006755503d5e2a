/**
 * Platform messages and feedback through the real gateway and upstream: an operator's
 * message raises the unread count pushed over the WebSocket and reading it lowers it; feedback with
 * three images is stored, and the platform judges images by their bytes.
 */
import type { TRPCClientError } from '@trpc/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser } from './support/browser.js';
import { eventually, startStack, type TestStack } from './support/stack.js';
import { wsClient } from './support/trpc.js';

const dataOf = (err: unknown) =>
  (err as TRPCClientError<never>).data as { code?: string; fields?: Record<string, string> } | undefined;

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const dataUrl = (bytes: Buffer, type = 'image/png') => `data:${type};base64,${bytes.toString('base64')}`;
const CONTENT = 'The deposit page was slow to load this evening';

describe('messages and feedback through the real gateway and upstream', () => {
  let stack: TestStack;
  let browser: Browser;
  let trpc: ReturnType<Browser['client']>;

  beforeAll(async () => {
    stack = await startStack({ ALTCHA_MAX_NUMBER: '2000' });
    browser = new Browser(stack.gatewayUrl);
    trpc = browser.client(stack.gatewayUrl);
    await trpc.auth.login.mutate({
      username: 'demovip',
      password: 'Demo1234',
      rememberMe: false,
      verification: await browser.verification(stack.gatewayUrl),
    });
  });
  afterAll(() => stack?.close());

  it('pushes the unread count when the operator sends a message, and lowers it when it is read', async () => {
    const seeded = await trpc.messages.unreadCount.query();
    expect(seeded).toBeGreaterThan(0);
    const ws = wsClient(stack.gatewayUrl, browser.cookieHeader());
    const pushed: number[] = [];
    const sub = ws.client.messages.onUnread.subscribe(undefined, { onData: (n) => pushed.push(n) });
    try {
      await eventually(
        async () => pushed.length,
        (n) => n > 0,
      );
      expect(pushed.at(-1)).toBe(seeded);

      const sent = await stack.admin('POST', '/admin/messages', {
        account: 'demovip',
        title: 'Operator notice',
        content: '<p>Hello <b>VIP</b></p>',
      });
      expect(sent.status).toBe(200);
      await eventually(
        async () => pushed.at(-1),
        (n) => n === seeded + 1,
      );

      const all = await stack.admin('POST', '/admin/messages', { all: true, title: 'To all', content: 'x' });
      expect(all.status).toBe(200);
      await eventually(
        async () => pushed.at(-1),
        (n) => n === seeded + 2,
      );

      const page = await trpc.messages.list.query({ pageNo: 1, pageSize: 10 });
      const notice = page.list.find((m) => m.title === 'Operator notice');
      expect(notice?.isRead).toBe(false);
      const read = await trpc.messages.read.mutate({ id: notice!.id });
      expect(read.content).toBe('<p>Hello <b>VIP</b></p>');
      await eventually(
        async () => pushed.at(-1),
        (n) => n === seeded + 1,
      );
      expect(await trpc.messages.unreadCount.query()).toBe(seeded + 1);
    } finally {
      sub.unsubscribe();
      ws.close();
    }
  });

  it('stores feedback with three images and refuses a fourth, a 6 MB one and a non-image by field', async () => {
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
    const receipt = await trpc.feedback.submit.mutate({
      content: CONTENT,
      comment: 'from the integration test',
      images: [dataUrl(PNG), dataUrl(jpeg, 'image/jpeg'), dataUrl(PNG)],
    });
    expect(receipt.id).toBeGreaterThan(0);
    const listed = (await (await stack.admin('GET', '/admin/feedback?pageSize=5')).json()) as {
      value: { list: { account: string; images: { mimeType: string }[] }[] };
    };
    expect(listed.value.list[0]).toMatchObject({
      account: 'demovip',
      images: [{ mimeType: 'image/png' }, { mimeType: 'image/jpeg' }, { mimeType: 'image/png' }],
    });

    const gif = await trpc.feedback.submit
      .mutate({ content: CONTENT, images: [dataUrl(Buffer.from('GIF89a-looks-like-png'))] })
      .catch((err: unknown) => err);
    expect(dataOf(gif)?.fields).toEqual({ 'images.0': 'feedback_image_type' });

    const four = await trpc.feedback.submit
      .mutate({ content: CONTENT, images: [PNG, PNG, PNG, PNG].map((b) => dataUrl(b)) })
      .catch((err: unknown) => err);
    expect(dataOf(four)?.code).toBe('VALIDATION');

    const big = Buffer.alloc(6 * 1024 * 1024);
    PNG.copy(big);
    const tooBig = await trpc.feedback.submit
      .mutate({ content: CONTENT, images: [dataUrl(big)] })
      .catch((err: unknown) => err);
    expect(dataOf(tooBig)?.code).toBe('VALIDATION');

    const words = await trpc.feedback.submit.mutate({ content: 'too few' }).catch((err: unknown) => err);
    expect(dataOf(words)?.fields).toEqual({ content: 'feedback_content_words' });
  });
});
