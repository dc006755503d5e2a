import {
  envelope,
  FeedbackSettingsSchema,
  MessagePageSchema,
  MessageSchema,
  UnreadCountSchema,
  countWords,
  type UpstreamEvent,
} from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberMessages, members } from '../../db/schema/index.js';
import { rawError, rsaKey } from '../../test/accounts.js';
import { adminHeaders, json, startTestApp, type TestApp } from '../../test/app.js';
import { createMember, type TestMember } from '../../test/wallet.js';

let t: TestApp;
const published: UpstreamEvent[] = [];
/**
 * What the calls under test published about messages: the app's jobs publish their own events
 * meanwhile (the contract feed's `contracts.changed` of the seed's contracts, at any moment).
 */
const messageEvents = () => published.filter((e) => e.type === 'messages.changed');
beforeAll(async () => {
  t = await startTestApp();
  t.app.events.subscribe((e) => published.push(e));
});
afterAll(async () => {
  await t?.close();
});

const newMember = async () => createMember(t.app, await rsaKey(t.app), { prefix: 'msg' });
const get = (m: TestMember, url: string) =>
  t.app.inject({ method: 'GET', url, headers: { authorization: m.token } });
const unread = async (m: TestMember) =>
  envelope(UnreadCountSchema).parse(json(await get(m, '/wps/relay/MCS_unreadCount'))).value;
const send = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/admin/messages', headers: adminHeaders, payload });

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46]);
const GIF = Buffer.from('GIF89a-not-an-allowed-image');
const dataUrl = (bytes: Buffer, declared = 'image/png') =>
  `data:${declared};base64,${bytes.toString('base64')}`;
const CONTENT = 'The withdrawal page took a long time to load today';

const putFeedback = (m: TestMember, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'PUT',
    url: '/wps/relay/CMS_feedback',
    headers: { authorization: m.token },
    payload,
  });
const fieldsOf = (res: LightMyRequestResponse) => rawError(res).fields as Record<string, string>;

describe('platform messages', () => {
  it('seeds messages for the demo accounts, some of them unread, and none for a new member', async () => {
    const seeded = await t.app.db
      .select({ readAt: memberMessages.readAt })
      .from(memberMessages)
      .innerJoin(members, eq(members.id, memberMessages.memberId))
      .where(eq(members.account, 'demoplayer'));
    expect(seeded.length).toBeGreaterThanOrEqual(2);
    expect(seeded.some((m) => m.readAt === null)).toBe(true);
    expect(await unread(await newMember())).toBe(0);
  });

  it('delivers an operator message to one member, counts it unread, and reading it clears the count', async () => {
    const a = await newMember();
    const b = await newMember();
    published.length = 0;
    const res = await send({ account: a.account, title: 'Hello', content: '<p>Hi <b>there</b></p>' });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ value: { sent: 1 } });
    expect(published).toContainEqual({
      type: 'messages.changed',
      merchant: expect.any(String),
      memberId: a.id,
    });
    expect(await unread(a)).toBe(1);
    expect(await unread(b)).toBe(0);

    const page = envelope(MessagePageSchema).parse(
      json(await get(a, '/wps/relay/MCS_messages?pageNo=1&pageSize=10')),
    );
    expect(page.value.totalCount).toBe(1);
    expect(page.value.list[0]).toMatchObject({ title: 'Hello', isRead: false });
    const id = page.value.list[0]!.id;

    // Another member cannot read it.
    expect((await get(b, `/wps/relay/MCS_message?id=${id}`)).statusCode).toBe(404);

    published.length = 0;
    const read = envelope(MessageSchema).parse(json(await get(a, `/wps/relay/MCS_message?id=${id}`)));
    expect(read.value).toMatchObject({ id, content: '<p>Hi <b>there</b></p>', isRead: true });
    expect(messageEvents()).toEqual([
      { type: 'messages.changed', merchant: expect.any(String), memberId: a.id },
    ]);
    expect(await unread(a)).toBe(0);
    // A second read changes nothing and publishes nothing.
    published.length = 0;
    await get(a, `/wps/relay/MCS_message?id=${id}`);
    expect(messageEvents()).toEqual([]);
  });

  it('sends to every member of the merchant with all: true', async () => {
    const a = await newMember();
    published.length = 0;
    const res = await send({ all: true, title: 'To all', content: 'Everyone' });
    expect(res.statusCode).toBe(200);
    expect((json(res) as { value: { sent: number } }).value.sent).toBeGreaterThan(1);
    expect(published).toContainEqual({
      type: 'messages.changed',
      merchant: expect.any(String),
      memberId: null,
    });
    expect(await unread(a)).toBe(1);
  });

  it('pages the list', async () => {
    const a = await newMember();
    for (let i = 0; i < 3; i += 1) await send({ account: a.account, title: `M${i}`, content: 'x' });
    const page = envelope(MessagePageSchema).parse(
      json(await get(a, '/wps/relay/MCS_messages?pageNo=2&pageSize=2')),
    );
    expect(page.value).toMatchObject({ pageNo: 2, totalCount: 3, totalPages: 2 });
    expect(page.value.list.map((m) => m.title)).toEqual(['M0']);
  });

  it('refuses an unknown account, both or neither target, a missing admin key and a missing token', async () => {
    expect((await send({ account: 'nobody-here', title: 'x', content: 'y' })).statusCode).toBe(404);
    expect((await send({ account: 'demoplayer', all: true, title: 'x', content: 'y' })).statusCode).toBe(400);
    expect((await send({ title: 'x', content: 'y' })).statusCode).toBe(400);
    const noKey = await t.app.inject({
      method: 'POST',
      url: '/admin/messages',
      payload: { all: true, title: 'x', content: 'y' },
    });
    expect(noKey.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/wps/relay/MCS_unreadCount' })).statusCode).toBe(401);
  });
});

describe('feedback', () => {
  it('publishes the brand settings with defaults 5..500 words, 140 characters, 3 images of 5 MB', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wps/relay/CMS_feedbackSettings' });
    expect(envelope(FeedbackSettingsSchema).parse(json(res)).value).toEqual({
      minWords: 5,
      maxWords: 500,
      commentMax: 140,
      maxImages: 3,
      maxImageBytes: 5 * 1024 * 1024,
    });
  });

  it('counts words by spaces, and each Chinese character as one', () => {
    expect(countWords('  one two\tthree\nfour ')).toBe(4);
    expect(countWords('提款很慢')).toBe(4);
    expect(countWords('Rút tiền chậm quá')).toBe(4);
    expect(countWords('')).toBe(0);
  });

  it('stores a feedback with three png/jpeg images and lists it for the operator', async () => {
    const m = await newMember();
    const res = await putFeedback(m, {
      content: CONTENT,
      comment: 'Please check',
      images: [dataUrl(PNG), dataUrl(JPEG, 'image/jpeg'), dataUrl(JPEG, 'application/octet-stream')],
    });
    expect(res.statusCode).toBe(200);
    const list = await t.app.inject({
      method: 'GET',
      url: '/admin/feedback?pageSize=5',
      headers: adminHeaders,
    });
    const first = (
      json(list) as { value: { list: { account: string; images: unknown[]; comment: string }[] } }
    ).value.list[0];
    expect(first).toMatchObject({ account: m.account, comment: 'Please check' });
    expect(first?.images).toEqual([
      { mimeType: 'image/png', bytes: PNG.length },
      { mimeType: 'image/jpeg', bytes: JPEG.length },
      { mimeType: 'image/jpeg', bytes: JPEG.length },
    ]);
  });

  it('judges images by content: a GIF declared as png is refused by its index', async () => {
    const m = await newMember();
    const res = await putFeedback(m, { content: CONTENT, images: [dataUrl(PNG), dataUrl(GIF, 'image/png')] });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toEqual({ 'images.1': 'feedback_image_type' });
  });

  it('refuses a fourth image', async () => {
    const m = await newMember();
    const res = await putFeedback(m, {
      content: CONTENT,
      images: [PNG, PNG, PNG, PNG].map((b) => dataUrl(b)),
    });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toEqual({ images: 'feedback_images_max' });
  });

  it('refuses a 6 MB image', async () => {
    const m = await newMember();
    const big = Buffer.alloc(6 * 1024 * 1024, 0);
    PNG.copy(big);
    const res = await putFeedback(m, { content: CONTENT, images: [dataUrl(big)] });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toEqual({ 'images.0': 'feedback_image_size' });
  });

  it('keeps the content within the brand word bounds, and the comment within 140 characters', async () => {
    const m = await newMember();
    const short = await putFeedback(m, { content: 'too short' });
    expect(fieldsOf(short)).toEqual({ content: 'feedback_content_words' });
    const empty = await putFeedback(m, { content: '   ' });
    expect(fieldsOf(empty)).toEqual({ content: 'feedback_content_required' });
    const comment = await putFeedback(m, { content: CONTENT, comment: 'x'.repeat(141) });
    expect(fieldsOf(comment)).toEqual({ comment: 'feedback_comment_max' });

    const set = await t.app.inject({
      method: 'PUT',
      url: '/admin/feedback/settings',
      headers: adminHeaders,
      payload: { minWords: 2, maxWords: 4 },
    });
    expect(set.statusCode).toBe(200);
    try {
      expect((await putFeedback(m, { content: 'too short' })).statusCode).toBe(200);
      expect(fieldsOf(await putFeedback(m, { content: 'one two three four five' }))).toEqual({
        content: 'feedback_content_words',
      });
    } finally {
      await t.app.inject({
        method: 'PUT',
        url: '/admin/feedback/settings',
        headers: adminHeaders,
        payload: { minWords: 5, maxWords: 500 },
      });
    }
  });
});
